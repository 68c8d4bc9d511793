import { DailyChart, type DailySeries } from '../charts/daily-chart';
import { DashboardPanel } from './dashboard-panel';

/**
 * A dashboard panel holding a per-day chart, two columns wide on wide screens. Which measures it draws is
 * the `series` list (see charts/daily-series), so adding a measure is adding an entry.
 */
export const DailyChartPanel = <Day extends { day: string }>({
  headingId,
  title,
  days,
  series,
  label,
  emptyNote,
  testId,
}: {
  headingId: string;
  title: string;
  days: readonly Day[];
  series: readonly DailySeries<Day>[];
  label: string;
  emptyNote: string;
  testId?: string;
}) => (
  <DashboardPanel headingId={headingId} title={title} className="lg:col-span-2">
    <div className="mt-3">
      <DailyChart days={days} series={series} label={label} emptyNote={emptyNote} testId={testId} />
    </div>
  </DashboardPanel>
);
