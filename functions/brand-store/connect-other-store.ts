import { type Brand, type StorePlatform, updateBrand } from '../shared/data/entities/brand';

/**
 * Platforms other than Shopify (spec 4): 'other' is recorded without any authorization; BigCommerce,
 * Square, WooCommerce, Magento and PrestaShop are recorded as connected — there is no integration with
 * them yet (no import), which the UI says.
 */
export const connectOtherStore = async (
  brand: Brand,
  input: { platform: StorePlatform; store_url: string; store_name?: string },
): Promise<Brand> => {
  const url = input.store_url.trim();
  return updateBrand(
    brand.id,
    {
      store_connected: true,
      store_platform: input.platform,
      shop_domain: url || null,
      store_name: input.store_name?.trim() || hostOf(url) || null,
    },
    ['shopify_access_token_sealed'],
  );
};

const hostOf = (url: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return url;
  }
};
