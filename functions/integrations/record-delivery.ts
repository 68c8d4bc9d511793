import type { CreateEntityItem } from 'electrodb';
import type { EventDetail, EventName } from '../../events/catalogue';
import { defineService, writeTransaction } from '../shared/data/entity';
import { outboxEntity, outboxEvent } from '../shared/outbox/outbox-event';
import { stripeEventReceiptEntity, webhookReceiptEntity } from './entities/receipts';

const receipts = defineService({
  webhook: webhookReceiptEntity,
  stripeEvent: stripeEventReceiptEntity,
  outbox: outboxEntity,
});

/** Receipts expire after 30 days (TTL). */
const RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

/** What a delivery announces, for topics and types we act on: its catalogue event. */
export type WebhookEvent = { [N in EventName]: { name: N; detail: EventDetail<N> } }[EventName];

type Fields<E extends typeof webhookReceiptEntity | typeof stripeEventReceiptEntity> = Omit<
  CreateEntityItem<E>,
  'received_at' | 'outbox_event_id' | 'expiresAt'
>;

/**
 * Records a verified delivery once: its receipt and, when it announces something, its outbox event, in
 * ONE transaction whose receipt write is a create. A delivery received three times (retries, or answers
 * lost on the way back) puts its event in the outbox once, and a crash can never leave one without the
 * other. 'recorded' when this call wrote them, 'duplicate' when the delivery was recorded before.
 *
 * Why not Powertools for AWS Lambda's idempotency utility (makeIdempotent + DynamoDBPersistenceLayer)?
 * It keeps its own record with its own client, in separate calls around the function (a conditional
 * PutItem 'INPROGRESS' before, an UpdateItem 'COMPLETED' or a DeleteItem after), so it cannot join our
 * outbox transaction: a crash between our write and its update would leave the event written and the
 * record unfinished, and the atomicity would again rest on a condition of ours. The receipt in the
 * transaction is that condition; a second store of records would add a round trip and nothing more.
 * Business-key idempotency (order, line and refund ids) is the consumers' (functions/ledger/sales/).
 */
export const recordDelivery = async (
  delivery:
    | { webhook: Fields<typeof webhookReceiptEntity> }
    | { stripeEvent: Fields<typeof stripeEventReceiptEntity> },
  event: WebhookEvent | undefined,
  now = new Date(),
): Promise<{ outcome: 'recorded' | 'duplicate'; eventId?: string }> => {
  const outbox = event ? outboxEvent(event.name, event.detail as never, now) : undefined;
  const common = {
    received_at: now.toISOString(),
    outbox_event_id: outbox?.id ?? null,
    expiresAt: Math.floor(now.getTime() / 1000) + RECEIPT_TTL_SECONDS,
  };
  const outcome = await writeTransaction(
    receipts,
    (entities) =>
      ({
        receipt:
          'webhook' in delivery
            ? entities.webhook.create({ ...delivery.webhook, ...common }).commit()
            : entities.stripeEvent.create({ ...delivery.stripeEvent, ...common }).commit(),
        // The receipt alone when the delivery announces nothing.
        ...(outbox ? { event: entities.outbox.create(outbox.item).commit() } : {}),
      }) as Record<'receipt' | 'event', unknown>,
  );
  if (outcome.ok) return { outcome: 'recorded', eventId: outbox?.id };
  if (outcome.refused.includes('receipt')) return { outcome: 'duplicate' };
  throw new Error(`Receipt not recorded: ${outcome.conflict ? 'conflict' : outcome.refused.join(', ')}`);
};
