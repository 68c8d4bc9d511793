import { creditConstants } from '../../contracts/constants';
import { creditCashoutWrites } from '../ledger';
import { createId } from '../shared/data/ids';
import { formatUsd } from '../shared/money-text';
import { spendCredits } from './spend-credits';

/**
 * Cash-out: credits become money at $0.10 each, in ONE transaction: the balance debit (conditioned on
 * covering them), the credits ledger entry, and the payouts ledger's credit-cashout entry with the
 * creator's totals (creditCashoutWrites): payable at once, paid with the next payout.
 */
export const cashOutCredits = async (creatorId: string, credits: number) => {
  const now = new Date();
  const at = now.toISOString();
  const cashoutId = createId('CO', now.getTime());
  const amountCents = credits * creditConstants.cashoutCentsPerCredit;
  const payout = creditCashoutWrites({ creatorId, cashoutId, credits, amountCents, at: now });
  const { balance } = await spendCredits({
    creatorId,
    credits,
    counter: 'cashed_out_credits',
    entry: {
      kind: 'cashout',
      ref: cashoutId,
      description: `${credits} credits cashed out: ${formatUsd(amountCents)}, paid with your next payout`,
      created_at: at,
    },
    // The payouts ledger's writes (its own items), named for the transaction's outcome.
    writes: () => Object.fromEntries(payout.map((write, index) => [`payout${index}`, write])),
  });
  return { cashout: { id: cashoutId, credits, amount_cents: amountCents, created_at: at }, balance };
};
