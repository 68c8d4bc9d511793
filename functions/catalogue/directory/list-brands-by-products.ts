import { batchGetEntities } from '../../shared/data/batch-get';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { indexKeys } from '../../shared/data/keys';
import { encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { type BrandItem, brand as brandEntity } from '../entities/brand';
import { product } from '../entities/product';
import { type BrandCardItem, brandCardFields, matchesBrandSearch, toBrandCard } from './brand-card';
import type { BrandDirectoryQuery } from './brand-directory-query';

/** The card's fields, and whether the brand's store is still connected (only those are listed). */
const cardFields = [...brandCardFields, 'store_connected'] as const;
type CardItem = BrandCardItem & Pick<BrandItem, 'store_connected'>;

type ProductIndexItem = {
  pk: string;
  sk: string;
  gsi2pk?: string;
  gsi2sk: string;
  category: string;
  brand_id: string;
  commission_percentage?: number;
};

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
  const page = await readBoundedPage<ProductIndexItem, ReturnType<typeof toBrandCard>>({
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
      // Keys DynamoDB leaves unprocessed are asked for again (batchGetEntities), never dropped.
      const found = ids.length
        ? await batchGetEntities<CardItem>(
            brandEntity,
            ids.map((id) => ({ id })),
            { attributes: cardFields },
          )
        : [];
      const brands = new Map(found.map((brand) => [brand.id, brand]));
      const shown = new Set<string>();
      return items.map((item) => {
        if (minCommission !== null && (item.commission_percentage ?? 0) < minCommission) return undefined;
        const brand = brands.get(item.brand_id);
        if (!brand?.store_connected || shown.has(brand.id)) return undefined;
        if (query.search && !matchesBrandSearch(brand, query.search)) return undefined;
        shown.add(brand.id);
        return toBrandCard(brand);
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
