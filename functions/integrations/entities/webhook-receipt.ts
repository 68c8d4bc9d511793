import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { EventDetail, EventName } from '../../../events/catalogue';
import { db, isConditionFailure, tableName } from '../../shared/data/client';
import { keys } from '../../shared/data/keys';
import { outboxEvent } from '../../shared/outbox/outbox-event';

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
 * Business-key idempotency (order, line and refund ids) is the consumers' (functions/sales/).
 */
export const WEBHOOK_RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

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

/**
 * A verified delivery's receipt (any provider: `item` is its key and fields) and its outbox event, in one
 * transaction whose receipt Put is conditional: 'recorded' when this call wrote them, 'duplicate' when
 * the delivery was recorded before (nothing written). The receipt expires after `ttlSeconds`.
 */
export const recordReceiptOnce = async (
  item: { pk: string; sk: string; type: string } & Record<string, unknown>,
  event: WebhookEvent | undefined,
  ttlSeconds: number,
  now = new Date(),
): Promise<{ outcome: 'recorded' | 'duplicate'; eventId?: string }> => {
  const outbox = event ? outboxEvent(event.name, event.detail as never, now) : undefined;
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...item,
                received_at: now.toISOString(),
                outbox_event_id: outbox?.id ?? null,
                expiresAt: Math.floor(now.getTime() / 1000) + ttlSeconds,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(outbox ? [outbox.write] : []),
        ],
      }),
    );
    return { outcome: 'recorded', eventId: outbox?.id };
  } catch (error) {
    if (isConditionFailure(error)) return { outcome: 'duplicate' };
    throw error;
  }
};

/** Records a verified Shopify delivery once, by its webhook id. */
export const recordWebhookDelivery = (
  receipt: WebhookReceiptInput,
  event: WebhookEvent | undefined,
  now = new Date(),
) =>
  recordReceiptOnce(
    {
      ...keys.webhookReceipt(receipt.webhookId),
      type: 'webhook-receipt',
      webhook_id: receipt.webhookId,
      topic: receipt.topic,
      shop_domain: receipt.shopDomain,
      api_version: receipt.apiVersion,
      shopify_event_id: receipt.eventId,
      triggered_at: receipt.triggeredAt,
    },
    event,
    WEBHOOK_RECEIPT_TTL_SECONDS,
    now,
  );
