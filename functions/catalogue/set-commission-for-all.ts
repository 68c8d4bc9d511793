import type { Actor } from '../shared/audit/actor';
import { product } from './entities/product';
import { setRateOfProducts } from './set-product-rate';

/**
 * 'Apply to All': one commission for every product of the brand, with the notice rule of a single edit
 * (a raise at once, a cut after the notice: set-product-rate.ts). Setting the same value again is
 * harmless, so a retry after a partial failure converges. `now` is when the brand asked (the API: the
 * request's time; the demo's history: before its first order).
 */
export const setCommissionForAll = async (
  brandId: string,
  percentage: number,
  actor: Actor,
  now = new Date(),
): Promise<number> => {
  const { data } = await product.query.primary({ brand_id: brandId }).go({ pages: 'all' });
  // A deleted product kept for the ledger (a tombstone) is not the brand's any more.
  const products = data.filter((item) => !item.deleted_at);
  await setRateOfProducts(brandId, products, percentage, actor, now);
  return products.length;
};
