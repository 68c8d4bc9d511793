import { CustomAttributeType, type EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

const text = { type: 'string', required: true } as const;
/** Written only while a retry is due; never returned to callers. */
const indexKey = { type: 'string', hidden: true } as const;

/** One try at sending a delivery: what the endpoint answered (or why nothing was sent) and how fast. */
export interface DeliveryAttempt {
  at: string;
  /** The HTTP status answered, null when no answer came (refused address, timeout, connection error). */
  status: number | null;
  ok: boolean;
  latency_ms: number;
  /** The first kilobyte of the answer's body, or the reason nothing was answered. */
  excerpt: string;
  /** Sent by the brand's Replay, not by the schedule. */
  replay?: boolean;
}

/** How long a delivery stays in its endpoint's log after its last attempt; DynamoDB's TTL then removes it. */
export const LOG_RETENTION_DAYS = 30;

/** The TTL of a delivery last attempted (or created) at `at` (epoch ms). */
export const logExpiryOf = (at: number) => Math.floor(at / 1000) + LOG_RETENTION_DAYS * 24 * 3600;

/** The attempts kept on a delivery (the newest): three days of retries stay well under it. */
export const MAX_KEPT_ATTEMPTS = 25;

/**
 * One outgoing webhook delivery (issue 22): one event for one endpoint, under the brand,
 * BRAND#{brand_id} / WHD#{endpoint_id}#{id}, so an endpoint's recent deliveries are one Query and its
 * id is deterministic (event id + endpoint id: a redelivered event writes nothing new). The body is fixed
 * when the delivery is created, so every retry and replay sends the same bytes under the same id.
 * While a retry is due it sits in the sparse retry index (byOwner WEBHOOK#RETRY / `{next_attempt_at}#…`).
 */
export const webhookDeliveryEntity = defineEntity({
  model: { entity: 'webhook-delivery', version: '1', service: SERVICE },
  attributes: {
    id: text,
    brand_id: text,
    endpoint_id: text,
    event_id: text,
    /** The webhook event (sale.created, …); not `type`, which holds the entity's name on every item. */
    event_type: text,
    body: text,
    status: { type: ['pending', 'delivered', 'failed'] as const, required: true },
    attempts: { type: CustomAttributeType<DeliveryAttempt[]>('any'), required: true },
    attempt_count: { type: 'number', required: true },
    next_attempt_at: { type: 'string' },
    created_at: text,
    /** Issue 31: a test event the brand sent (a sample payload); sent once, never retried. */
    test: { type: 'boolean' },
    /** The table's TTL (epoch seconds): LOG_RETENTION_DAYS after the last attempt, moved on by each. */
    expiresAt: { type: 'number' },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'WHD#${endpoint_id}#${id}') },
    retries: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

export type WebhookDelivery = EntityItem<typeof webhookDeliveryEntity>;

export const WEBHOOK_RETRY_INDEX = indexKeys.webhookRetries;

/** The retry index entry of a delivery due again at `at` (ISO). */
export const retryIndexOf = (
  delivery: Pick<WebhookDelivery, 'brand_id' | 'endpoint_id' | 'id'>,
  at: string,
) => ({
  gsi1pk: WEBHOOK_RETRY_INDEX,
  gsi1sk: `${at}#${delivery.brand_id}#${delivery.endpoint_id}#${delivery.id}`,
});
