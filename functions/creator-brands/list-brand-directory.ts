import { listConnectedBrands } from '../shared/data/entities/brand';

/**
 * Brands directory (spec 2.5): brands with a connected store, by name, each with the number of products
 * it made available to influencers. One Query; the search box filters in the browser.
 */
export const listBrandDirectory = async () => {
  const brands = await listConnectedBrands();
  return {
    brands,
    totals: {
      brands: brands.length,
      // Every listed brand has a connected store: the directory holds no others.
      connected_stores: brands.length,
      products: brands.reduce((sum, brand) => sum + brand.product_count, 0),
    },
  };
};
