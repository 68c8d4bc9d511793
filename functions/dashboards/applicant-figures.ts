import { getCreatorsByIds } from '../identity';
import { getCreatorStats } from '../ledger';
import { getCodeSalesOfCreators } from '../partnerships';
import { conversionRate, linkTotalsOfCreatorWithBrand } from '../referrals';
import { mapInPool } from '../shared/map-in-pool';

/** Creators read at once (each: their totals and their links' totals with the brand). */
const CONCURRENCY = 10;

/**
 * What a brand weighs an application by (issue 21), from recorded figures only:
 * - `follower_count` and `engagement_rate` as the creator's profile records them (each null when none
 *   is recorded; the rate is the norm's null: nothing measures it);
 * - `clicks_per_follower`: people's clicks on all the creator's links ÷ followers (2 decimals), a real
 *   engagement figure the product does measure; null without followers;
 * - with this brand: people's clicks on the creator's links for its products, attributed sales (through
 *   those links and the creator's discount code at the brand) with their amount, and the links'
 *   conversion rate (link sales ÷ people's clicks, percent with one decimal).
 * One BatchGet of the creators, one of their codes at the brand, and per creator one GetItem and one
 * Query (byOwner), run a few at a time.
 */
export const applicantFigures = async (brandId: string, creatorIds: readonly string[]) => {
  const ids = [...new Set(creatorIds)];
  if (ids.length === 0) return [];
  const [creators, codes, totals] = await Promise.all([
    getCreatorsByIds(ids),
    getCodeSalesOfCreators(brandId, ids),
    mapInPool(ids, CONCURRENCY, (creatorId) =>
      Promise.all([getCreatorStats(creatorId), linkTotalsOfCreatorWithBrand(creatorId, brandId)]),
    ),
  ]);
  const codeOf = new Map(codes.map((code) => [code.creator_id, code]));
  return ids.map((creatorId, index) => {
    const [stats, links] = totals[index] as Awaited<(typeof totals)[number]>;
    const creator = creators.get(creatorId);
    const code = codeOf.get(creatorId);
    const followers = creator?.follower_count ?? 0;
    return {
      creator_id: creatorId,
      // An unstated count reads as 0 (identity's default): null, so no card shows "Followers 0" (issue 34).
      follower_count: followers > 0 ? followers : null,
      engagement_rate: creator?.engagement_rate ?? null,
      clicks_per_follower: followers > 0 ? Math.round((stats.clicks / followers) * 100) / 100 : null,
      with_brand: {
        clicks: links.clicks,
        sales: links.conversions + (code?.conversions ?? 0),
        sales_cents: links.total_sales_cents + (code?.total_sales_cents ?? 0),
        conversion_rate: conversionRate(links.conversions, links.clicks),
      },
    };
  });
};
