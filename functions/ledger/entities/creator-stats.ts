import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client';
import { listDailyCounters } from '../../shared/data/daily-counters';
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

export const getCreatorStats = async (creatorId: string): Promise<CreatorStats> => {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.creatorStats(creatorId) }),
  );
  return {
    clicks: Number(Item?.clicks ?? 0),
    conversions: Number(Item?.conversions ?? 0),
    total_sales_cents: Number(Item?.total_sales_cents ?? 0),
    earnings_cents: Number(Item?.earnings_cents ?? 0),
    commission_pending_cents: Number(Item?.commission_pending_cents ?? 0),
    commission_awaiting_cents: Number(Item?.commission_awaiting_cents ?? 0),
    commission_available_cents: Number(Item?.commission_available_cents ?? 0),
    commission_held_cents: Number(Item?.commission_held_cents ?? 0),
    commission_paid_cents: Number(Item?.commission_paid_cents ?? 0),
    commission_in_payout_cents: Number(Item?.commission_in_payout_cents ?? 0),
    content_earnings_cents: Number(Item?.content_earnings_cents ?? 0),
    credit_cashout_cents: Number(Item?.credit_cashout_cents ?? 0),
    payout_in_flight: (Item?.payout_in_flight as string | undefined) ?? null,
  };
};

export const listCreatorDays = (creatorId: string, from: string, to: string) =>
  listDailyCounters(keys.creatorStats(creatorId).pk, from, to);
