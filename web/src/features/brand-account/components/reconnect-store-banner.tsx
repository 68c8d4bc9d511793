import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { brandQueryRoot } from '../../../lib/brand-query';
import { useShopifyPopup } from '../../../lib/use-shopify-popup';
import { useBeginReconnect } from '../api/reconnect-store';

/**
 * A Shopify store connected with fewer scopes than the app needs (connected before the app asked for
 * them): Shopify sends no orders without read_orders, so say which scopes and offer to reconnect, which
 * runs the install again for the same shop. After it the store has the scopes, the brand reads without
 * missing ones and the store's webhooks are subscribed again (ShopifyStoreConnected).
 */
/** What the missing access stops, in the brand's words: orders first, they are the money. */
const consequenceOf = (missing: string[]): string => {
  const orders = missing.includes('read_orders');
  const samples = missing.includes('write_draft_orders') || missing.includes('read_fulfillments');
  const stops = [
    ...(orders ? ["Shopify does not send us your orders, so creators' sales are not tracked"] : []),
    ...(samples
      ? ['samples creators redeem are not placed as orders in your store or tracked when shipped']
      : []),
  ];
  return stops.length > 0
    ? `Your store was connected before we asked for this access. Until you reconnect, ${stops.join('; and ')}.`
    : 'Your store was connected before we asked for this access.';
};

export const ReconnectStoreBanner = ({
  shop,
  missingScopes,
  editable,
}: {
  shop: string;
  missingScopes: string[];
  /** The caller's role may reconnect (issue 35: owners and admins); else the banner only informs. */
  editable: boolean;
}) => {
  const queryClient = useQueryClient();
  const begin = useBeginReconnect();
  const popup = useShopifyPopup({
    onSuccess: () => {
      toast.success('Store Reconnected', 'Your Shopify store granted the access it was missing.');
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot });
    },
    onError: (message) => toast.error('Reconnection Failed', message || 'Failed to reconnect your store'),
    // Closed by hand, or cut off from this page after succeeding: the brand's record says which.
    onClosed: () => queryClient.invalidateQueries({ queryKey: brandQueryRoot }),
  });

  const reconnect = async () => {
    let oauthUrl: string;
    try {
      oauthUrl = await begin.mutateAsync(shop);
    } catch (error) {
      toast.error('Reconnection Failed', apiErrorMessage(error, 'Failed to reconnect your store'));
      return;
    }
    if (!popup.open(oauthUrl)) {
      toast.error(
        'Reconnection Failed',
        'Your browser blocked the Shopify window. Allow pop-ups for this site and try again.',
      );
    }
  };

  return (
    <div
      role="alert"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
      data-testid="store-reconnect-banner"
    >
      <div>
        <p className="font-medium">Reconnect your store to grant: {missingScopes.join(', ')}</p>
        <p className="mt-1 text-amber-800">{consequenceOf(missingScopes)}</p>
      </div>
      {editable && (
        <Button
          variant="primary"
          className="shrink-0"
          onClick={() => void reconnect()}
          isLoading={begin.isPending || popup.waiting}
        >
          {begin.isPending || popup.waiting ? 'Reconnecting...' : 'Reconnect'}
        </Button>
      )}
    </div>
  );
};
