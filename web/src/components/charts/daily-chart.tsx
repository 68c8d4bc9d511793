import { useId, useRef, useState } from 'react';
import { Button } from '../../../../ui/components/ui/button';
import { formatLongDay, formatShortDay } from '../../../../ui/utils/format';
import { ScrollRegion } from '../ui/scroll-region';
import { useElementWidth } from './use-element-width';

/**
 * What one bar stands for: a day ('YYYY-MM-DD', the dashboards) or a month ('YYYY-MM', issue 36's
 * Money chart), with its short label (axis, table) and its long one (the description for screen readers).
 */
export interface ChartUnit {
  name: 'day' | 'month';
  short: (key: string) => string;
  long: (key: string) => string;
}

export const dayUnit: ChartUnit = { name: 'day', short: formatShortDay, long: formatLongDay };

const monthOf = (key: string, month: 'short' | 'long') =>
  new Date(`${key}-01T00:00:00Z`).toLocaleDateString('en-US', { month, year: 'numeric', timeZone: 'UTC' });

export const monthUnit: ChartUnit = {
  name: 'month',
  short: (key) => monthOf(key, 'short'),
  long: (key) => monthOf(key, 'long'),
};

/** One measure per day (clicks, sales), drawn as its own bar panel. */
export type DailySeries<Day> = {
  /** Legend and table heading: "Clicks". */
  label: string;
  /** In sentences: "most clicks on …", "no clicks yet". */
  noun: string;
  value: (day: Day) => number;
  /** A value as the table and the summary show it: "1,234", "$12.50". */
  format: (value: number) => string;
  /** The period's total in words: "1,234 clicks", "$12.50 in sales". */
  describeTotal: (total: number) => string;
  /** An axis label (short): "1.2K", "$1.2K". */
  tick: (value: number) => string;
  /** The smallest axis maximum (so that half of it is still a whole number of the unit). */
  floor: number;
  /** Tailwind fill class of the bars and the legend swatch, e.g. "fill-violet-600". */
  fillClass: string;
};

type DailyChartProps<Day extends { day: string }> = {
  /** Oldest first, one entry per day (days without activity are zeros). */
  days: readonly Day[];
  series: readonly DailySeries<Day>[];
  /** What the chart shows, opening its description and naming its table: "Clicks and sales". */
  label: string;
  /** Said above the chart when every value is zero. */
  emptyNote: string;
  /** Prefix of the test ids: `{testId}-chart`, `{testId}-table`, `{testId}-note`. */
  testId?: string;
  /** What a bar stands for (`day` holds a day unless told: a month's key with monthUnit). */
  unit?: ChartUnit;
};

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

/** Axis labels: 950, 1.2K, 3.4M. */
export const compactCount = (value: number): string =>
  value >= 1_000_000
    ? `${(value / 1_000_000).toFixed(1)}M`
    : value >= 1_000
      ? `${(value / 1_000).toFixed(1)}K`
      : String(value);

const PANEL_HEIGHT = 112;
const AXIS_WIDTH = 44;
const TOP = 8;
/** From one panel's legend to the next: legend, plot, and room for the gap between them. */
const PANEL_STRIDE = 154;
const DATES_HEIGHT = 24;

type PanelProps<Day extends { day: string }> = {
  days: readonly Day[];
  series: DailySeries<Day>;
  width: number;
  showDates: boolean;
  unit: ChartUnit;
};

/** One series as bars over the days, with 0 / half / max gridlines labelled on the left. */
const Panel = <Day extends { day: string }>({ days, series, width, showDates, unit }: PanelProps<Day>) => {
  const max = niceMax(Math.max(0, ...days.map(series.value)), series.floor);
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
            {series.tick(v)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const barHeight = (series.value(day) / max) * PANEL_HEIGHT;
        return (
          <rect
            key={day.day}
            x={AXIS_WIDTH + index * slot + (slot - barWidth) / 2}
            y={TOP + PANEL_HEIGHT - barHeight}
            width={barWidth}
            height={barHeight}
            rx={Math.min(2, barWidth / 2)}
            className={series.fillClass}
          />
        );
      })}
      {showDates &&
        dateTicks.map((index, position) => {
          const day = days[index];
          if (!day) return null;
          const last = position === dateTicks.length - 1;
          const anchor = position === 0 ? 'start' : last ? 'end' : 'middle';
          const x = position === 0 ? AXIS_WIDTH : last ? width : AXIS_WIDTH + index * slot + slot / 2;
          return (
            <text
              key={day.day}
              x={x}
              y={TOP + PANEL_HEIGHT + 16}
              textAnchor={anchor}
              className="fill-slate-500 text-[11px]"
            >
              {unit.short(day.day)}
            </text>
          );
        })}
    </g>
  );
};

const sum = <Day,>(days: readonly Day[], value: (day: Day) => number) =>
  days.reduce((total, day) => total + value(day), 0);

/** The chart's words for screen readers: the totals and the best day of each series. */
const summarise = <Day extends { day: string }>(
  label: string,
  days: readonly Day[],
  series: readonly DailySeries<Day>[],
  unit: ChartUnit,
): string => {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return 'No activity data.';
  const range = `${unit.long(first.day)} to ${unit.long(last.day)}`;
  const on = unit.name === 'day' ? 'on' : 'in';
  const totals = series.map((item) => sum(days, item.value));
  if (totals.every((total) => total === 0)) {
    return `${label} from ${range}: ${series.map((item) => `no ${item.noun}`).join(' and ')} yet.`;
  }
  const bests = series.map((item) => {
    const best = days.reduce((top, day) => (item.value(day) > item.value(top) ? day : top));
    return `most ${item.noun} ${on} ${unit.long(best.day)} (${item.format(item.value(best))})`;
  });
  const described = series.map((item, index) => item.describeTotal(totals[index] ?? 0)).join(' and ');
  const bestSentence = bests.join('; ');
  return `${label} from ${range}: ${described}. ${bestSentence.charAt(0).toUpperCase()}${bestSentence.slice(1)}.`;
};

/**
 * Daily figures over a period (the dashboards' last 30 days), one bar panel per series sharing the
 * date axis (two scales on one plot would invite false comparisons). Drawn in pixels at the
 * container's width, so the text stays legible on a phone; described by an aria-label summary, with
 * the numbers as a table on demand.
 */
export const DailyChart = <Day extends { day: string }>({
  days,
  series,
  label,
  emptyNote,
  testId = 'activity',
  unit = dayUnit,
}: DailyChartProps<Day>) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const totals = series.map((item) => sum(days, item.value));
  const empty = totals.every((total) => total === 0);
  const baseline = (index: number) => 10 + index * PANEL_STRIDE;
  const totalHeight = baseline(series.length - 1) + 4 + TOP + PANEL_HEIGHT + DATES_HEIGHT;

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid={`${testId}-note`}>
          {empty
            ? emptyNote
            : series.map((item, index) => item.describeTotal(totals[index] ?? 0)).join(' and ')}
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
          aria-label={summarise(label, days, series, unit)}
          width={width}
          height={totalHeight}
          viewBox={`0 0 ${width} ${totalHeight}`}
          className="block max-w-full overflow-visible"
          data-testid={`${testId}-chart`}
        >
          {series.map((item, index) => (
            <g key={item.label}>
              <rect x={0} y={baseline(index) - 9} width={10} height={10} rx={2} className={item.fillClass} />
              <text x={16} y={baseline(index)} className="fill-slate-700 text-[12px] font-semibold">
                {item.label}
              </text>
              <g transform={`translate(0, ${baseline(index) + 4})`}>
                <Panel
                  days={days}
                  series={item}
                  width={width}
                  showDates={index === series.length - 1}
                  unit={unit}
                />
              </g>
            </g>
          ))}
        </svg>
      </div>

      <div id={tableId} hidden={!asTable} className="mt-4">
        {asTable && (
          <ScrollRegion
            label={`${label} per ${unit.name}`}
            className="max-h-80 rounded-lg border border-slate-200"
          >
            <table className="w-full text-left text-sm" data-testid={`${testId}-table`}>
              <caption className="sr-only">
                {label} per {unit.name}, last {days.length} {unit.name}s
              </caption>
              <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {unit.name === 'day' ? 'Day' : 'Month'}
                  </th>
                  {series.map((item) => (
                    <th key={item.label} scope="col" className="px-3 py-2 text-right font-semibold">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row" className="px-3 py-1.5 font-medium text-slate-800">
                      {unit.short(day.day)}
                    </th>
                    {series.map((item) => (
                      <td key={item.label} className="px-3 py-1.5 text-right tabular-nums">
                        {item.format(item.value(day))}
                      </td>
                    ))}
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
