import type { ClosingFacts } from '../../contracts/your-data';
import { readClosingBalance } from '../ledger';
import type { Caller } from '../shared/http/caller';

/**
 * What closing the caller's account would give up: a creator's unpaid money (the ledger's totals, read as
 * the Payouts screen reads them); nothing for a brand user, whose brand's invoices are the company's.
 */
export const closingFactsOf = async (caller: Caller): Promise<ClosingFacts> => {
  if (caller.role !== 'creator') {
    return {
      owed_cents: 0,
      pending_cents: 0,
      available_cents: 0,
      held_cents: 0,
      payout_in_flight: false,
      forfeit_required: false,
    };
  }
  const balance = await readClosingBalance(caller.userId);
  return { ...balance, forfeit_required: balance.owed_cents > 0 };
};
