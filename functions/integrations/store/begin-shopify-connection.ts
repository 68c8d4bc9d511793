import type { Brand } from '../../catalogue';
import { AppError } from '../../shared/http/errors';
import { createOAuthInstall } from '../entities/oauth-install';
import { requireStoreFree } from '../entities/store-claim';
import { normalizeShopDomain } from '../shopify';

/**
 * Step one of connecting Shopify (spec 7.3 shopify-oauth): remember which brand is connecting which shop
 * and hand the SPA a same-origin URL to open in the popup. That URL (GET /api/shopify/install) sets the
 * OAuth state cookie and redirects to the shop's authorize page. A shop another brand holds is refused
 * here already (409), before the brand goes through Shopify; the callback's transaction enforces it.
 */
export const beginShopifyConnection = async (
  brand: Brand,
  shopInput: string,
): Promise<{ oauthUrl: string }> => {
  const shop = normalizeShopDomain(shopInput);
  if (!shop) {
    throw new AppError(
      'validation_failed',
      'Enter your Shopify store domain, e.g. your-store.myshopify.com',
      {
        shop: 'Enter your Shopify store domain, e.g. your-store.myshopify.com',
      },
    );
  }
  await requireStoreFree(shop, brand.id, 'shop');
  const install = await createOAuthInstall(brand.id, shop);
  return { oauthUrl: `/api/shopify/install?install=${encodeURIComponent(install.nonce)}` };
};
