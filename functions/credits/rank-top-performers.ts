import { TOP_PERFORMER_SHARE } from '../../contracts/credits';

export interface MonthSales {
  creator_id: string;
  sales_cents: number;
}

/**
 * The month's Top Performers: the top 10% (rounded up) of the creators who sold that month, by
 * attributed sales. A creator tied with the last one in is in too (an award must not depend on the
 * order of equal figures); creators whose sales netted to 0 or less sold nothing.
 */
export const rankTopPerformers = (month: readonly MonthSales[]): string[] => {
  const selling = month
    .filter((row) => row.sales_cents > 0)
    .sort((a, b) => b.sales_cents - a.sales_cents || a.creator_id.localeCompare(b.creator_id));
  if (selling.length === 0) return [];
  const count = Math.ceil(selling.length * TOP_PERFORMER_SHARE);
  const cutoff = (selling[count - 1] as MonthSales).sales_cents;
  return selling.filter((row) => row.sales_cents >= cutoff).map((row) => row.creator_id);
};
