import type { EventDetail, EventName } from '../../../events/catalogue';
import { defineEntity, defineService, SERVICE, writeTransaction } from '../../shared/data/entity';
import { outboxEntity, outboxEvent } from '../../shared/outbox/outbox-event';

/**
 * One item per Shopify webhook delivery, keyed by X-Shopify-Webhook-Id (the same on Shopify's retries of
 * a delivery). It is written in ONE transaction with the delivery's outbox event, conditional on the
 * receipt not existing: a delivery received three times (Shopify retries, or answers lost on the way
 * back) puts its event in the outbox once, and a crash can never leave one without the other.
 *
 * Why not Powertools for AWS Lambda's idempotency utility (makeIdempotent + DynamoDBPersistenceLayer)?
 * It keeps its own record with its own client, in separate calls around the function (a conditional
 * PutItem 'INPROGRESS' before, an UpdateItem 'COMPLETED' or a DeleteItem after), so it cannot join our
 * outbox transaction: a crash between our write and its update would leave the event written and the
 * record unfinished, and the atomicity would again rest on a condition of ours. The receipt in the
 * transaction is that condition; a second store of records would add a round trip and nothing more.
 * Business-key idempotency (order, line and refund ids) is the consumers' (functions/ledger/sales/).
 */
export const WEBHOOK_RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

/** What every receipt records besides its provider's fields (received, its event, its TTL). */
export const receiptAttributes = {
  received_at: { type: 'string', required: true },
  /** The outbox event written with it; null (stored as such) when the delivery announces nothing. */
  outbox_event_id: { type: 'any' },
  expiresAt: { type: 'number', required: true },
} as const;

/** WEBHOOK#{webhookId} / WEBHOOK. */
export const webhookReceiptEntity = defineEntity({
  model: { entity: 'webhook-receipt', version: '1', service: SERVICE },
  attributes: {
    webhook_id: { type: 'string', required: true },
    topic: { type: 'string', required: true },
    shop_domain: { type: 'string', required: true },
    api_version: { type: 'string', required: true },
    shopify_event_id: { type: 'string' },
    triggered_at: { type: 'string' },
    ...receiptAttributes,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['webhook_id'], template: 'WEBHOOK#${webhook_id}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'WEBHOOK', casing: 'none' },
    },
  },
});

const webhookService = defineService({ receipt: webhookReceiptEntity, outbox: outboxEntity });

export interface WebhookReceiptInput {
  webhookId: string;
  topic: string;
  shopDomain: string;
  apiVersion: string;
  /** X-Shopify-Event-Id: one event delivered to several subscriptions shares it (kept for diagnosis). */
  eventId: string | null;
  triggeredAt: string | null;
}

/** The receipt and, for topics that announce something, its outbox event (in the same transaction). */
export type WebhookEvent = { [N in EventName]: { name: N; detail: EventDetail<N> } }[EventName];

export type ReceiptOutcome = { outcome: 'recorded' | 'duplicate'; eventId?: string };

/**
 * A verified delivery's receipt (any provider: `receipt` creates it from the common fields) and its
 * outbox event, in one transaction whose receipt write is a create: 'recorded' when this call wrote
 * them, 'duplicate' when the delivery was recorded before (nothing written). The receipt expires after
 * `ttlSeconds`.
 */
export const recordReceiptOnce = async <E extends { outbox: typeof outboxEntity }>(
  service: Parameters<typeof writeTransaction<E, string>>[0],
  receipt: (
    entities: Parameters<Parameters<typeof writeTransaction<E, string>>[1]>[0],
    common: { received_at: string; outbox_event_id: string | null; expiresAt: number },
  ) => unknown,
  event: WebhookEvent | undefined,
  ttlSeconds: number,
  now = new Date(),
): Promise<ReceiptOutcome> => {
  const outbox = event ? outboxEvent(event.name, event.detail as never, now) : undefined;
  const common = {
    received_at: now.toISOString(),
    outbox_event_id: outbox?.id ?? null,
    expiresAt: Math.floor(now.getTime() / 1000) + ttlSeconds,
  };
  // The receipt alone when the delivery announces nothing.
  const outcome = await writeTransaction(
    service,
    (entities) =>
      ({
        receipt: receipt(entities, common),
        ...(outbox ? { event: entities.outbox.create(outbox.item).commit() } : {}),
      }) as Record<'receipt' | 'event', unknown>,
  );
  if (outcome.ok) return { outcome: 'recorded', eventId: outbox?.id };
  if (outcome.refused.includes('receipt')) return { outcome: 'duplicate' };
  throw new Error(`Receipt not recorded: ${outcome.conflict ? 'conflict' : outcome.refused.join(', ')}`);
};

/** Records a verified Shopify delivery once, by its webhook id. */
export const recordWebhookDelivery = (
  receipt: WebhookReceiptInput,
  event: WebhookEvent | undefined,
  now = new Date(),
) =>
  recordReceiptOnce(
    webhookService,
    (entities, common) =>
      entities.receipt
        .create({
          webhook_id: receipt.webhookId,
          topic: receipt.topic,
          shop_domain: receipt.shopDomain,
          api_version: receipt.apiVersion,
          shopify_event_id: receipt.eventId ?? undefined,
          triggered_at: receipt.triggeredAt ?? undefined,
          ...common,
        })
        .commit(),
    event,
    WEBHOOK_RECEIPT_TTL_SECONDS,
    now,
  );
