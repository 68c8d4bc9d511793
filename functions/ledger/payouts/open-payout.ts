/**
 * Opening a payout (the payout run's consumer and Request Payout): the creator's payout account must be
 * active and the payable balance at least the minimum ($25). One transaction puts the payout (a
 * conditional Put: the run's id is the same for a repeated run), takes the creator's one-payout-at-a-time
 * lock, and writes the PayoutOpened event whose consumer gathers the entries and makes the transfer.
 */
import { createHash } from 'node:crypto';
import { platformSettings } from '../../platform';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { getForfeit } from '../entities/forfeit';
import { moneyService } from '../entities/money-service';
import { getPayout, newPayout, type Payout } from '../entities/payout';
import { getPayoutAccount, type PayoutAccount } from '../entities/payout-account';
import { readPayableState, takePayoutLock } from '../entities/sales-side-items';
import { frozenAvailableEntries, readFreeze } from '../suspension/frozen-money';

/** Whether a transfer to this creator may be made now (what payouts check before paying). */
export const isPayoutAccountActive = (account: PayoutAccount | undefined): account is PayoutAccount =>
  account?.status === 'active';

const compactTime = (iso: string) => iso.replace(/[-:TZ.]/g, '').slice(0, 14);

/**
 * Payout ids sort by time and say how they were made: `PO-{yyyymmddhhmmss}-RUN-{creator}` for the run at
 * that instant (the same run twice gives the same id for the same creator, and every creator of a run
 * its own: the transfer's idempotency key is the payout id, which Stripe holds platform-wide),
 * `PO-{yyyymmddhhmmss}-REQ{random}` for a request. `{creator}` is 20 hex digits of the SHA-256 of the
 * creator id (80 bits: two creators of one run never share it in practice), upper-cased to fit the id
 * alphabet. Ids stored before (`PO-{time}-RUN`) stay valid: they are read, never re-derived.
 */
export const scheduledPayoutId = (runAt: string, creatorId: string): string =>
  `PO-${compactTime(runAt)}-RUN-${createHash('sha256').update(creatorId).digest('hex').slice(0, 20).toUpperCase()}`;
export const requestedPayoutId = (at: string, random: string): string =>
  `PO-${compactTime(at)}-REQ${random.toUpperCase()}`;
/**
 * Issue 36: an operator's retry of a failed payout, `PO-{yyyymmddhhmmss}-RTY{20 hex of the failed id}`:
 * its own transfer key (Stripe's for the failed one may be spent on the refusal), opened once per failed
 * payout by the retry's guard (markPayoutRetried in the same transaction).
 */
export const retryPayoutId = (at: string, failedPayoutId: string): string =>
  `PO-${compactTime(at)}-RTY${createHash('sha256').update(failedPayoutId).digest('hex').slice(0, 20).toUpperCase()}`;

/** `guard`: one of the caller's own operations (`alongside`) was refused by its condition. */
export type OpenRefusal =
  | 'no_active_account'
  | 'below_minimum'
  | 'in_flight'
  | 'exists'
  | 'guard'
  /** Issue 36: suspended platform-wide: every payout waits for the review. */
  | 'suspended';

export type OpenOutcome = { opened: Payout } | { refused: OpenRefusal; existing?: Payout };

export const openPayout = async (request: {
  creatorId: string;
  payoutId: string;
  trigger: Payout['trigger'];
  createdAt: string;
  /** More operations of the same transaction, by name (issue 36: the failed payout's guard, the audit). */
  alongside?: Record<string, unknown>;
}): Promise<OpenOutcome> => {
  const { creatorId, payoutId } = request;
  const [account, state, forfeit, freeze] = await Promise.all([
    getPayoutAccount(creatorId),
    readPayableState(creatorId),
    getForfeit(creatorId),
    readFreeze(creatorId),
  ]);
  // Issue 35: a closed account that forfeited its balance is paid nothing more; its account is as gone.
  if (!isPayoutAccountActive(account) || forfeit) return { refused: 'no_active_account' };
  if (freeze.platform) return { refused: 'suspended' };
  if (state.inFlight) return { refused: 'in_flight' };
  // Issue 36: money frozen by a brand's suspension is not the payout's (gathering skips it too).
  const frozen = (await frozenAvailableEntries(creatorId, freeze)).reduce(
    (sum, entry) => sum + entry.commission_cents,
    0,
  );
  const availableCents = state.availableCents - frozen;
  if (availableCents < platformSettings.minimumPayoutCents) return { refused: 'below_minimum' };
  const { payout, create } = newPayout({
    payout_id: payoutId,
    creator_id: creatorId,
    trigger: request.trigger,
    created_at: request.createdAt,
    expected_cents: availableCents,
  });
  const outcome = await writeTransaction(moneyService, () => ({
    payout: create(),
    lock: takePayoutLock(creatorId, payoutId),
    opened: transactional(outboxEntity)
      .create(outboxEvent('PayoutOpened', { version: 1, creatorId, payoutId }).item)
      .commit(),
    ...request.alongside,
  }));
  if (outcome.ok) return { opened: payout };
  if (outcome.refused.length === 0)
    throw new Error(`Payout ${payoutId} not opened: the transaction kept conflicting`);
  if (outcome.refused.some((name) => name in (request.alongside ?? {}))) return { refused: 'guard' };
  // The same payout opened already (a repeated run or event), or another payout holds the lock.
  const existing = await getPayout(creatorId, payoutId);
  return existing ? { refused: 'exists', existing } : { refused: 'in_flight' };
};
