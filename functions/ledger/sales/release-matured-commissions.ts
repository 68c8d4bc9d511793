/**
 * Commissions become payable (pending → available) when their hold has ended AND the brand's billing
 * period that covers them is settled — its invoice paid (creators are paid from money received) or the
 * month billed nothing. Reversals and zero amounts take nothing from the brand: they are released when
 * their hold ends. Matured entries whose period is not settled yet move to that period's waiting index;
 * the period's settlement (BillPeriodSettled) releases them (releaseSettledCommissions).
 *
 * Found through sparse indexes (Queries, never a Scan). Each move is one transaction with the creator's
 * totals and a ConditionCheck on the period's settlement, so a move can never cross a settlement that
 * happens at the same moment, and a repeated or overlapping run moves nothing twice.
 */

import { committed, writeTransaction } from '../../shared/data/entity';
import { COMMISSION_HOLD_SHARDS, indexKeys, PAYABLE_CREATOR_SHARDS } from '../../shared/data/keys';
import { stableShard } from '../../shared/data/shards';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { inScope } from '../../shared/schedules/run-scope';
import { DAY_MS } from '../../shared/time/days';
import { isPeriodSettled, listPeriodsSettledOn, periodSettledCheck } from '../billing/settle-period';
import {
  availableIndexOf,
  awaitingIndexOf,
  type CommissionEntry,
  commissionEntity,
  holdIndexOf,
  listEntriesInStage,
} from '../entities/commission-entry';
import { payableCreatorEntity, salesService } from '../entities/sales-totals';
import { written } from './ledger-chunks';
import { addToCreatorStats } from './ledger-counters';

/** A creator's shard of the payable-creators partition (stable per creator). */
export const payableShardOf = (creatorId: string): number => stableShard(creatorId, PAYABLE_CREATOR_SHARDS);

/** Marks the creator for the next payout run (idempotent Put). */
export const payableMarkerItem = (creatorId: string, at: string): TransactItem =>
  committed(
    payableCreatorEntity.put({ shard: payableShardOf(creatorId), creator_id: creatorId, marked_at: at }),
  );

/** Whether an entry must wait for its period's settlement: only a positive amount the brand pays for. */
export const needsSettlement = <E extends Pick<CommissionEntry, 'commission_cents' | 'bill_period'>>(
  entry: E,
): entry is E & { bill_period: string } => entry.commission_cents > 0 && Boolean(entry.bill_period);

type Outcome = 'released' | 'awaiting' | 'skipped';

/** Pending entries whose hold ended before `now`, one shard of the hold index. */
const listMaturedEntries = (shard: number, now: Date, after?: Record<string, unknown>) =>
  listEntriesInStage(indexKeys.maturingCommissions(shard), after, now.toISOString());

/**
 * Moves an entry from one stage's index to the next (pending → available, or to its invoice's waiting
 * index), on the condition that it is still pending in the index it was found in.
 */
const moveEntryStage = (
  entry: CommissionEntry,
  fromIndex: string,
  to: { status?: 'available'; gsi1pk: string; gsi1sk: string },
) =>
  commissionEntity
    .update({ creator_id: entry.creator_id, entry_sk: entry.entry_sk })
    .set(to)
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.gsi1pk, fromIndex)}`);

/**
 * pending → available, from the index the entry is found in (`fromIndex`: its gsi1pk now), on the
 * condition that it is still there and, when it needs one, that its period is settled.
 */
const makeAvailable = async (entry: CommissionEntry, fromIndex: string, now: Date): Promise<boolean> => {
  const available = availableIndexOf(entry);
  const fromAwaiting =
    Boolean(entry.bill_period) && fromIndex === awaitingIndexOf(entry, entry.bill_period as string).gsi1pk;
  // An entry leaving its period's waiting index leaves the awaiting part of the pending too.
  const totals = addToCreatorStats(entry.creator_id, {
    commission_pending_cents: -entry.commission_cents,
    commission_available_cents: entry.commission_cents,
    ...(fromAwaiting ? { commission_awaiting_cents: -entry.commission_cents } : {}),
  });
  const outcome = await writeTransaction(
    salesService,
    (): Record<string, TransactItem> => ({
      entry: committed(moveEntryStage(entry, fromIndex, { status: 'available', ...available })),
      ...(totals ? { totals: committed(totals) } : {}),
      ...(entry.commission_cents > 0
        ? { payable: payableMarkerItem(entry.creator_id, now.toISOString()) }
        : {}),
      ...(needsSettlement(entry)
        ? { settled: periodSettledCheck(entry.brand_id, entry.bill_period, true) }
        : {}),
    }),
  );
  return written(outcome);
};

/** A matured entry of an unsettled period waits in the period's index (while it is still unsettled). */
const awaitSettlement = async (entry: CommissionEntry & { bill_period: string }, fromIndex: string) => {
  const awaiting = awaitingIndexOf(entry, entry.bill_period);
  const totals = addToCreatorStats(entry.creator_id, { commission_awaiting_cents: entry.commission_cents });
  const outcome = await writeTransaction(
    salesService,
    (): Record<string, TransactItem> => ({
      entry: committed(moveEntryStage(entry, fromIndex, awaiting)),
      ...(totals ? { totals: committed(totals) } : {}),
      unsettled: periodSettledCheck(entry.brand_id, entry.bill_period, false),
    }),
  );
  return written(outcome);
};

/**
 * Releases one matured entry found in the hold index. A settlement racing the decision makes the
 * transaction fail its check; the entry is then decided again with the settlement read afresh.
 */
export const releaseMaturedEntry = async (
  entry: CommissionEntry,
  now: Date,
  settled: (brandId: string, period: string) => Promise<boolean> = isPeriodSettled,
): Promise<Outcome> => {
  const fromIndex = holdIndexOf(entry).gsi1pk;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!needsSettlement(entry) || (await settled(entry.brand_id, entry.bill_period))) {
      if (await makeAvailable(entry, fromIndex, now)) return 'released';
    } else if (await awaitSettlement(entry, fromIndex)) return 'awaiting';
    settled = isPeriodSettled; // decided on a stale read: read it consistently this time
  }
  return 'skipped';
};

/** Releases every entry whose hold ended before `now`; returns how many became payable or wait. */
export const releaseMaturedCommissions = async (
  now: Date = new Date(),
  brandIds?: string[],
): Promise<{ released: number; awaiting: number }> => {
  const included = inScope(brandIds);
  const counts = { released: 0, awaiting: 0 };
  // One read per brand and period per run, not per entry.
  const settledCache = new Map<string, Promise<boolean>>();
  const settled = (brandId: string, period: string) => {
    const key = `${brandId}#${period}`;
    if (!settledCache.has(key)) settledCache.set(key, isPeriodSettled(brandId, period));
    return settledCache.get(key) as Promise<boolean>;
  };
  for (let shard = 0; shard < COMMISSION_HOLD_SHARDS; shard++) {
    let after: Record<string, unknown> | undefined;
    do {
      const page = await listMaturedEntries(shard, now, after);
      for (const entry of page.entries) {
        if (!included(entry.brand_id)) continue;
        const outcome = await releaseMaturedEntry(entry, now, settled);
        if (outcome !== 'skipped') counts[outcome]++;
      }
      after = page.next;
    } while (after);
  }
  counts.released += await releaseRecentlySettled(now, included);
  return counts;
};

/**
 * The backstop of BillPeriodSettled's consumer: an entry moved to its period's waiting index just before
 * the period settled may not be visible yet to that consumer's Query (the index is eventually
 * consistent). Every hourly run re-checks the periods settled today and yesterday (one Query per day,
 * then one per period), so such an entry waits an hour at most; the release is conditional, so entries
 * released already are not touched twice.
 */
const releaseRecentlySettled = async (now: Date, included: (brandId: string) => boolean): Promise<number> => {
  let released = 0;
  for (const day of [now, new Date(now.getTime() - DAY_MS)].map((at) => at.toISOString().slice(0, 10))) {
    let after: Record<string, unknown> | undefined;
    do {
      const page = await listPeriodsSettledOn(day, after);
      for (const { brandId, period } of page.periods)
        if (included(brandId)) released += await releaseSettledCommissions(brandId, period, now, false);
      after = page.next;
    } while (after);
  }
  return released;
};

/**
 * A period was settled: every matured entry of it becomes payable now — those waiting in the period's
 * index, and those whose hold ended since the last hourly run and so are still in the hold index (they
 * would otherwise wait up to an hour for that run). The hold index holds only what matured since the
 * last run across brands (a small, bounded read: one Query per shard up to `now`), filtered here to the
 * brand and period. Each move is conditional on the entry still being where it was found, so a repeated
 * event or an overlapping hourly run releases nothing twice.
 */
export const releaseSettledCommissions = async (
  brandId: string,
  period: string,
  now: Date = new Date(),
  /** The hourly run's backstop drained the hold index itself moments before: it passes false. */
  fromHoldIndex = true,
): Promise<number> => {
  let released = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listEntriesInStage(indexKeys.commissionsAwaitingInvoice(brandId, period), after);
    for (const entry of page.entries) {
      if (await makeAvailable(entry, awaitingIndexOf(entry, period).gsi1pk, now)) released++;
    }
    after = page.next;
  } while (after);
  for (let shard = 0; fromHoldIndex && shard < COMMISSION_HOLD_SHARDS; shard++) {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await listMaturedEntries(shard, now, cursor);
      for (const entry of page.entries) {
        if (entry.brand_id !== brandId || entry.bill_period !== period) continue;
        if (await makeAvailable(entry, holdIndexOf(entry).gsi1pk, now)) released++;
      }
      cursor = page.next;
    } while (cursor);
  }
  return released;
};

/**
 * Request Payout takes what the screen called payable (issue 31, item 5): pending lines whose state is
 * payable already — hold over and, when billed, the invoice paid — that the hourly release (or the
 * settlement's consumer) has not moved yet are moved now, from whichever stage index they are in. Each
 * move is the release's own conditional transaction (still pending in that index, the period settled),
 * so it races nothing and a line moved meanwhile is simply skipped.
 */
export const releaseRipeEntries = async (
  lines: readonly { entry: CommissionEntry; status: { state: string } }[],
  now: Date,
): Promise<number> => {
  let released = 0;
  for (const { entry, status } of lines) {
    if (entry.status !== 'pending' || status.state !== 'payable') continue;
    const from = [
      holdIndexOf(entry).gsi1pk,
      ...(needsSettlement(entry) ? [awaitingIndexOf(entry, entry.bill_period).gsi1pk] : []),
    ];
    for (const index of from) {
      if (await makeAvailable(entry, index, now)) {
        released++;
        break;
      }
    }
  }
  return released;
};
