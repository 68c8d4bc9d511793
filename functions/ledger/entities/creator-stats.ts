import { listDailyCounters } from '../../shared/data/daily-counters';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';

const counter = { type: 'number' } as const;
const counters = {
  clicks: counter,
  conversions: counter,
  total_sales_cents: counter,
  /** Earned net of reversals (pending + available + in payout + paid). */
  earnings_cents: counter,
  commission_pending_cents: counter,
  /**
   * Of the pending: entries the release has moved to their invoice's waiting index (moved in and out
   * with them by the release, functions/ledger/sales/release-matured-commissions.ts). Not read by the
   * screens: it lags the time between release runs; they split the pending by its lines' states
   * (functions/ledger/sales/creator-money.ts). Kept as the release's own record of its moves.
   */
  commission_awaiting_cents: counter,
  commission_available_cents: counter,
  commission_held_cents: counter,
  commission_paid_cents: counter,
  /** Gathered into a payout whose transfer is under way. */
  commission_in_payout_cents: counter,
  /** Approved UGC and sample credits cashed out (sales/other-earnings.ts). */
  content_earnings_cents: counter,
  credit_cashout_cents: counter,
};

export type CreatorCounter = keyof typeof counters;

/**
 * CREATOR#{creatorId} / STATS: a creator's running totals, kept with atomic ADDs by the click aggregator
 * and the commission ledger — never estimated. Created by the first ADD (older items carry no `type`).
 */
export const creatorStatsEntity = defineEntity({
  model: { entity: 'creator-stats', version: '1', service: SERVICE },
  attributes: {
    creatorId: { type: 'string', required: true, field: 'creator_id' },
    ...counters,
    /** Not a counter: the payout under way, if any (one at a time: payouts/open-payout.ts). */
    payout_in_flight: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'CREATOR#${creatorId}'), sk: tableKey('sk', 'STATS') } },
});

export type CreatorStats = Record<CreatorCounter, number> & { payout_in_flight: string | null };

/** The creator's totals, 0 for a counter never added to. */
export const getCreatorStats = async (creatorId: string): Promise<CreatorStats> => {
  const { data } = await creatorStatsEntity.get({ creatorId }).go();
  const totals = Object.keys(counters).map((name) => [name, data?.[name as CreatorCounter] ?? 0]);
  return { ...Object.fromEntries(totals), payout_in_flight: data?.payout_in_flight ?? null } as CreatorStats;
};

export const listCreatorDays = (creatorId: string, from: string, to: string) =>
  listDailyCounters(keys.creatorStats(creatorId).pk, from, to);
