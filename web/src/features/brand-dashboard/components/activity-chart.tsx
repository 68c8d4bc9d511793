import {
  compactCount,
  compactDollars,
  DailyChart,
  type DailySeries,
} from '../../../components/charts/daily-chart';
import { formatCents, formatCount } from '../../../utils/format';
import type { DashboardDay } from '../api/get-dashboard';

const series: readonly DailySeries<DashboardDay>[] = [
  {
    label: 'Clicks',
    noun: 'clicks',
    value: (day) => day.clicks,
    format: formatCount,
    describeTotal: (total) => `${formatCount(total)} ${total === 1 ? 'click' : 'clicks'}`,
    tick: (value) => compactCount(Math.round(value)),
    floor: 10,
    fillClass: 'fill-violet-600',
  },
  {
    label: 'Sales',
    noun: 'sales',
    value: (day) => day.sales_cents,
    format: formatCents,
    describeTotal: (total) => `${formatCents(total)} in sales`,
    tick: compactDollars,
    floor: 10_000,
    fillClass: 'fill-emerald-600',
  },
];

/** The brand's clicks and sales per day over the last 30 days (two panels sharing the date axis). */
export const ActivityChart = ({ days }: { days: readonly DashboardDay[] }) => (
  <DailyChart
    days={days}
    series={series}
    label="Clicks and sales"
    emptyNote="No clicks or sales yet. They show here once creators share your products."
  />
);
