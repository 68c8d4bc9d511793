import type { ComponentProps } from 'react';
import { StatCard } from '../ui/stat-card';

/** One figure of a dashboard's totals (label, value, icon, note, optional test id). */
export type StatTile = ComponentProps<typeof StatCard>;

/**
 * The dashboard's row of figures (a `<dl>` under a screen-reader heading "Totals"), data-driven so that a
 * new figure is a new entry in `tiles`, not more markup.
 */
export const StatTiles = ({ tiles, testId }: { tiles: readonly StatTile[]; testId: string }) => (
  <section aria-labelledby="dashboard-totals" className="mt-6">
    <h2 id="dashboard-totals" className="sr-only">
      Totals
    </h2>
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid={testId}>
      {tiles.map((tile) => (
        <StatCard key={tile.label} {...tile} />
      ))}
    </dl>
  </section>
);
