import { type Brand, updateBrand } from '../shared/data/entities/brand';

/** Disconnecting clears the store name, the token, the domain and the connected flag (spec 4). */
export const disconnectStore = (brand: Brand): Promise<Brand> =>
  updateBrand(
    brand.id,
    { store_connected: false, store_platform: null, store_name: null, shop_domain: null },
    ['shopify_access_token_sealed'],
  );
