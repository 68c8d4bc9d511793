import { DEFAULT_PROGRAM_MODE } from '../../../contracts/constants';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { indexKeys } from '../../shared/data/keys';
import { encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { type BrandItem, brand as brandEntity } from '../entities/brand';
import { product } from '../entities/product';
import type { BrandDirectoryQuery } from './brand-directory-query';

const cardFields = [
  'id',
  'brand_name',
  'logo_url',
  'description',
  'mission_statement',
  'website',
  'available_product_count',
  'program_mode',
  'store_connected',
] as const;
type CardItem = Pick<BrandItem, (typeof cardFields)[number]>;

type ProductIndexItem = {
  pk: string;
  sk: string;
  gsi2pk?: string;
  gsi2sk: string;
  category: string;
  brand_id: string;
  commission_percentage?: number;
};

const toCard = (item: CardItem) => ({
  id: item.id,
  brand_name: item.brand_name,
  logo_url: item.logo_url ?? null,
  description: item.description ?? null,
  mission_statement: item.mission_statement ?? null,
  website: item.website ?? null,
  product_count: Math.max(0, item.available_product_count ?? 0),
  program_mode: item.program_mode ?? DEFAULT_PROGRAM_MODE,
});

const matchesSearch = (brand: CardItem, search: string) =>
  brand.brand_name.toLowerCase().includes(search) || (brand.description ?? '').toLowerCase().includes(search);

/**
 * Issue 34: the Brands directory filtered by category and / or a minimum commission. Per page ONE bounded
 * Query of the available products (Explore's sparse indexes: one category's, else the whole
 * marketplace's; newest product first; the commission checked on each, with the read budget) and ONE
 * BatchGetItem of their brands: a brand shows once per page, where its newest matching product is.
 * A brand with matching products on several pages can show again on a later page (the screen keeps
 * each brand once); a brand-level index per category would need writes on every product change.
 */
export const listBrandsByProducts = async (query: BrandDirectoryQuery) => {
  const { category, min_commission: minCommission } = query;
  // A cursor of another listing (the unfiltered directory, another category) is not a place in this one.
  if (query.cursor) {
    const cursor = query.cursor as Record<string, string>;
    const listing = cursor.category
      ? `category:${cursor.category}`
      : cursor.gsi2pk === indexKeys.marketplace
        ? 'market'
        : 'brands';
    if (listing !== (category ? `category:${category}` : 'market')) throw invalidCursor();
  }
  const page = await readBoundedPage<ProductIndexItem, ReturnType<typeof toCard>>({
    query: category
      ? product.query.marketByCategory({ category })
      : product.query.market({ gsi2pk: indexKeys.marketplace }),
    order: 'desc',
    after: query.cursor,
    want: query.limit,
    filtered: true,
    keyOf: (item) => ({
      pk: item.pk,
      sk: item.sk,
      ...(category ? { category: item.category } : { gsi2pk: item.gsi2pk as string }),
      gsi2sk: item.gsi2sk,
    }),
    select: async (items) => {
      const matching = items.filter(
        (item) => minCommission === null || (item.commission_percentage ?? 0) >= minCommission,
      );
      const ids = [...new Set(matching.map((item) => item.brand_id))];
      const { data } = ids.length
        ? await brandEntity.get(ids.map((id) => ({ id }))).go({ attributes: [...cardFields] })
        : { data: [] };
      const brands = new Map((data as CardItem[]).map((brand) => [brand.id, brand]));
      const shown = new Set<string>();
      return items.map((item) => {
        if (minCommission !== null && (item.commission_percentage ?? 0) < minCommission) return undefined;
        const brand = brands.get(item.brand_id);
        if (!brand?.store_connected || shown.has(brand.id)) return undefined;
        if (query.search && !matchesSearch(brand, query.search)) return undefined;
        shown.add(brand.id);
        return toCard(brand);
      });
    },
  });
  return {
    brands: page.results,
    next_cursor: page.next ? encodeCursor(page.next) : null,
    // The tiles count the listed set: not known without reading every product (the screen counts).
    totals: { brands: null, connected_stores: null, products: null },
  };
};
