import { useMutation } from '@tanstack/react-query';
import { beginShopifyConnection } from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';

/**
 * Reconnecting the brand's own Shopify store, to grant the scopes it lacks: the same
 * `POST /api/brand/store/shopify` as connecting, for the connected shop. The answer is the install URL
 * to open in the popup (lib/use-shopify-popup); the store then asks the merchant for the new scopes.
 */
export const useBeginReconnect = () =>
  useMutation({
    mutationFn: async (shop: string) => (await callApi(beginShopifyConnection, { body: { shop } })).oauthUrl,
  });
