import { randomBytes } from 'node:crypto';
import { normalizeShopDomain, StoreAlreadyConnectedError, storeHolder } from '../../integrations';
import { AppError } from '../../shared/http/errors';
import type { Brand } from '../brand-view';
import { OAUTH_INSTALL_SECONDS, oauthInstallEntity } from '../entities/oauth-install';

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
  const holder = await storeHolder(shop);
  if (holder && holder !== brand.id) throw new StoreAlreadyConnectedError('shop');
  const nonce = randomBytes(24).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + OAUTH_INSTALL_SECONDS;
  await oauthInstallEntity.create({ nonce, brand_id: brand.id, shop, expires_at: expiresAt, expiresAt }).go();
  return { oauthUrl: `/api/shopify/install?install=${encodeURIComponent(nonce)}` };
};
