import { creditConstants } from '../../contracts/constants';
import { insufficientCreditsMessage } from '../../contracts/credits';
import { creditCashoutWrites } from '../ledger';
import { isConditionFailure } from '../shared/data/client';
import { createId } from '../shared/data/ids';
import { isTransactionConflict, transactWriteWithRetry } from '../shared/data/transactions';
import { AppError } from '../shared/http/errors';
import { formatUsd } from '../shared/money-text';
import {
  creditBalanceDebit,
  creditEntryId,
  creditEntryPut,
  getCreditBalance,
} from './entities/credit-ledger';

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
  try {
    await transactWriteWithRetry([
      creditBalanceDebit(creatorId, credits, 'cashed_out_credits'),
      creditEntryPut(creatorId, {
        id: creditEntryId(at, 'cashout', cashoutId),
        kind: 'cashout',
        credits: -credits,
        description: `${credits} credits cashed out: ${formatUsd(amountCents)}, paid with your next payout`,
        created_at: at,
      }),
      ...creditCashoutWrites({ creatorId, cashoutId, credits, amountCents, at: now }),
    ]);
  } catch (error) {
    if (isTransactionConflict(error))
      throw new AppError('conflict', 'Your credits changed at the same time elsewhere. Please try again.');
    if (!isConditionFailure(error)) throw error;
    const { balance } = await getCreditBalance(creatorId, true);
    throw new AppError('conflict', insufficientCreditsMessage(credits, balance));
  }
  const { balance } = await getCreditBalance(creatorId, true);
  return { cashout: { id: cashoutId, credits, amount_cents: amountCents, created_at: at }, balance };
};
