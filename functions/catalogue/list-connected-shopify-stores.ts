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
