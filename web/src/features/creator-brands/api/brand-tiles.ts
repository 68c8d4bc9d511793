import { formatCount as count } from '../../../../../ui/utils/format';
import type { BrandsPage, DirectoryBrand } from './get-brands';

/** The three tiles above the Brands list, as shown. */
export type BrandTiles = { brands: string; connectedStores: string; products: string };

/**
 * The tiles count the set the list shows, from one source: unsearched, the directory's counters (the
 * server's totals: every listed brand is a connected store); while searching (totals null), the
 * matches loaded so far — brands, their stores and their products — with '+' while more may match.
 */
export const brandTiles = (
  totals: BrandsPage['totals'] | undefined,
  listed: readonly DirectoryBrand[],
  more: boolean,
): BrandTiles => {
  if (!totals) return { brands: '', connectedStores: '', products: '' };
  if (totals.brands !== null && totals.connected_stores !== null && totals.products !== null)
    return {
      brands: count(totals.brands),
      connectedStores: count(totals.connected_stores),
      products: count(totals.products),
    };
  const plus = more ? '+' : '';
  const products = listed.reduce((sum, brand) => sum + brand.product_count, 0);
  return {
    brands: `${count(listed.length)}${plus}`,
    connectedStores: `${count(listed.length)}${plus}`,
    products: `${count(products)}${plus}`,
  };
};
