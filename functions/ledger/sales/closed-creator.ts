/**
 * Issue 35: the ledger's part in closing a creator's account. What is still owed to them (the balance
 * the closing's rule is about), the forfeit that records a balance given up, and the brands' sales that
 * named them: those keep every figure and id, and name a "Closed account" instead of the username.
 */

import { listEntriesOfCreator } from '../entities/commission-entry';
import { type Forfeit, forfeitOperation, getForfeit } from '../entities/forfeit';
import { saleEntity } from '../entities/sale';
import { readCreatorMoney } from './creator-money';

/** What a closed account's sales name in place of the creator's username. */
export const CLOSED_ACCOUNT_NAME = 'Closed account';

export interface ClosingBalance {
  /** Earned and not paid: pending, payable and held together (what a closing forfeits). */
  owed_cents: number;
  pending_cents: number;
  available_cents: number;
  held_cents: number;
  /** A payout's transfer is under way: the closing waits for it (its money is on the move). */
  payout_in_flight: boolean;
}

export const readClosingBalance = async (creatorId: string): Promise<ClosingBalance> => {
  const { stats, totals } = await readCreatorMoney(creatorId);
  // By state, the parts are disjoint (creator-totals.ts): pending (on hold, awaiting the invoice), payable.
  const pending = totals.pending_cents;
  const available = totals.payable_cents;
  return {
    owed_cents: pending + available + totals.held_cents,
    pending_cents: pending,
    available_cents: available,
    held_cents: totals.held_cents,
    payout_in_flight: stats.payout_in_flight !== null || totals.in_payout_cents > 0,
  };
};

/** The forfeit of `balance`, as one operation of the closing's transaction. */
export const forfeitBalanceOperation = (
  creatorId: string,
  balance: ClosingBalance,
  at: string,
  confirmation: string,
) =>
  forfeitOperation({
    creator_id: creatorId,
    pending_cents: balance.pending_cents,
    available_cents: balance.available_cents,
    held_cents: balance.held_cents,
    forfeited_at: at,
    confirmation,
  });

export const getForfeitOf = (creatorId: string): Promise<Forfeit | undefined> => getForfeit(creatorId);

/**
 * The brands' sales that named the creator (found through the creator's own entries: one Query per page
 * of 500, never a Scan) name a closed account instead. Answers how many sales changed; a sale already
 * renamed is left as it is, so a redelivered closing changes nothing.
 */
export const renameCreatorInSales = async (creatorId: string): Promise<number> => {
  const sales = new Map<string, { brand_id: string; sale_sk: string }>();
  let after: Parameters<typeof listEntriesOfCreator>[1]['after'];
  do {
    const page = await listEntriesOfCreator(creatorId, { limit: 500, ...(after ? { after } : {}) });
    for (const entry of page.entries)
      if (entry.sale_sk.startsWith('SALE#'))
        sales.set(`${entry.brand_id}#${entry.sale_sk}`, { brand_id: entry.brand_id, sale_sk: entry.sale_sk });
    after = page.next;
  } while (after);
  let renamed = 0;
  for (const sale of sales.values()) {
    const changed = await saleEntity
      .patch(sale)
      .set({ creator_username: CLOSED_ACCOUNT_NAME })
      .where((attr, op) => op.ne(attr.creator_username, CLOSED_ACCOUNT_NAME))
      .go()
      .then(
        () => true,
        () => false,
      );
    if (changed) renamed++;
  }
  return renamed;
};
