import { subDays } from 'date-fns';
import { getCreatorsByIds, listCreatorDirectoryPage, rankCreator } from '../identity';
import { mapInPool } from '../shared/map-in-pool';
import { listCreatorDays } from './entities/creator-stats';

/** The directory's results window: the 90 days ending with the run's day (UTC). */
export const RESULTS_DAYS = 90;

const day = (at: Date) => at.toISOString().slice(0, 10);

/** A creator's sales driven, clicks and conversions over the window, from the ledger's daily counters. */
export const resultsOverWindow = async (creatorId: string, at: Date) => {
  const days = await listCreatorDays(creatorId, day(subDays(at, RESULTS_DAYS - 1)), day(at));
  return days.reduce(
    (sum, d) => ({
      sales_cents: sum.sales_cents + d.sales_cents,
      clicks: sum.clicks + d.clicks,
      conversions: sum.conversions + d.conversions,
    }),
    { sales_cents: 0, clicks: 0, conversions: 0 },
  );
};

/**
 * Issue 34, the daily ranking: every creator of the directory (a Query per page of its `CREATORS`
 * partition, never a Scan) gets its 90-day results summed from the ledger's DAY# counters (one Query
 * each) and, when they moved, its facet items re-ranked (identity's rankCreator). `creatorIds` limits
 * the run to those creators (an operator's re-run, tests on the shared cloud).
 *
 * Trade-off (docs/architecture.md section 3): results sorts and filters read figures up to a day old,
 * in exchange for a directory page that costs one Query whatever the number of creators. The window
 * slides daily anyway, so a daily pass is needed even with no new sales.
 */
export const rankCreatorDirectory = async (at: Date, creatorIds?: string[]) => {
  const counts = { creators: 0, ranked: 0 };
  const asOf = day(at);
  const rankAll = async (ids: string[]) => {
    const outcomes = await mapInPool(ids, 8, async (id) =>
      rankCreator(id, await resultsOverWindow(id, at), asOf),
    );
    counts.creators += ids.length;
    counts.ranked += outcomes.filter((outcome) => outcome === 'ranked').length;
  };
  if (creatorIds) {
    const creators = await getCreatorsByIds(creatorIds);
    await rankAll([...creators.values()].filter((c) => c.onboarding_completed).map((c) => c.id));
    return counts;
  }
  let after: Record<string, string> | undefined;
  do {
    const page = await listCreatorDirectoryPage({
      after,
      want: 100,
      filtered: false,
      select: async (creators) => creators.map((creator) => creator.id),
    });
    await rankAll(page.results);
    after = page.next ?? undefined;
  } while (after);
  return counts;
};
