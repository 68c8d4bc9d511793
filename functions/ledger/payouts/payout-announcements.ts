/**
 * What a payout's end tells its creator, as an outbox Put for the payout's closing transaction (which is
 * conditional on the payout not being done): PayoutSent when paid, PayoutFailed when it failed. Once
 * per payout, however often its work or the sweep runs. A cancelled payout (the balance fell under the
 * minimum before the transfer) carries over silently: nothing was expected of the creator.
 */
import { committed } from '../../shared/data/entity';
import { outboxEntity, outboxEvent, type TransactItem } from '../../shared/outbox/outbox-event';
import type { Payout, PayoutOutcome } from '../entities/payout';

export const payoutOutcomeEvents = (
  payout: Pick<Payout, 'creator_id' | 'payout_id' | 'amount_cents'>,
  outcome: PayoutOutcome,
): Record<string, TransactItem> => {
  const base = { version: 1 as const, creatorId: payout.creator_id, payoutId: payout.payout_id };
  const event =
    outcome.status === 'paid'
      ? outboxEvent('PayoutSent', {
          ...base,
          amountCents: payout.amount_cents,
          paidAt: outcome.paid_at ?? new Date().toISOString(),
        })
      : outcome.status === 'failed'
        ? outboxEvent('PayoutFailed', {
            ...base,
            amountCents: payout.amount_cents,
            failureCode: outcome.failure_code ?? 'failed',
            failureReason: outcome.failure_reason ?? 'The payout could not be made.',
          })
        : undefined;
  return event ? { announced: committed(outboxEntity.create(event.item)) } : {};
};
