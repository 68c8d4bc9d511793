import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button, buttonStyles } from '../../../../../ui/components/ui/button';
import { StoreIcon } from '../../../../../ui/components/ui/icons';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type Brand, describeStore } from '../../../types/brand';
import { useDisconnectStore } from '../api/disconnect-store';
import { ReconnectStoreBanner } from './reconnect-store-banner';

/** Spec 5: the confirmation, word for word. */
const disconnectQuestion =
  'Are you sure you want to disconnect your Shopify store? This will disable all active campaigns.';

/** The store connection: connect or edit (the onboarding store step), or disconnect after confirming. */
export const StoreConnectionCard = ({ brand }: { brand: Brand }) => {
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectStore();
  const store = describeStore(brand);
  const storeHref = paths.brand.onboarding.getHref('store');
  // Issue 35: the store connection is a setting (owners and admins); the others read its state.
  const editable = useBrandRole().can('settings');

  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Store Disconnected', 'Your store is no longer connected.');
      },
      onError: () => {
        setConfirming(false);
        toast.error('Error', 'Failed to disconnect store');
      },
    });

  return (
    <section
      aria-labelledby="store-connection-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="store-connection"
      data-connected={brand.store_connected}
    >
      <div className="flex items-start gap-4">
        <span
          className={
            brand.store_connected
              ? 'grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700'
              : 'grid size-10 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-500'
          }
        >
          <StoreIcon />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="store-connection-title" className="font-semibold text-slate-900">
              Store connection
            </h2>
            <Badge tone={brand.store_connected ? 'green' : 'neutral'} data-testid="store-connection-status">
              {brand.store_connected ? 'Connected' : 'Not connected'}
            </Badge>
          </div>
          {brand.store_connected ? (
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">Platform</dt>
                <dd className="font-medium text-slate-900">{store.platform}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-slate-500">Store</dt>
                <dd className="font-medium break-words text-slate-900">{store.name ?? '—'}</dd>
              </div>
              {store.domain && store.domain !== store.name && (
                <div className="min-w-0 sm:col-span-2">
                  <dt className="text-slate-500">Address</dt>
                  <dd className="font-medium break-words text-slate-900">{store.domain}</dd>
                </div>
              )}
            </dl>
          ) : brand.store_disconnected_reason === 'app_uninstalled' ? (
            // Disconnected from the store's side: say what happened, not just "Not connected".
            <p className="mt-1 text-sm text-amber-800" role="status" data-testid="store-uninstalled-note">
              Our app was uninstalled from your Shopify store
              {brand.store_disconnected_at
                ? ` on ${new Date(brand.store_disconnected_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}`
                : ''}
              . New orders are no longer tracked and creators' links go to this site. Reconnect your store to
              resume.
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              Connect your online store so creators can send shoppers to it and you can import products.
            </p>
          )}
        </div>
      </div>
      {brand.store_connected && brand.shop_domain && brand.store_missing_scopes.length > 0 && (
        <ReconnectStoreBanner
          shop={brand.shop_domain}
          missingScopes={brand.store_missing_scopes}
          editable={editable}
        />
      )}
      <RoleNote work="settings" className="mt-4" />
      {editable && (
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:justify-end">
          {brand.store_connected ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(true)} className="text-red-700">
                Disconnect
              </Button>
              <Link to={storeHref} className={buttonStyles({ variant: 'secondary' })}>
                Edit store
              </Link>
            </>
          ) : (
            <Link to={storeHref} className={buttonStyles()}>
              Connect store
            </Link>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
        title="Disconnect store?"
        message={disconnectQuestion}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        isPending={disconnect.isPending}
        data-testid="disconnect-store-dialog"
      />
    </section>
  );
};
