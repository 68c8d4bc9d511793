import { formatCents, formatCount } from '../../utils/format';
import { compactCount, compactDollars, type DailySeries } from './daily-chart';

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
  format: formatCents,
  describeTotal: (total) => `${formatCents(total)} in sales`,
  tick: compactDollars,
  floor: 10_000,
  fillClass: 'fill-emerald-600',
});

/** Commission earned (in cents) per day, for any day record with a `commission_cents` amount. */
export const earningsSeries = <Day extends { commission_cents: number }>(): DailySeries<Day> => ({
  label: 'Earnings',
  noun: 'earnings',
  value: (day) => day.commission_cents,
  format: formatCents,
  describeTotal: (total) => `${formatCents(total)} earned`,
  tick: compactDollars,
  floor: 1_000,
  fillClass: 'fill-emerald-600',
});
