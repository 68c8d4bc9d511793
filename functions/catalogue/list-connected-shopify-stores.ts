import { missingShopifyScopes } from '../integrations';
import { connectedBrands } from './entities/brand';

/** The connected Shopify stores, a page at a time. `next` is opaque: pass it back as `after`. */
export const listConnectedShopifyStores = async (
  after?: Record<string, unknown>,
): Promise<{ stores: { brandId: string; shopDomain: string }[]; next?: Record<string, unknown> }> => {
  const { data, cursor } = await connectedBrands().go({
    cursor: (after?.cursor as string | undefined) ?? null,
    attributes: ['id', 'store_platform', 'shop_domain'],
  });
  return {
    stores: data.flatMap(({ id, store_platform, shop_domain }) =>
      store_platform === 'shopify' && shop_domain ? [{ brandId: id, shopDomain: shop_domain }] : [],
    ),
    ...(cursor ? { next: { cursor } } : {}),
  };
};

/** At most this many pages of the brands directory are read for the operators' list (each up to 1 MB). */
const SCOPE_CHECK_PAGES = 10;

/**
 * Issue 36: connected Shopify stores whose granted scopes lack one the app now asks for (the brand is
 * asked to reconnect; the operator console lists them). Read from the connected brands' directory
 * (Queries, a bounded number of pages): which scopes are required changes with the app's code, so it is
 * judged at read time, never stored. `more` when the pages ran out before the directory did.
 */
export const listStoresMissingScopes = async (): Promise<{
  stores: { brandId: string; brandName: string; shopDomain: string; missing: string[] }[];
  more: boolean;
}> => {
  const stores: { brandId: string; brandName: string; shopDomain: string; missing: string[] }[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < SCOPE_CHECK_PAGES; page++) {
    const answer: { data: Record<string, unknown>[]; cursor: string | null } = await connectedBrands().go({
      cursor,
      pages: 1,
      attributes: ['id', 'brand_name', 'store_platform', 'shop_domain', 'shopify_granted_scopes'],
    });
    for (const item of answer.data) {
      const brand = item as {
        id: string;
        brand_name: string;
        store_platform?: string;
        shop_domain?: string;
        shopify_granted_scopes?: string;
      };
      if (brand.store_platform !== 'shopify' || !brand.shop_domain) continue;
      const missing = missingShopifyScopes(brand.shopify_granted_scopes);
      if (missing.length > 0)
        stores.push({
          brandId: brand.id,
          brandName: brand.brand_name,
          shopDomain: brand.shop_domain,
          missing,
        });
    }
    cursor = answer.cursor;
    if (!cursor) return { stores, more: false };
  }
  return { stores, more: true };
};
