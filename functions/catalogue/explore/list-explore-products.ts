import type { ProductCategory } from '../../../contracts/constants';
import { readBoundedPage } from '../../shared/data/bounded-page';
import { indexKeys } from '../../shared/data/keys';
import { encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { type BrandSummary, getBrandSummaries } from '../entities/brand';
import { type Product, product, toProduct } from '../entities/product';
import type { ExploreCursor } from './cursor';

/** Earnings per sale (spec 9): price × commission % / 100, in whole cents. */
export const earnPerSaleCents = (priceCents: number, commissionPercentage: number): number =>
  Math.round((priceCents * commissionPercentage) / 100);

/** Explore's search: product name, brand name or category, case-insensitive (`search` is lower-cased). */
const matchesSearch = (product: Product, brand: BrandSummary, search: string) =>
  product.name.toLowerCase().includes(search) ||
  brand.brand_name.toLowerCase().includes(search) ||
  product.category.includes(search);

type Card = ReturnType<typeof toCard>;

const toCard = (product: Product, brand: BrandSummary) => ({
  id: product.id,
  name: product.name,
  description: product.description,
  price_cents: product.price_cents,
  category: product.category,
  image_url: product.image_url,
  commission_percentage: product.commission_percentage,
  pending_rate: product.pending_rate,
  earn_per_sale_cents: earnPerSaleCents(product.price_cents, product.commission_percentage),
  brand: {
    id: brand.id,
    brand_name: brand.brand_name,
    logo_url: brand.logo_url,
    program_mode: brand.program_mode,
  },
});

/**
 * Explore → Products (spec 2.3): products brands made available to influencers, newest first, all or
 * one category, optionally searched. Per page: ONE bounded Query (bounded-page.ts; at most READ_BUDGET
 * items looked at when searching) on the sparse marketplace index, or, for one category, on
 * marketByCategory (keyed on `category` and the same sort key, so just as sparse); and ONE BatchGetItem
 * for the brands of those items — read, not copied onto products, so a rename or new logo shows at once
 * and the brand-name search matches the name as it is now.
 */
export const listExploreProducts = async (input: {
  limit: number;
  cursor?: ExploreCursor;
  search: string;
  category?: ProductCategory;
}) => {
  const { category } = input;
  // A cursor of another listing (all ↔ one category, or another category) is not a place in this one.
  if (input.cursor && ('category' in input.cursor ? input.cursor.category : undefined) !== category)
    throw invalidCursor();
  const page = await readBoundedPage<Record<'pk' | 'sk' | 'category' | 'gsi2pk' | 'gsi2sk', string>, Card>({
    query: category
      ? product.query.marketByCategory({ category })
      : product.query.market({ gsi2pk: indexKeys.marketplace }),
    order: 'desc',
    after: input.cursor,
    want: input.limit,
    filtered: input.search !== '',
    keyOf: (item) => ({
      pk: item.pk,
      sk: item.sk,
      ...(category ? { category: item.category } : { gsi2pk: item.gsi2pk }),
      gsi2sk: item.gsi2sk,
    }),
    select: async (items) => {
      const products = items.map(toProduct);
      const brands = await getBrandSummaries(products.map((product) => product.brand_id));
      return products.map((product) => {
        const brand = brands.get(product.brand_id);
        // A product whose brand is gone is an orphan: not shown (the cursor still moves past it).
        if (!brand) return undefined;
        if (input.search && !matchesSearch(product, brand, input.search)) return undefined;
        return toCard(product, brand);
      });
    },
  });
  return { products: page.results, next_cursor: page.next ? encodeCursor(page.next) : null };
};
