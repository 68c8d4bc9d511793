import { encodeCursor } from '../../shared/http/page-cursor';
import { type BrandDirectoryEntry, listConnectedBrandsPage } from '../entities/brand';
import { getBrandDirectoryStats } from '../entities/brand-directory-stats';
import type { BrandDirectoryQuery } from './brand-directory-query';

/** Spec 2.5: 'Search brands...' matches brand name or description, case-insensitive (`search` lower-cased). */
const matchesSearch = (brand: BrandDirectoryEntry, search: string) =>
  brand.brand_name.toLowerCase().includes(search) || (brand.description ?? '').toLowerCase().includes(search);

/**
 * Brands directory (spec 2.5), a page at a time: brands with a connected store, by name, each with the
 * number of products it made available to influencers. Per request ONE bounded Query (searched on the
 * server) and ONE GetItem of the totals, kept by atomic counters, so nothing reads every brand.
 *
 * Tiles: Connected Stores and Total Products are the directory's totals. Total Brands is "the filtered
 * count": without a search every listed brand, i.e. the connected stores; with a search it is not known
 * without reading every brand, so it is null and the screen counts the matches it has loaded ("12+"
 * while there is more to search).
 */
export const listBrandDirectory = async (query: BrandDirectoryQuery) => {
  const [page, stats] = await Promise.all([
    listConnectedBrandsPage({
      after: query.cursor,
      want: query.limit,
      filtered: query.search !== '',
      select: async (brands) =>
        brands.map((brand) => (!query.search || matchesSearch(brand, query.search) ? brand : undefined)),
    }),
    getBrandDirectoryStats(),
  ]);
  return {
    brands: page.results,
    next_cursor: page.next ? encodeCursor(page.next) : null,
    totals: {
      brands: query.search ? null : stats.connected_stores,
      connected_stores: stats.connected_stores,
      products: stats.products,
    },
  };
};
