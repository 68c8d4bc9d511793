/**
 * A creator's money as every screen shows it: the totals (creator-totals.ts) with the pending part split
 * by the states of the pending lines themselves (line-status.ts), read once per request. The Payouts
 * summary, Campaigns → Earnings' totals, the dashboard and the refusal note of Request Payout all take it
 * from here, so what they say is the sum of what the lines say.
 */
import { platformSettings } from '../../platform';
import type { CommissionEntry } from '../entities/commission-entry';
import { type CreatorStats, getCreatorStats } from '../entities/creator-stats';
import { listPendingEntriesPage } from '../entities/sales-side-items';
import { type CreatorTotals, creatorTotalsOf } from './creator-totals';
import type { LineStatus } from './line-status';
import { lineStatusWith, readLineFacts } from './line-status-reads';

/** A pending line: its entry, amount and status (state, words, expected pay date). */
export interface UnpaidLine {
  entry: CommissionEntry;
  cents: number;
  status: LineStatus;
  brand_name: string;
  hold_until: string;
}

/**
 * How many pages of 500 ledger items are read at most (newest first): a bounded Query per screen. The
 * pending lines are the newest ones (the hold and the month's invoice are weeks), so only a ledger whose
 * 2,000 newest items leave a pending line unread reaches the bound; creator-totals.ts says what then.
 */
const MAX_PAGES = 4;

/** The creator's pending lines (newest first, bounded), each with its status at `now`. */
export const readUnpaidLines = async (creatorId: string, now = new Date()): Promise<UnpaidLine[]> => {
  const pending: CommissionEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listPendingEntriesPage(creatorId, cursor);
    pending.push(...page.entries);
    cursor = page.next;
  } while (cursor && ++pages < MAX_PAGES);
  const statusOf = lineStatusWith(await readLineFacts(pending), now);
  return pending.map((entry) => ({
    entry,
    cents: entry.commission_cents,
    status: statusOf(entry),
    brand_name: entry.brand_name,
    hold_until: entry.hold_until,
  }));
};

/** The creator's totals from the stats item and the pending lines read with it. */
export const creatorMoneyOf = (stats: CreatorStats, unpaid: readonly UnpaidLine[]): CreatorTotals =>
  creatorTotalsOf(
    stats,
    unpaid.map((line) => ({ cents: line.cents, state: line.status.state })),
  );

/** The creator's totals at `now` (the stats item and the pending lines, read together). */
export const readCreatorMoney = async (
  creatorId: string,
  now = new Date(),
): Promise<{ stats: CreatorStats; totals: CreatorTotals; unpaid: UnpaidLine[] }> => {
  const [stats, unpaid] = await Promise.all([getCreatorStats(creatorId), readUnpaidLines(creatorId, now)]);
  return { stats, totals: creatorMoneyOf(stats, unpaid), unpaid };
};

/** Whether Request Payout is offered on the figures shown (the request itself re-checks). */
export const payableReachesMinimum = (totals: CreatorTotals): boolean =>
  totals.payable_cents >= platformSettings.minimumPayoutCents;
