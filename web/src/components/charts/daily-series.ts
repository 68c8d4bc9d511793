import { formatCount, formatUsd, formatUsdCompact } from '../../../../ui/utils/format';
import { compactCount, type DailySeries } from './daily-chart';

/** Clicks per day, for any day record with a `clicks` count. */
export const clicksSeries = <Day extends { clicks: number }>(): DailySeries<Day> => ({
  label: 'Clicks',
  noun: 'clicks',
  value: (day) => day.clicks,
  format: formatCount,
  describeTotal: (total) => `${formatCount(total)} ${total === 1 ? 'click' : 'clicks'}`,
  tick: (value) => compactCount(Math.round(value)),
  floor: 10,
  fillClass: 'fill-violet-600',
});

/** Sales (in cents) per day, for any day record with a `sales_cents` amount. */
export const salesSeries = <Day extends { sales_cents: number }>(): DailySeries<Day> => ({
  label: 'Sales',
  noun: 'sales',
  value: (day) => day.sales_cents,
  format: formatUsd,
  describeTotal: (total) => `${formatUsd(total)} in sales`,
  tick: formatUsdCompact,
  floor: 10_000,
  fillClass: 'fill-emerald-600',
});

/** Commission earned (in cents) per day, for any day record with a `commission_cents` amount. */
export const earningsSeries = <Day extends { commission_cents: number }>(): DailySeries<Day> => ({
  label: 'Earnings',
  noun: 'earnings',
  value: (day) => day.commission_cents,
  format: formatUsd,
  describeTotal: (total) => `${formatUsd(total)} earned`,
  tick: formatUsdCompact,
  floor: 1_000,
  fillClass: 'fill-emerald-600',
});
