/**
 * Issue 36: the operator console's payouts. Failed payouts (their entries went back to the creator's
 * payable balance when they failed) and stuck ones (still processing past the stale sweep's bound), and
 * Retry, which makes exactly one Stripe transfer however often it is clicked:
 * - a failed payout is retried by opening a new payout of the creator's payable balance, with its own id
 *   (its transfer's idempotency key) and trigger `retry`, in one transaction with the failed payout's
 *   guard (retried once: `retried_by`) and the creator's one-payout lock; a second click is refused by
 *   the guard (or the lock), so a second payout never opens;
 * - a stuck payout's work runs again (its PayoutOpened event once more, at most once a minute), with the
 *   same idempotency key, so Stripe answers a transfer it already made with that transfer.
 * The operator's audit entry is written in the same transaction as the retry.
 */
import { STUCK_PAYOUT_MINUTES } from '../../../contracts/ops';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { log } from '../../shared/log';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';
import { moneyService } from '../entities/money-service';
import {
  getPayout,
  listFailedPayouts,
  listStuckPayouts,
  markPayoutRetried,
  markPayoutRetryRequested,
  type Payout,
} from '../entities/payout';
import { openPayout, retryPayoutId } from './open-payout';

/** At most this many payouts per list (failures are rare; the console shows the newest). */
const LISTED = 100;

const stuckBefore = (now: Date) => new Date(now.getTime() - STUCK_PAYOUT_MINUTES * 60_000).toISOString();

export const listPayoutsNeedingOperator = (state: 'failed' | 'stuck', now = new Date()): Promise<Payout[]> =>
  state === 'failed' ? listFailedPayouts(LISTED) : listStuckPayouts(stuckBefore(now), LISTED);

/** An operation of the retry's transaction that the caller adds (the operator's audit entry). */
export type RetryAudit = (retry: { payoutId: string; kind: 'failed' | 'stuck' }) => unknown;

const refused = (message: string) => new DomainError('conflict', message);

const retryFailed = async (payout: Payout, now: Date, audit: RetryAudit): Promise<string> => {
  if (payout.retried_by) throw refused('This payout has already been retried.');
  const payoutId = retryPayoutId(now.toISOString(), payout.payout_id);
  const outcome = await openPayout({
    creatorId: payout.creator_id,
    payoutId,
    trigger: 'retry',
    createdAt: now.toISOString(),
    alongside: {
      retried: markPayoutRetried(payout, payoutId),
      audit: audit({ payoutId, kind: 'failed' }),
    },
  });
  if ('opened' in outcome) {
    log.info('failed payout retried', { creatorId: payout.creator_id, failed: payout.payout_id, payoutId });
    return payoutId;
  }
  switch (outcome.refused) {
    case 'guard':
    case 'exists':
      throw refused('This payout has already been retried.');
    case 'in_flight':
      throw refused('A payout of this creator is on its way; retry once it has finished.');
    case 'no_active_account':
      throw refused("The creator's payout account cannot receive payouts; they must finish its setup first.");
    case 'suspended':
      throw refused('The creator is suspended: their balance is frozen until the suspension ends.');
    case 'below_minimum':
      throw refused(
        'Nothing to pay: the creator’s payable balance is under the $25 minimum (a later payout may have paid it).',
      );
  }
};

const retryStuck = async (payout: Payout, now: Date, audit: RetryAudit): Promise<string> => {
  const outcome = await writeTransaction(moneyService, () => ({
    payout: markPayoutRetryRequested(payout, now),
    event: transactional(outboxEntity)
      .create(
        outboxEvent(
          'PayoutOpened',
          { version: 1, creatorId: payout.creator_id, payoutId: payout.payout_id },
          now,
        ).item,
      )
      .commit(),
    audit: audit({ payoutId: payout.payout_id, kind: 'stuck' }),
  }));
  if (outcome.ok) {
    log.info('stuck payout retried', { creatorId: payout.creator_id, payoutId: payout.payout_id });
    return payout.payout_id;
  }
  if (outcome.refused.includes('payout'))
    throw refused('This payout finished, or was retried less than a minute ago.');
  throw new Error(`Payout ${payout.payout_id} not retried: the transaction kept conflicting`);
};

/** Retry from the console: a failed payout (a new payout, once) or a stuck one (its work again). */
export const retryPayout = async (input: {
  creatorId: string;
  payoutId: string;
  audit: RetryAudit;
  now?: Date;
}): Promise<{ payoutId: string; retryOf: string }> => {
  const now = input.now ?? new Date();
  const payout = await getPayout(input.creatorId, input.payoutId);
  if (!payout) throw new DomainError('not_found', 'No such payout.');
  if (payout.status === 'failed')
    return { payoutId: await retryFailed(payout, now, input.audit), retryOf: payout.payout_id };
  if (payout.stage !== 'done' && payout.opened_at < stuckBefore(now))
    return { payoutId: await retryStuck(payout, now, input.audit), retryOf: payout.payout_id };
  throw refused(
    payout.stage === 'done'
      ? `This payout is ${payout.status}: there is nothing to retry.`
      : `This payout is still processing; it can be retried once it has been stuck for ${STUCK_PAYOUT_MINUTES} minutes.`,
  );
};
