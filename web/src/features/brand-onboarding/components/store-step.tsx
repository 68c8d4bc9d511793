import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { beginShopifySchema, connectOtherStoreSchema } from '../../../../../contracts/brand-workspace';
import { Button } from '../../../../../ui/components/ui/button';
import { CheckIcon, StoreIcon } from '../../../../../ui/components/ui/icons';
import { toast } from '../../../../../ui/components/ui/toast';
import { StepBackButton } from '../../../components/layouts/onboarding-wizard';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { getRuntimeConfig } from '../../../config/runtime-config';
import { brandQueryRoot } from '../../../lib/brand-query';
import { showServerErrors, textField, useSchemaForm } from '../../../lib/forms';
import { useShopifyPopup } from '../../../lib/use-shopify-popup';
import { describeStore, type StorePlatform, storePlatformLabels } from '../../../types/brand';
import { useBeginShopifyConnection, useConnectOtherStore } from '../api/connect-store';
import { type Onboarding, onboardingQueryOptions } from '../api/get-onboarding';

type StoreStepProps = {
  data: Onboarding;
  /** A store was connected just now. */
  onConnected: () => void;
  /** The brand goes on with the store it has (or, in the wizard, without one). */
  onContinue: () => void;
  continueLabel: string;
  /** The wizard's "Skip for now"; absent on the store settings page. */
  onSkip?: () => void;
  /** The wizard's way back to the previous step. */
  onBack?: () => void;
};

const missingStore = 'Please enter your store domain or URL';

const fieldIds = { shop: 'store-shop', store_url: 'store-url', store_name: 'store-name' } as const;

/**
 * Connect Your Store (spec 2.4, 4): Shopify through its authorization popup; the other platforms are
 * recorded as connected (no integration yet, and the step says so). A brand that already has a store
 * sees it first, with 'Change store' and the way on.
 */
export const StoreStep = ({
  data,
  onConnected,
  onContinue,
  continueLabel,
  onSkip,
  onBack,
}: StoreStepProps) => {
  const { brand } = data;
  const [changing, setChanging] = useState(false);

  if (brand.store_connected && !changing) {
    const store = describeStore(brand);
    return (
      <div className="space-y-6" data-testid="store-connected">
        <div className="flex items-start gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-emerald-700">
            <CheckIcon />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-emerald-900">Your store is connected</p>
            <p className="mt-0.5 text-sm break-words text-emerald-900">
              {store.platform}
              {store.name ? ` · ${store.name}` : ''}
              {store.domain && store.domain !== store.name && <span className="block">{store.domain}</span>}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {onBack && <BackButton onClick={onBack} />}
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="secondary" onClick={() => setChanging(true)}>
              Change store
            </Button>
            <Button onClick={onContinue}>{continueLabel}</Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <ConnectStoreForm
      data={data}
      onConnected={() => {
        setChanging(false);
        onConnected();
      }}
      onCancelChange={changing ? () => setChanging(false) : undefined}
      onSkip={onSkip}
      onBack={onBack}
    />
  );
};

type ConnectStoreFormProps = {
  data: Onboarding;
  onConnected: () => void;
  onCancelChange: (() => void) | undefined;
  onSkip: (() => void) | undefined;
  onBack: (() => void) | undefined;
};

/** The brand wizard's Back says where it goes. */
export const backLabel = '← Back';

export const BackButton = ({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) => (
  <StepBackButton onClick={onClick} disabled={disabled}>
    {backLabel}
  </StepBackButton>
);

const ConnectStoreForm = ({ data, onConnected, onCancelChange, onSkip, onBack }: ConnectStoreFormProps) => {
  const queryClient = useQueryClient();
  const platforms = data.storePlatforms.filter((platform) => platform !== 'shopify' || data.shopifyAvailable);
  const [platform, setPlatform] = useState<StorePlatform>(platforms[0] ?? 'other');
  const isShopify = platform === 'shopify';
  // The route the form will call parses with its schema: Shopify's install, or the other platforms'.
  const form = useSchemaForm<Record<keyof typeof fieldIds, string>, unknown>({
    schema: isShopify ? beginShopifySchema : connectOtherStoreSchema,
    toInput: ({ shop, store_url, store_name }) =>
      isShopify ? { shop } : { platform, store_url, store_name },
    defaultValues: { shop: '', store_url: '', store_name: '' },
  });
  const field = (name: keyof typeof fieldIds) => textField(form, name, fieldIds[name]);

  const beginShopify = useBeginShopifyConnection();
  const connectOther = useConnectOtherStore();
  const connected = () => {
    toast.success('Store Connected!', 'Your Shopify store has been successfully connected.');
    void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    onConnected();
  };
  const popup = useShopifyPopup({
    onSuccess: connected,
    onError: (message) => toast.error('Connection Failed', message || 'Failed to connect your store'),
    onClosed: async () => {
      // Closed without a message. Usually the person closed it; but a browser that cuts the popup off
      // from this page (opener policies) also ends here after a successful install, so ask the API.
      const before = data.brand.updated_at;
      try {
        const { brand } = await queryClient.fetchQuery({ ...onboardingQueryOptions(), staleTime: 0 });
        if (brand.store_connected && brand.store_platform === 'shopify' && brand.updated_at !== before) {
          connected();
          return;
        }
      } catch {
        // The check is a courtesy; without it the outcome is "not connected", which is safe.
      }
      toast.info('Connection cancelled', 'The Shopify window was closed before your store was connected.');
    },
  });

  const label = storePlatformLabels[platform];
  const busy = beginShopify.isPending || connectOther.isPending || popup.waiting;

  const showServerError = (error: unknown) => {
    showServerErrors(form, error);
    toast.error('Connection Failed', error instanceof Error ? error.message : 'Failed to connect your store');
  };

  // The spec's toast when the store is missing; any other refusal shows at its field.
  const refused = (errors: typeof form.formState.errors) => {
    if (errors.shop?.message === missingStore || errors.store_url?.message === missingStore) {
      toast.error('Missing Store Information', missingStore);
    }
  };

  const handleSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    if (isShopify) {
      let oauthUrl: string;
      try {
        oauthUrl = await beginShopify.mutateAsync(values.shop.trim());
      } catch (error) {
        showServerError(error);
        return;
      }
      if (!popup.open(oauthUrl)) {
        toast.error(
          'Connection Failed',
          'Your browser blocked the Shopify window. Allow pop-ups for this site and try again.',
        );
      }
      return;
    }
    try {
      await connectOther.mutateAsync({
        platform,
        store_url: values.store_url,
        store_name: values.store_name,
      });
    } catch (error) {
      showServerError(error);
      return;
    }
    toast.success('Platform Connected!', `Your ${label} store is recorded as connected.`);
    onConnected();
  }, refused);

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5" data-testid="connect-store-form">
      <Select
        id="store-platform"
        label="Store platform"
        value={platform}
        disabled={busy}
        onChange={(event) => {
          setPlatform(event.target.value as StorePlatform);
          form.clearErrors();
        }}
        options={platforms.map((value) => ({ value, label: storePlatformLabels[value] }))}
        hint={
          data.shopifyAvailable
            ? undefined
            : 'Shopify connection is not configured on this deployment yet; choose another platform.'
        }
      />

      {isShopify ? (
        <Input
          label="Shopify store domain"
          placeholder="your-store.myshopify.com"
          autoComplete="off"
          spellCheck={false}
          disabled={busy}
          {...field('shop')}
          hint={
            getRuntimeConfig().local ? (
              <>
                Local demo: any name works, e.g. <code className="font-mono">my-brand.myshopify.com</code>
              </>
            ) : (
              'Your store name or its myshopify.com address. A Shopify window opens to approve the connection.'
            )
          }
        />
      ) : (
        <>
          <div
            className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
            role="note"
          >
            <p className="font-semibold">No {label} integration yet</p>
            <p className="mt-1">
              {platform === 'other'
                ? 'Your store is recorded as connected without an authorization step.'
                : `Your ${label} store is recorded as connected; nothing is authorized on ${label}.`}{' '}
              Product import is available for Shopify stores only for now.
            </p>
          </div>
          <Input
            label={platform === 'other' ? 'Store URL (optional)' : 'Store URL'}
            type="url"
            inputMode="url"
            placeholder="https://your-store.com"
            disabled={busy}
            {...field('store_url')}
          />
          <Input label="Store name (optional)" disabled={busy} {...field('store_name')} />
        </>
      )}

      {popup.waiting && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <StoreIcon className="size-4 text-violet-700" />
          Approve the connection in the Shopify window. Closing that window cancels.
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
        {onBack && <BackButton onClick={onBack} disabled={busy} />}
        <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
          {onCancelChange && (
            <Button variant="ghost" onClick={onCancelChange} disabled={busy}>
              Keep current store
            </Button>
          )}
          {onSkip && (
            <Button variant="ghost" onClick={onSkip} disabled={busy}>
              Skip for now
            </Button>
          )}
          <Button type="submit" isLoading={busy}>
            {popup.waiting ? 'Waiting for Shopify...' : busy ? 'Connecting...' : 'Connect Store'}
          </Button>
        </div>
      </div>
    </form>
  );
};
