/**
 * The work of an opened payout (consumer of PayoutOpened): gather the creator's payable entries into it,
 * fix its amount, make its one Stripe transfer, and finish it — paid (entries paid), or failed /
 * cancelled (entries back to the payable balance). Every step is conditional on the payout's stage and
 * each entry's status, so a redelivered or concurrent event repeats nothing, and the transfer's
 * idempotency key (the payout id) makes a retried transfer the same transfer. A transfer Stripe refuses
 * for good ends the payout failed with Stripe's code and message; a transient error is retried (the
 * consumer's runner, then the stale-payout sweep), and the sweep gives the payout up after a bound.
 */
import {
  findPayoutTransfer,
  type TransferFailure,
  transferFailureOf,
  transferPayout,
} from '../../integrations';
import { platformSettings } from '../../platform';
import { applied } from '../../shared/data/client';
import { writeTransaction } from '../../shared/data/entity';
import { log } from '../../shared/log';
import { countMetric } from '../../shared/metrics/count';
import { type CommissionEntry, getEntries, listAvailableEntries } from '../entities/commission-entry';
import { moneyService } from '../entities/money-service';
import {
  addToPayout,
  closePayout,
  getPayout,
  type Payout,
  type PayoutOutcome,
  payoutEntity,
} from '../entities/payout';
import { getPayoutAccount } from '../entities/payout-account';
import { forgetSpentCreatorItems, releasePayoutLock } from '../entities/sales-side-items';
import { payableMarkerItem, payableShardOf } from '../sales/release-matured-commissions';
import { isFrozenEntry, readFreeze } from '../suspension/frozen-money';
import { afterGathering, gatheredFrom } from './gather-entries';
import { moveEntries } from './move-entries';
import { isPayoutAccountActive } from './open-payout';
import { payoutOutcomeEvents } from './payout-announcements';
import { describePayout } from './payout-view';

const gather = async (payout: Payout): Promise<void> => {
  // Issue 36: entries a suspension freezes stay where they are (a suspension after the payout opened too).
  const freeze = await readFreeze(payout.creator_id);
  let after: Record<string, unknown> | undefined;
  do {
    const page = await listAvailableEntries(payout.creator_id, after);
    const entries = page.entries.filter((entry) => !isFrozenEntry(freeze, entry));
    await moveEntries(entries, 'available', 'in_payout', payout.payout_id, (chunk) => ({
      payout: addToPayout(payout, gatheredFrom(chunk)),
    }));
    after = page.next;
  } while (after);
};

/** The entries the payout holds right now (read consistently). */
const entriesOf = async (payout: Payout, status: CommissionEntry['status']) =>
  (await getEntries(payout.creator_id, payout.entry_sks)).filter(
    (entry) => entry.status === status && entry.payout_id === payout.payout_id,
  );

/** The payout's last write: its outcome, the creator's lock released and the creator told (all once). */
const close = async (payout: Payout, outcome: PayoutOutcome): Promise<boolean> => {
  const written = await writeTransaction(
    moneyService,
    (): Record<string, unknown> => ({
      payout: closePayout(payout, outcome),
      lock: releasePayoutLock(payout.creator_id, payout.payout_id),
      ...payoutOutcomeEvents(payout, outcome),
    }),
  );
  if (written.ok) return true;
  if (written.refused.length > 0) return false;
  throw new Error(`Payout ${payout.payout_id} not closed: the transaction kept conflicting`);
};

/** The payout did not happen: its entries return to the payable balance (the next payout takes them). */
const giveBack = async (
  payout: Payout,
  status: 'failed' | 'cancelled',
  reason: string,
  failure?: Pick<TransferFailure, 'code' | 'message'>,
) => {
  const entries = await entriesOf(payout, 'in_payout');
  await moveEntries(entries, 'in_payout', 'available', payout.payout_id, () => ({
    payable: payableMarkerItem(payout.creator_id, new Date().toISOString()),
  }));
  const outcome: PayoutOutcome = {
    status,
    failure_reason: reason,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
  };
  if (await close(payout, outcome)) {
    log.warn('payout not made', { payoutId: payout.payout_id, creatorId: payout.creator_id, ...outcome });
    // Closed by this call, so counted once: the payouts-failed alarm (a person retries or follows up).
    if (status === 'failed')
      countMetric('PayoutsFailed', {
        payoutId: payout.payout_id,
        creatorId: payout.creator_id,
        failureCode: outcome.failure_code,
      });
  }
};

const finishPaid = async (payout: Payout, transferId: string, paidAt: Date) => {
  const entries = await entriesOf(payout, 'in_payout');
  await moveEntries(entries, 'in_payout', 'paid', payout.payout_id);
  if (await close(payout, { status: 'paid', paid_at: paidAt.toISOString(), transfer_id: transferId })) {
    log.info('payout paid', { payoutId: payout.payout_id, amount: payout.amount_cents, transferId });
    countMetric('PayoutsSent', { payoutId: payout.payout_id, creatorId: payout.creator_id });
  }
  await forgetSpentCreator(payout.creator_id);
};

/**
 * Takes the creator off the payout run's list when nothing payable is left (the next release puts them
 * back). Conditional on the balance, so a release racing it keeps its mark.
 */
const forgetSpentCreator = async (creatorId: string) => {
  const outcome = await writeTransaction(moneyService, () =>
    forgetSpentCreatorItems(creatorId, payableShardOf(creatorId)),
  );
  if (!outcome.ok && outcome.refused.length === 0)
    throw new Error(`Payable marker of ${creatorId} not removed: the transaction kept conflicting`);
};

/** What the creator reads when Stripe refused the transfer: Stripe's reason, and where the money is. */
export const refusedReason = (failure: Pick<TransferFailure, 'code' | 'message'>) =>
  `Stripe refused the transfer: ${failure.message} (${failure.code}). The amount is back in your balance for the next payout.`;

/**
 * Remembers why the payout's work failed this time (a transient Stripe error, or a throw such as bad
 * data while gathering) on the payout while it is open, so its state says why and a give-up reports it.
 */
const noteError = async (payout: Pick<Payout, 'creator_id' | 'payout_id'>, failure: TransferFailure) => {
  try {
    await applied(
      payoutEntity
        .patch(payout)
        .set({ last_error: `${failure.code}: ${failure.message}`.slice(0, 1_000) })
        .where((attr, op) => op.ne(attr.stage, 'done'))
        .go(),
    );
  } catch (error) {
    log.warn('payout error not recorded', { error });
  }
};

const transfer = async (payout: Payout) => {
  const account = await getPayoutAccount(payout.creator_id);
  if (!isPayoutAccountActive(account)) {
    await giveBack(
      payout,
      'failed',
      'Your payout account cannot receive payouts right now. Finish its setup; the amount stays in your balance.',
      { code: 'payout_account_not_active', message: 'The payout account is not active.' },
    );
    return;
  }
  let made: Awaited<ReturnType<typeof transferPayout>>;
  try {
    made = await transferPayout({
      payoutId: payout.payout_id,
      creatorId: payout.creator_id,
      amountCents: payout.amount_cents,
      destination: account.stripe_account_id,
      description: describePayout(payout),
    });
  } catch (error) {
    const failure = transferFailureOf(error);
    if (!failure.final) {
      // Retried by the consumer's runner, then by the stale-payout sweep: the same idempotency key.
      log.warn('transfer not confirmed; will retry', {
        payoutId: payout.payout_id,
        creatorId: payout.creator_id,
        code: failure.code,
        message: failure.message,
      });
      throw error;
    }
    await giveBack(payout, 'failed', refusedReason(failure), failure);
    return;
  }
  // Paid when Stripe made the transfer (as the stale-payout sweep dates one it finds).
  await finishPaid(payout, made.id, new Date(made.created * 1000));
};

/**
 * The stale-payout sweep's last word on a payout still processing past its retry window: a transfer
 * Stripe made for it (its answer lost on the way) finishes it paid; otherwise nothing was paid, and it
 * ends failed with the last error it met, its entries back in the balance and the lock released.
 */
export const giveUpPayout = async (
  payout: Payout,
  now: Date,
  windowHours: number,
): Promise<'paid' | 'failed'> => {
  const account = payout.stage === 'transferring' ? await getPayoutAccount(payout.creator_id) : undefined;
  if (account?.stripe_account_id) {
    const made = await findPayoutTransfer(payout.payout_id, account.stripe_account_id);
    if (made) {
      await finishPaid(payout, made.id, new Date(made.created * 1000));
      return 'paid';
    }
  }
  const message = payout.last_error
    ? `Not confirmed by Stripe within ${windowHours} hours; last error: ${payout.last_error}`
    : `Not completed within ${windowHours} hours.`;
  await giveBack(
    payout,
    'failed',
    `The transfer could not be completed in time (${payout.last_error ?? 'no answer'}). Nothing was paid; the amount is back in your balance for the next payout.`,
    { code: 'not_completed', message },
  );
  log.warn('payout given up by the sweep', {
    payoutId: payout.payout_id,
    creatorId: payout.creator_id,
    at: now,
  });
  return 'failed';
};

export const processPayout = async (creatorId: string, payoutId: string): Promise<void> => {
  try {
    await work(creatorId, payoutId);
  } catch (error) {
    const failure = transferFailureOf(error);
    log.error('payout work failed; retried', {
      creatorId,
      payoutId,
      code: failure.code,
      reason: failure.message,
    });
    await noteError({ creator_id: creatorId, payout_id: payoutId }, failure);
    throw error;
  }
};

const work = async (creatorId: string, payoutId: string): Promise<void> => {
  let payout = await getPayout(creatorId, payoutId);
  if (!payout) {
    log.warn('payout event names no payout; nothing done', { creatorId, payoutId });
    return;
  }
  if (payout.stage === 'gathering') {
    await gather(payout);
    payout = (await getPayout(creatorId, payoutId)) as Payout;
    if (payout.stage === 'gathering') {
      // The balance can fall under the minimum between opening and gathering (a refund arrived).
      if (afterGathering(payout.amount_cents, platformSettings.minimumPayoutCents) === 'cancel') {
        await giveBack(
          payout,
          'cancelled',
          'Your payable balance fell under the $25 minimum before the transfer; it carries over.',
        );
        return;
      }
      // gathering → transferring (amount fixed), once: another invocation may have moved it first.
      await applied(
        payoutEntity
          .update(payout)
          .set({ stage: 'transferring' })
          .where((attr, op) => op.eq(attr.stage, 'gathering'))
          .go(),
      );
      payout = (await getPayout(creatorId, payoutId)) as Payout;
    }
  }
  if (payout.stage === 'transferring') await transfer(payout);
};
