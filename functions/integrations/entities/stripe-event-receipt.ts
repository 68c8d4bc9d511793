import { defineEntity, defineService, SERVICE } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { receiptAttributes, recordReceiptOnce, type WebhookEvent } from './webhook-receipt';

/**
 * One item per Stripe event (evt_…, the same id on each of Stripe's retries and on a manual resend),
 * written in ONE transaction with the event's outbox event, conditional on the receipt not existing:
 * an event delivered three times puts its domain event in the outbox once, and a crash can never leave
 * one without the other (the same design as Shopify's webhook-receipt.ts, which explains why not
 * Powertools' idempotency utility). Types we do not act on get the receipt alone.
 */
export const STRIPE_EVENT_RECEIPT_TTL_SECONDS = 30 * 24 * 3600;

/** STRIPEEVENT#{stripeEventId} / STRIPEEVENT. */
export const stripeEventReceiptEntity = defineEntity({
  model: { entity: 'stripe-event-receipt', version: '1', service: SERVICE },
  attributes: {
    stripe_event_id: { type: 'string', required: true },
    event_type: { type: 'string', required: true },
    account: { type: 'string' },
    livemode: { type: 'boolean', required: true },
    stripe_created: { type: 'number', required: true },
    ...receiptAttributes,
  },
  indexes: {
    primary: {
      pk: {
        field: 'pk',
        composite: ['stripe_event_id'],
        template: 'STRIPEEVENT#${stripe_event_id}',
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: 'STRIPEEVENT', casing: 'none' },
    },
  },
});

const stripeEventService = defineService({ receipt: stripeEventReceiptEntity, outbox: outboxEntity });

export interface StripeEventReceiptInput {
  stripeEventId: string;
  type: string;
  /** The connected account the event is about (Connect events), or null for our own account's. */
  account: string | null;
  livemode: boolean;
  /** Stripe's event time, epoch seconds. */
  created: number;
}

/** Records a verified Stripe event once, by its event id (webhook-receipt.ts's one transaction). */
export const recordStripeEvent = (
  receipt: StripeEventReceiptInput,
  event: WebhookEvent | undefined,
  now = new Date(),
) =>
  recordReceiptOnce(
    stripeEventService,
    (entities, common) =>
      entities.receipt
        .create({
          stripe_event_id: receipt.stripeEventId,
          event_type: receipt.type,
          account: receipt.account ?? undefined,
          livemode: receipt.livemode,
          stripe_created: receipt.created,
          ...common,
        })
        .commit(),
    event,
    STRIPE_EVENT_RECEIPT_TTL_SECONDS,
    now,
  );
