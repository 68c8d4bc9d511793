import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { listDailyCounters } from '../../shared/data/daily-counters';
import { keys } from '../../shared/data/keys';

/**
 * A brand's running totals, kept by the features that change them (clicks by the redirect, sales and
 * commissions by the order ledger, partnerships by applications) with atomic ADDs, so the dashboard
 * reads one item instead of summing every link.
 */
export interface BrandStats {
  total_sales_cents: number;
  commissions_paid_cents: number;
  /** Commission pending or available (not yet paid), net of reversals. */
  commissions_owed_cents: number;
  /** Commission of held (self-referral) sales, not owed unless released. */
  commissions_held_cents: number;
  clicks: number;
  conversions: number;
  active_partnerships: number;
  pending_applications: number;
}

const counters: (keyof BrandStats)[] = [
  'total_sales_cents',
  'commissions_paid_cents',
  'commissions_owed_cents',
  'commissions_held_cents',
  'clicks',
  'conversions',
  'active_partnerships',
  'pending_applications',
];

export const getBrandStats = async (brandId: string): Promise<BrandStats> => {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.brandStats(brandId) }));
  return Object.fromEntries(
    counters.map((name) => [name, Number(Item?.[name] ?? 0)]),
  ) as unknown as BrandStats;
};

/** Daily clicks and sales between two days (inclusive, YYYY-MM-DD): one Query on the brand's partition. */
export const listBrandDays = (brandId: string, from: string, to: string) =>
  listDailyCounters(keys.brand(brandId).pk, from, to);
