import type { SampleOrder } from '../../contracts/credits';
import { creatorSalesWithBrandSince } from '../ledger';

/** Creators whose figures the Samples view reads (each costs one Query). */
const MAX_CREATORS = 25;

/**
 * Per creator among `orders`: the samples' cost (the products' prices when redeemed) beside the sales
 * the creator attributed to this brand since the first of those samples. The ledger ADDs each sale (and
 * its refunds, on the sale's day) to a counter per brand, creator and UTC day in the sale's own
 * transaction, counting exactly what the links' and the discount code's totals count; this sums the
 * creator's days from the first sample's day on (one bounded Query per creator, at most one item a day).
 * A day is the finest grain: sales earlier on the day of the first sample are counted too. Most samples
 * first.
 */
export const sampleCreatorTotals = async (brandId: string, orders: readonly SampleOrder[]) => {
  const byCreator = new Map<string, { username: string; samples: number; cost: number; first: string }>();
  for (const order of orders) {
    const totals = byCreator.get(order.creator_id) ?? {
      username: order.creator_username,
      samples: 0,
      cost: 0,
      first: order.created_at,
    };
    totals.samples += 1;
    totals.cost += order.price_cents ?? 0;
    if (order.created_at < totals.first) totals.first = order.created_at;
    byCreator.set(order.creator_id, totals);
  }
  const creators = [...byCreator.entries()]
    .sort(([, a], [, b]) => b.samples - a.samples)
    .slice(0, MAX_CREATORS);
  return Promise.all(
    creators.map(async ([creatorId, totals]) => {
      const since = await creatorSalesWithBrandSince(brandId, creatorId, totals.first.slice(0, 10));
      return {
        creator_id: creatorId,
        creator_username: totals.username,
        samples: totals.samples,
        sample_cost_cents: totals.cost,
        first_sample_at: totals.first,
        sales_since_first_sample_cents: since.sales_cents,
        conversions_since_first_sample: since.conversions,
      };
    }),
  );
};
