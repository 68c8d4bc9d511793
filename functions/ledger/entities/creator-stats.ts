import { listDailyCounters } from '../../shared/data/daily-counters';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { keys } from '../../shared/data/keys';

/**
 * A creator's running totals and daily series, kept with atomic ADDs by the click aggregator and (later)
 * the commission ledger — never estimated.
 */
export interface CreatorStats {
  clicks: number;
  conversions: number;
  total_sales_cents: number;
  /** Earned net of reversals (pending + available + in payout + paid). */
  earnings_cents: number;
  commission_pending_cents: number;
  /**
   * Of the pending: entries whose hold is over and that wait for their brand's invoice (moved in and out
   * with them by the release, functions/ledger/sales/release-matured-commissions.ts).
   */
  commission_awaiting_cents: number;
  commission_available_cents: number;
  commission_held_cents: number;
  commission_paid_cents: number;
  /** Gathered into a payout whose transfer is under way. */
  commission_in_payout_cents: number;
  /** Approved UGC (a later feature writes it; zero until then). */
  content_earnings_cents: number;
  /** Sample credits cashed out (a later feature writes it; zero until then). */
  credit_cashout_cents: number;
  /** The payout under way, if any (one at a time; functions/ledger/payouts/open-payout.ts). */
  payout_in_flight: string | null;
}

type Counter = Exclude<keyof CreatorStats, 'payout_in_flight'>;

const counter = { type: 'number' } as const;

/** CREATOR#{creatorId} / STATS: counters created by the first ADD (older items carry no `type`). */
export const creatorStatsEntity = defineEntity({
  model: { entity: 'creator-stats', version: '1', service: SERVICE },
  attributes: {
    creatorId: { type: 'string', required: true, field: 'creator_id' },
    clicks: counter,
    conversions: counter,
    total_sales_cents: counter,
    earnings_cents: counter,
    commission_pending_cents: counter,
    commission_awaiting_cents: counter,
    commission_available_cents: counter,
    commission_held_cents: counter,
    commission_paid_cents: counter,
    commission_in_payout_cents: counter,
    content_earnings_cents: counter,
    credit_cashout_cents: counter,
    /** Not a counter: a string the payout sets and clears; declared so reads return it. */
    payout_in_flight: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creatorId'], template: 'CREATOR#${creatorId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'STATS', casing: 'none' },
    },
  },
});

/** CREATOR#{creatorId} / DAY#{yyyy-mm-dd}: one day's counters (read through shared/data/daily-counters.ts). */
export const creatorDayEntity = defineEntity({
  model: { entity: 'creator-day', version: '1', service: SERVICE },
  attributes: {
    creatorId: { type: 'string', required: true, field: 'creator_id' },
    day: { type: 'string', required: true },
    clicks: counter,
    sales_cents: counter,
    commission_cents: counter,
    conversions: counter,
    other_earnings_cents: counter,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creatorId'], template: 'CREATOR#${creatorId}', casing: 'none' },
      sk: { field: 'sk', composite: ['day'], template: 'DAY#${day}', casing: 'none' },
    },
  },
});

/** ADDs to a creator's totals (a transaction's operation; zero amounts are left out, none at all: undefined). */
export const addToCreatorStats = (creatorId: string, amounts: Partial<Record<Counter, number>>) => {
  const added: Partial<Record<Counter, number>> = Object.fromEntries(
    Object.entries(amounts).filter(([, value]) => value !== 0),
  );
  return Object.keys(added).length > 0 ? creatorStatsEntity.update({ creatorId }).add(added) : undefined;
};

export const getCreatorStats = async (creatorId: string): Promise<CreatorStats> => {
  const { data } = await creatorStatsEntity.get({ creatorId }).go();
  return {
    clicks: data?.clicks ?? 0,
    conversions: data?.conversions ?? 0,
    total_sales_cents: data?.total_sales_cents ?? 0,
    earnings_cents: data?.earnings_cents ?? 0,
    commission_pending_cents: data?.commission_pending_cents ?? 0,
    commission_awaiting_cents: data?.commission_awaiting_cents ?? 0,
    commission_available_cents: data?.commission_available_cents ?? 0,
    commission_held_cents: data?.commission_held_cents ?? 0,
    commission_paid_cents: data?.commission_paid_cents ?? 0,
    commission_in_payout_cents: data?.commission_in_payout_cents ?? 0,
    content_earnings_cents: data?.content_earnings_cents ?? 0,
    credit_cashout_cents: data?.credit_cashout_cents ?? 0,
    payout_in_flight: data?.payout_in_flight ?? null,
  };
};

export const listCreatorDays = (creatorId: string, from: string, to: string) =>
  listDailyCounters(keys.creatorStats(creatorId).pk, from, to);
