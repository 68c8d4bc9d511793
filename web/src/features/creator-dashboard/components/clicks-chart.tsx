import { compactCount, DailyChart, type DailySeries } from '../../../components/charts/daily-chart';
import { formatCount } from '../../../utils/format';
import type { CreatorDay } from '../api/get-dashboard';

const series: readonly DailySeries<CreatorDay>[] = [
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
];

/** Clicks on the creator's links per day, last 30 days. */
export const ClicksChart = ({ days }: { days: readonly CreatorDay[] }) => (
  <DailyChart
    days={days}
    series={series}
    label="Clicks on your links"
    emptyNote="No clicks yet. They show here once people open the links you share."
    testId="clicks"
  />
);
