import { brandDayEntity, creatorDayEntity } from '../entities/day-counters';

export { brandDayEntity, creatorDayEntity };

/** One day of an owner's counters (brand or creator), kept by the click aggregator and the ledger. */
export interface DailyCounters {
  day: string;
  clicks: number;
  sales_cents: number;
  commission_cents: number;
  conversions: number;
  /** A creator's earnings that are not commissions (UGC payments, credit cash-outs) that day. */
  other_earnings_cents: number;
}

const DAY_PREFIX = 'DAY#';

/**
 * The DAY#{yyyy-mm-dd} items of one partition (BRAND#{id} or CREATOR#{id}) between two days
 * (inclusive): one Query (all pages). Brands and creators keep their daily series the same way.
 */
export const listDailyCounters = async (
  partition: string,
  from: string,
  to: string,
): Promise<DailyCounters[]> => {
  const [owner, id = ''] = partition.split(/#(.*)/s);
  const range = [{ day: from }, { day: to }] as const;
  // Keys included: old items hold the day only in their sort key.
  const options = { pages: 'all', data: 'includeKeys' } as const;
  const { data } =
    owner === 'BRAND'
      ? await brandDayEntity.query
          .primary({ brandId: id })
          .between(...range)
          .go(options)
      : await creatorDayEntity.query
          .primary({ creatorId: id })
          .between(...range)
          .go(options);
  return (data as unknown as (Partial<DailyCounters> & { sk: string })[]).map((item) => ({
    day: item.sk.slice(DAY_PREFIX.length),
    clicks: Number(item.clicks ?? 0),
    sales_cents: Number(item.sales_cents ?? 0),
    commission_cents: Number(item.commission_cents ?? 0),
    conversions: Number(item.conversions ?? 0),
    other_earnings_cents: Number(item.other_earnings_cents ?? 0),
  }));
};
