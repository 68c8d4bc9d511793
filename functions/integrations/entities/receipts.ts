import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * One receipt per delivery, keyed by the provider's id for it, which is the same on its retries: a
 * Shopify webhook's X-Shopify-Webhook-Id (WEBHOOK#{id} / WEBHOOK), a Stripe event's evt_… (also the same
 * on a manual resend; STRIPEEVENT#{id} / STRIPEEVENT). A receipt is created in one transaction with its
 * delivery's outbox event, which makes the delivery recorded once (record-delivery.ts).
 */
const receipt = {
  received_at: { type: 'string', required: true },
  /** The outbox event written with it; null (stored as such) when the delivery announces nothing. */
  outbox_event_id: { type: 'any' },
  expiresAt: { type: 'number', required: true },
} as const;

export const webhookReceiptEntity = defineEntity({
  model: { entity: 'webhook-receipt', version: '1', service: SERVICE },
  attributes: {
    webhook_id: { type: 'string', required: true },
    topic: { type: 'string', required: true },
    shop_domain: { type: 'string', required: true },
    api_version: { type: 'string', required: true },
    /** X-Shopify-Event-Id: one event delivered to several subscriptions shares it (kept for diagnosis). */
    shopify_event_id: { type: 'string' },
    triggered_at: { type: 'string' },
    ...receipt,
  },
  indexes: { primary: { pk: tableKey('pk', 'WEBHOOK#${webhook_id}'), sk: tableKey('sk', 'WEBHOOK') } },
});

export const stripeEventReceiptEntity = defineEntity({
  model: { entity: 'stripe-event-receipt', version: '1', service: SERVICE },
  attributes: {
    stripe_event_id: { type: 'string', required: true },
    event_type: { type: 'string', required: true },
    /** The connected account the event is about (Connect events); absent for our own account's. */
    account: { type: 'string' },
    livemode: { type: 'boolean', required: true },
    /** Stripe's event time, epoch seconds. */
    stripe_created: { type: 'number', required: true },
    ...receipt,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'STRIPEEVENT#${stripe_event_id}'), sk: tableKey('sk', 'STRIPEEVENT') },
  },
});
