import { DEFAULT_PROGRAM_MODE } from '../../../contracts/constants';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { indexKeys, keys } from '../../shared/data/keys';
import { encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { type BrandItem, connectedBrands } from '../entities/brand';
import type { BrandDirectoryQuery } from './brand-directory-query';
import { getBrandDirectoryStats } from './get-brand-directory-stats';
import { listBrandsByProducts } from './list-brands-by-products';

/** A card of the directory: only what it shows, and the keys a cursor needs (never the store token). */
const cardFields = [
  'gsi2sk',
  'id',
  'brand_name',
  'logo_url',
  'description',
  'mission_statement',
  'website',
  'available_product_count',
  'program_mode',
] as const;
type CardItem = Pick<BrandItem, (typeof cardFields)[number]>;

const toCard = (item: CardItem) => ({
  id: item.id,
  brand_name: item.brand_name,
  logo_url: item.logo_url ?? null,
  description: item.description ?? null,
  mission_statement: item.mission_statement ?? null,
  website: item.website ?? null,
  /** Products the brand made available to influencers. */
  product_count: Math.max(0, item.available_product_count ?? 0),
  program_mode: item.program_mode ?? DEFAULT_PROGRAM_MODE,
});

/** Spec 2.5: 'Search brands...' matches brand name or description, case-insensitive (`search` lower-cased). */
const matchesSearch = (brand: CardItem, search: string) =>
  brand.brand_name.toLowerCase().includes(search) || (brand.description ?? '').toLowerCase().includes(search);

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
    readBoundedPage<CardItem & Record<string, unknown>, ReturnType<typeof toCard>>({
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
        items.map((item) => (!query.search || matchesSearch(item, query.search) ? toCard(item) : undefined)),
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
