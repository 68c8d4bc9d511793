import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  beginShopifyConnection as beginShopifyConnectionContract,
  connectOtherStore as connectOtherStoreContract,
} from '../../../../../contracts/brand-workspace';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import type { StorePlatform } from '../../../types/brand';

/** `POST /api/brand/store/shopify`: where to send the popup (same origin, our install route). */
export const beginShopifyConnection = async (shop: string): Promise<string> =>
  (await callApi(beginShopifyConnectionContract, { body: { shop } })).oauthUrl;

/** Only asks for the install URL; the connection itself completes in the popup (see lib/use-shopify-popup). */
export const useBeginShopifyConnection = () => useMutation({ mutationFn: beginShopifyConnection });

export type OtherStoreInput = {
  platform: Exclude<StorePlatform, 'shopify'>;
  store_url: string;
  store_name: string;
};

/** `POST /api/brand/store`: platforms without an integration yet are recorded as connected. */
export const connectOtherStore = async (input: OtherStoreInput) =>
  (
    await callApi(connectOtherStoreContract, {
      body: {
        platform: input.platform,
        ...(input.store_url.trim() ? { store_url: input.store_url.trim() } : {}),
        ...(input.store_name.trim() ? { store_name: input.store_name.trim() } : {}),
      },
    })
  ).brand;

export const useConnectOtherStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectOtherStore,
    // The store shows on every brand screen (products' Sync, account, dashboard shortcuts).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandQueryRoot }),
  });
};
