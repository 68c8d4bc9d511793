import type { SampleOrder } from '../../contracts/credits';
import { getDiscountCodeTotals } from '../partnerships';
import { listLinksOfCreator } from '../referrals';

/** Creators whose figures the Samples view reads (each costs one Query and one GetItem). */
const MAX_CREATORS = 25;

/**
 * Per creator among `orders`: the samples' cost (the products' prices when redeemed) beside the sales
 * the creator attributed to this brand, from the counters the ledger moves in its sale transactions —
 * the creator's links to this brand's products (one Query of the creator's links) and their discount
 * code at this brand (one GetItem). Most samples first.
 */
export const sampleCreatorTotals = async (brandId: string, orders: readonly SampleOrder[]) => {
  const byCreator = new Map<string, { username: string; samples: number; cost: number }>();
  for (const order of orders) {
    const totals = byCreator.get(order.creator_id) ?? {
      username: order.creator_username,
      samples: 0,
      cost: 0,
    };
    totals.samples += 1;
    totals.cost += order.price_cents ?? 0;
    byCreator.set(order.creator_id, totals);
  }
  const creators = [...byCreator.entries()]
    .sort(([, a], [, b]) => b.samples - a.samples)
    .slice(0, MAX_CREATORS);
  return Promise.all(
    creators.map(async ([creatorId, totals]) => {
      const [links, code] = await Promise.all([
        listLinksOfCreator(creatorId),
        getDiscountCodeTotals(creatorId, brandId),
      ]);
      const ours = links.filter((link) => link.brand_id === brandId);
      return {
        creator_id: creatorId,
        creator_username: totals.username,
        samples: totals.samples,
        sample_cost_cents: totals.cost,
        attributed_sales_cents: ours.reduce(
          (sum, link) => sum + link.total_sales_cents,
          code.total_sales_cents,
        ),
        conversions: ours.reduce((sum, link) => sum + link.conversions, code.conversions),
      };
    }),
  );
};
