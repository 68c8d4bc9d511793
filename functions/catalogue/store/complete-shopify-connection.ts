import {
  completeShopifyAuth,
  fetchShopDetails,
  ShopifyAuthError,
  StoreAlreadyConnectedError,
} from '../../integrations';
import { encryptSecret } from '../../shared/crypto/secret-box';
import { log } from '../../shared/log';
import { liveInstall, oauthInstallEntity } from '../entities/oauth-install';
import { updateBrand } from '../update-brand';

export class ConnectionRefusedError extends Error {}

/**
 * The OAuth callback: the library verifies Shopify's HMAC and the state cookie and exchanges the code;
 * only then is the pending install consumed (once) and the brand updated with the token sealed. Any
 * failure before that point writes nothing; a shop another brand holds is refused and writes nothing.
 */
export const completeShopifyConnection = async (request: Request, installNonce: string | undefined) => {
  if (!installNonce)
    throw new ConnectionRefusedError('This connection link has expired. Please start again.');
  let connection: Awaited<ReturnType<typeof completeShopifyAuth>>;
  try {
    connection = await completeShopifyAuth(request);
  } catch (error) {
    if (error instanceof ShopifyAuthError) {
      log.warn('shopify callback refused', { reason: error.message });
      throw new ConnectionRefusedError('Shopify could not verify this connection.');
    }
    throw error;
  }
  // Read and deleted in one call: an install is consumed once.
  const { data } = await oauthInstallEntity.delete({ nonce: installNonce }).go({ response: 'all_old' });
  const install = liveInstall(data);
  if (!install || install.shop !== connection.shop) {
    throw new ConnectionRefusedError(
      'This connection link has expired or belongs to another store. Please start again.',
    );
  }
  // The store's currency is what every order's shop_money is in (orders in another currency than the
  // program's are held for review). Unreadable now: the first order records the program's (USD).
  const shopDetails = await fetchShopDetails(connection).catch(() => undefined);
  const storeName = shopDetails?.name ?? connection.shop;
  const sealed = await encryptSecret(connection.accessToken, {
    purpose: 'store-token',
    brandId: install.brand_id,
  });
  try {
    // Claims the shop for this brand in the same transaction (one store, one brand).
    await updateBrand(install.brand_id, {
      store_connected: true,
      store_platform: 'shopify',
      shop_domain: connection.shop,
      store_name: storeName,
      shopify_access_token_sealed: sealed,
      // What Shopify granted (its token answer's `scope`): fewer than the app asks for → reconnect banner.
      shopify_granted_scopes: connection.scope,
      ...(shopDetails?.currencyCode ? { store_currency: shopDetails.currencyCode.toUpperCase() } : {}),
    });
  } catch (error) {
    if (error instanceof StoreAlreadyConnectedError) throw new ConnectionRefusedError(error.message);
    throw error;
  }
  log.info('shopify store connected', { brandId: install.brand_id, shop: connection.shop });
  return { brandId: install.brand_id, shop: connection.shop };
};
