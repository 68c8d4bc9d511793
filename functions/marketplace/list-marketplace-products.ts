import { getBrandSummaries } from '../shared/data/entities/brand';
import { listMarketplacePage, type MarketplaceKey } from '../shared/data/entities/product';
import { encodeCursor } from './cursor';

/** Earnings per sale (spec 9): price × commission % / 100, in whole cents. */
export const earnPerSaleCents = (priceCents: number, commissionPercentage: number): number =>
  Math.round((priceCents * commissionPercentage) / 100);

/**
 * Explore → Products (spec 2.3): products brands made available to influencers, newest first. Per page:
 * ONE Query on the marketplace index and at most ONE BatchGetItem for the brands on it (read, not
 * copied onto products, so a rename or new logo shows at once).
 */
export const listMarketplaceProducts = async (input: { limit: number; cursor?: MarketplaceKey }) => {
  const page = await listMarketplacePage({ limit: input.limit, after: input.cursor });
  const brands = page.products.length
    ? await getBrandSummaries(page.products.map((product) => product.brand_id))
    : new Map();
  return {
    products: page.products.flatMap((product) => {
      const brand = brands.get(product.brand_id);
      // A product whose brand is gone is an orphan: not shown (the cursor still moves past it).
      if (!brand) return [];
      return [
        {
          id: product.id,
          name: product.name,
          description: product.description,
          price_cents: product.price_cents,
          category: product.category,
          image_url: product.image_url,
          commission_percentage: product.commission_percentage,
          earn_per_sale_cents: earnPerSaleCents(product.price_cents, product.commission_percentage),
          brand: { id: brand.id, brand_name: brand.brand_name, logo_url: brand.logo_url },
        },
      ];
    }),
    next_cursor: page.next ? encodeCursor(page.next) : null,
  };
};
