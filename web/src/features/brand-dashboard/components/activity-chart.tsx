import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { formatCents, formatCount, formatLongDay, formatShortDay } from '../../../utils/format';
import type { DashboardDay } from '../api/get-dashboard';
import { useElementWidth } from './use-element-width';

/**
 * 1, 2 or 5 times a power of ten, at least `value` and at least `floor`: a readable axis maximum whose
 * half is a whole tick too (an empty month still gets 0 / 5 / 10 rather than 0 / 0.5 / 1).
 */
const niceMax = (value: number, floor: number): number => {
  if (value <= floor) return floor;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
};

const compactDollars = (cents: number): string => {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$${(dollars / 1_000_000).toFixed(1)}M`;
  if (dollars >= 1_000) return `$${(dollars / 1_000).toFixed(1)}K`;
  return `$${Math.round(dollars)}`;
};

const compactCount = (value: number): string =>
  value >= 1_000_000
    ? `${(value / 1_000_000).toFixed(1)}M`
    : value >= 1_000
      ? `${(value / 1_000).toFixed(1)}K`
      : String(value);

const PANEL_HEIGHT = 112;
const AXIS_WIDTH = 44;
const TOP = 8;

type PanelProps = {
  /** The smallest axis maximum (so that half of it is still a whole number of the unit). */
  floor: number;
  days: readonly DashboardDay[];
  value: (day: DashboardDay) => number;
  tick: (value: number) => string;
  width: number;
  barClass: string;
  showDates: boolean;
};

/** One series as bars over the 30 days, with 0 / half / max gridlines labelled on the left. */
const Panel = ({ floor, days, value, tick, width, barClass, showDates }: PanelProps) => {
  const max = niceMax(Math.max(0, ...days.map(value)), floor);
  const plotWidth = Math.max(width - AXIS_WIDTH, 60);
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(slot * 0.7, 1.5);
  const y = (v: number) => TOP + PANEL_HEIGHT - (v / max) * PANEL_HEIGHT;
  const dateTicks = days.length ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];

  return (
    <g>
      {[0, max / 2, max].map((v) => (
        <g key={v}>
          <line
            x1={AXIS_WIDTH}
            x2={width}
            y1={y(v)}
            y2={y(v)}
            className={v === 0 ? 'stroke-slate-300' : 'stroke-slate-100'}
          />
          <text
            x={AXIS_WIDTH - 6}
            y={y(v)}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-500 text-[11px] tabular-nums"
          >
            {tick(v)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const v = value(day);
        const barHeight = (v / max) * PANEL_HEIGHT;
        return (
          <rect
            key={day.day}
            x={AXIS_WIDTH + index * slot + (slot - barWidth) / 2}
            y={TOP + PANEL_HEIGHT - barHeight}
            width={barWidth}
            height={barHeight}
            rx={Math.min(2, barWidth / 2)}
            className={barClass}
          />
        );
      })}
      {showDates &&
        dateTicks.map((index, position) => {
          const day = days[index];
          if (!day) return null;
          const anchor = position === 0 ? 'start' : position === dateTicks.length - 1 ? 'end' : 'middle';
          const x =
            position === 0
              ? AXIS_WIDTH
              : position === dateTicks.length - 1
                ? width
                : AXIS_WIDTH + index * slot + slot / 2;
          return (
            <text
              key={day.day}
              x={x}
              y={TOP + PANEL_HEIGHT + 16}
              textAnchor={anchor}
              className="fill-slate-500 text-[11px]"
            >
              {formatShortDay(day.day)}
            </text>
          );
        })}
    </g>
  );
};

/** The chart's words for screen readers: totals and the best day of each series. */
const summarise = (days: readonly DashboardDay[]): string => {
  if (days.length === 0) return 'No activity data.';
  const clicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const sales = days.reduce((sum, day) => sum + day.sales_cents, 0);
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  const range = `${formatLongDay(first)} to ${formatLongDay(last)}`;
  if (clicks === 0 && sales === 0) return `Clicks and sales from ${range}: no clicks and no sales yet.`;
  const best = (pick: (day: DashboardDay) => number) =>
    days.reduce((top, day) => (pick(day) > pick(top) ? day : top));
  const topClicks = best((day) => day.clicks);
  const topSales = best((day) => day.sales_cents);
  return (
    `Clicks and sales from ${range}: ${formatCount(clicks)} clicks and ${formatCents(sales)} in sales. ` +
    `Most clicks on ${formatLongDay(topClicks.day)} (${formatCount(topClicks.clicks)}); ` +
    `most sales on ${formatLongDay(topSales.day)} (${formatCents(topSales.sales_cents)}).`
  );
};

/**
 * Clicks and sales per day over the last 30 days, as two bar panels sharing the date axis (two scales
 * on one plot would invite false comparisons). Drawn in pixels at the container's width, so the text
 * stays legible on a phone; described by an aria-label summary, with the numbers as a table on demand.
 */
export const ActivityChart = ({ days }: { days: readonly DashboardDay[] }) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const totalClicks = days.reduce((sum, day) => sum + day.clicks, 0);
  const totalSales = days.reduce((sum, day) => sum + day.sales_cents, 0);
  const empty = totalClicks === 0 && totalSales === 0;
  // Each panel: its title, then the plot (TOP + PANEL_HEIGHT); the sales panel adds the dates.
  const panelOffset = 14;
  const salesTop = panelOffset + TOP + PANEL_HEIGHT + 30;
  const totalHeight = salesTop + 4 + TOP + PANEL_HEIGHT + 24;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="activity-note">
          {empty
            ? 'No clicks or sales yet. They show here once creators share your products.'
            : `${formatCount(totalClicks)} clicks and ${formatCents(totalSales)} in sales`}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((value) => !value)}
        >
          {asTable ? 'Hide table' : 'Show as table'}
        </Button>
      </div>

      <div ref={containerRef} className="mt-3 w-full">
        <svg
          role="img"
          aria-label={summarise(days)}
          width={width}
          height={totalHeight}
          viewBox={`0 0 ${width} ${totalHeight}`}
          className="block max-w-full overflow-visible"
          data-testid="activity-chart"
        >
          <rect x={0} y={1} width={10} height={10} rx={2} className="fill-violet-600" />
          <text x={16} y={10} className="fill-slate-700 text-[12px] font-semibold">
            Clicks
          </text>
          <g transform={`translate(0, ${panelOffset})`}>
            <Panel
              floor={10}
              days={days}
              value={(day) => day.clicks}
              tick={(v) => compactCount(Math.round(v))}
              width={width}
              barClass="fill-violet-600"
              showDates={false}
            />
          </g>
          <rect x={0} y={salesTop - 9} width={10} height={10} rx={2} className="fill-emerald-600" />
          <text x={16} y={salesTop} className="fill-slate-700 text-[12px] font-semibold">
            Sales
          </text>
          <g transform={`translate(0, ${salesTop + 4})`}>
            <Panel
              floor={10_000}
              days={days}
              value={(day) => day.sales_cents}
              tick={compactDollars}
              width={width}
              barClass="fill-emerald-600"
              showDates
            />
          </g>
        </svg>
      </div>

      <div id={tableId} hidden={!asTable} className="mt-4">
        {asTable && (
          <ScrollRegion
            label="Clicks and sales per day"
            className="max-h-80 rounded-lg border border-slate-200"
          >
            <table className="w-full text-left text-sm" data-testid="activity-table">
              <caption className="sr-only">Clicks and sales per day, last 30 days</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Clicks
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Sales
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className="px-3 py-1.5 font-medium text-slate-800">
                      {formatShortDay(day.day)}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.clicks)}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{formatCents(day.sales_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </div>
  );
};
