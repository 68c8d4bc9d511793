import type { StorePlatform } from '../../../contracts/constants';
import { StoreAlreadyConnectedError } from '../../integrations';
import type { Brand } from '../brand-view';
import { updateBrand } from '../update-brand';

/**
 * Platforms other than Shopify (spec 4): 'other' is recorded without any authorization; BigCommerce,
 * Square, WooCommerce, Magento and PrestaShop are recorded as connected — there is no integration with
 * them yet (no import), which the UI says. The URL arrives checked (http(s) only, schemas.ts); its
 * domain is claimed for this brand in the same write (one store, one brand).
 */
export const connectOtherStore = async (
  brand: Brand,
  input: { platform: StorePlatform; store_url: string; store_name?: string },
): Promise<Brand> => {
  const url = input.store_url.trim();
  try {
    return await updateBrand(
      brand.id,
      {
        store_connected: true,
        store_platform: input.platform,
        shop_domain: url || null,
        store_name: input.store_name?.trim() || hostOf(url) || null,
      },
      ['shopify_access_token_sealed', 'shopify_granted_scopes'],
    );
  } catch (error) {
    if (error instanceof StoreAlreadyConnectedError) throw new StoreAlreadyConnectedError('store_url');
    throw error;
  }
};

const hostOf = (url: string): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};
