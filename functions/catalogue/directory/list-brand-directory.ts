import { readBoundedPage } from '../../shared/data/bounded-page';
import { indexKeys, keys } from '../../shared/data/keys';
import { encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { type BrandItem, connectedBrands } from '../entities/brand';
import { type BrandCardItem, brandCardFields, matchesBrandSearch, toBrandCard } from './brand-card';
import type { BrandDirectoryQuery } from './brand-directory-query';
import { getBrandDirectoryStats } from './get-brand-directory-stats';
import { listBrandsByProducts } from './list-brands-by-products';

/** A card of the directory, and the key a cursor needs. */
const cardFields = ['gsi2sk', ...brandCardFields] as const;
type CardItem = BrandCardItem & Pick<BrandItem, 'gsi2sk'>;

/**
 * Brands directory (spec 2.5), a page at a time: brands with a connected store, by name, each with the
 * number of products it made available to influencers. Per request ONE bounded Query (searched on the
 * server, bounded-page.ts) and ONE GetItem of the totals, kept by atomic counters, so nothing reads
 * every brand.
 *
 * Tiles count the set the list shows. Without a search that is the whole directory: every listed brand
 * is a connected store, and the products are those they made available (the kept counters). With a
 * search the matches are not known without reading every brand, so all three are null and the screen
 * counts the matches it has loaded ("12+" while there is more to search), never mixing the whole
 * directory's figures with a search's list.
 */
export const listBrandDirectory = async (query: BrandDirectoryQuery) => {
  // Issue 34: by category or commission, the directory walks the available products instead.
  if (query.category !== null || query.min_commission !== null) return listBrandsByProducts(query);
  if (query.cursor && !('gsi2pk' in query.cursor && query.cursor.gsi2pk === indexKeys.connectedBrands))
    throw invalidCursor();
  const [page, stats] = await Promise.all([
    readBoundedPage<CardItem & Record<string, unknown>, ReturnType<typeof toBrandCard>>({
      query: { go: (options) => connectedBrands().go({ ...options, attributes: [...cardFields] }) },
      after: query.cursor,
      want: query.limit,
      filtered: query.search !== '',
      keyOf: (item) => ({
        ...keys.brand(item.id),
        gsi2pk: indexKeys.connectedBrands,
        gsi2sk: item.gsi2sk as string,
      }),
      select: async (items) =>
        items.map((item) =>
          !query.search || matchesBrandSearch(item, query.search) ? toBrandCard(item) : undefined,
        ),
    }),
    query.search ? undefined : getBrandDirectoryStats(),
  ]);
  return {
    brands: page.results,
    next_cursor: page.next ? encodeCursor(page.next) : null,
    totals: {
      brands: stats ? stats.connected_stores : null,
      connected_stores: stats ? stats.connected_stores : null,
      products: stats ? stats.products : null,
    },
  };
};
