/**
 * Opening a payout (the payout run's consumer and Request Payout): the creator's payout account must be
 * active and the payable balance at least the minimum ($25). One transaction puts the payout (a
 * conditional Put: the run's id is the same for a repeated run), takes the creator's one-payout-at-a-time
 * lock, and writes the PayoutOpened event whose consumer gathers the entries and makes the transfer.
 */
import { platformSettings } from '../../platform';
import { writeTransaction } from '../../shared/data/entity';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { moneyService } from '../entities/money-service';
import { getPayout, newPayout, type Payout, type PayoutTrigger } from '../entities/payout';
import { getPayoutAccount, isPayoutAccountActive } from '../entities/payout-account';
import { readPayableState, takePayoutLock } from '../entities/sales-side-items';
import { transactional } from '../entities/transactional';

export type OpenRefusal = 'no_active_account' | 'below_minimum' | 'in_flight' | 'exists';

export type OpenOutcome = { opened: Payout } | { refused: OpenRefusal; existing?: Payout };

export const openPayout = async (request: {
  creatorId: string;
  payoutId: string;
  trigger: PayoutTrigger;
  createdAt: string;
}): Promise<OpenOutcome> => {
  const { creatorId, payoutId } = request;
  const [account, state] = await Promise.all([getPayoutAccount(creatorId), readPayableState(creatorId)]);
  if (!isPayoutAccountActive(account)) return { refused: 'no_active_account' };
  if (state.inFlight) return { refused: 'in_flight' };
  if (state.availableCents < platformSettings.minimumPayoutCents) return { refused: 'below_minimum' };
  const { payout, create } = newPayout({
    payout_id: payoutId,
    creator_id: creatorId,
    trigger: request.trigger,
    created_at: request.createdAt,
    expected_cents: state.availableCents,
  });
  const outcome = await writeTransaction(moneyService, () => ({
    payout: create(),
    lock: takePayoutLock(creatorId, payoutId),
    opened: transactional(outboxEntity)
      .create(outboxEvent('PayoutOpened', { version: 1, creatorId, payoutId }).item)
      .commit(),
  }));
  if (outcome.ok) return { opened: payout };
  if (outcome.refused.length === 0)
    throw new Error(`Payout ${payoutId} not opened: the transaction kept conflicting`);
  // The same payout opened already (a repeated run or event), or another payout holds the lock.
  const existing = await getPayout(creatorId, payoutId);
  return existing ? { refused: 'exists', existing } : { refused: 'in_flight' };
};
