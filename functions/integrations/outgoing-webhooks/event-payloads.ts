/**
 * Which domain events (events/catalogue.ts, published through the outbox) become which outgoing webhook
 * events, and the public `data` each carries: snake_case, money in integer cents, only the brand's own
 * facts. The domain events' names and fields stay internal; this mapping is the public contract.
 */
import { payoutConstants } from '../../../contracts/constants';
import type { WebhookEventType } from '../../../contracts/outgoing-webhooks';
import { catalogue, type EventDetail, type EventName } from '../../../events/catalogue';
import { saleIdOfSortKey } from '../../ledger';

export const webhookSources = [
  'SaleAttributed',
  'CommissionReversed',
  'SaleHeldForReview',
  'InvoiceIssued',
  'InvoicePaid',
  'ApplicationSubmitted',
  'ApplicationApproved',
] as const satisfies readonly EventName[];

export type WebhookSource = (typeof webhookSources)[number];

export interface WebhookPayload {
  type: WebhookEventType;
  brandId: string;
  data: Record<string, unknown>;
}

/** Every amount the marketplace counts is in the program's one currency; said beside each amount. */
const currency = payoutConstants.currency;

const invoiceData = (detail: EventDetail<'InvoiceIssued'>) => ({
  period: detail.period,
  invoice_number: detail.invoiceNumber,
  amount_cents: detail.amountCents,
  currency,
  due_at: detail.dueAt,
});

const mappers: { [N in WebhookSource]: (detail: EventDetail<N>) => WebhookPayload } = {
  SaleAttributed: (d) => ({
    type: 'sale.created',
    brandId: d.brandId,
    data: {
      sale_id: saleIdOfSortKey(d.saleId),
      creator_id: d.creatorId,
      sale_cents: d.saleCents,
      commission_cents: d.commissionCents,
      currency,
      ordered_at: d.orderedAt,
      link_code: d.linkCode ?? null,
      discount_code: d.discountCode ?? null,
      product_name: d.productName ?? null,
    },
  }),
  CommissionReversed: (d) => ({
    type: 'sale.reversed',
    brandId: d.brandId,
    data: {
      sale_id: saleIdOfSortKey(d.saleId),
      creator_id: d.creatorId,
      order_name: d.orderName,
      reason: d.reason,
      commission_cents: d.commissionCents,
      currency,
    },
  }),
  SaleHeldForReview: (d) => ({
    type: 'commission.held',
    brandId: d.brandId,
    data: {
      sale_id: saleIdOfSortKey(d.saleId),
      order_name: d.orderName,
      status: d.status,
      reason: d.reason,
      creator_username: d.creatorUsername,
    },
  }),
  InvoiceIssued: (d) => ({ type: 'invoice.issued', brandId: d.brandId, data: invoiceData(d) }),
  InvoicePaid: (d) => ({ type: 'invoice.paid', brandId: d.brandId, data: invoiceData(d) }),
  ApplicationSubmitted: (d) => ({
    type: 'application.created',
    brandId: d.brandId,
    data: {
      application_id: d.applicationId,
      creator_id: d.creatorId,
      creator_username: d.creatorUsername,
      product_id: d.productId,
      product_name: d.productName,
    },
  }),
  ApplicationApproved: (d) => ({
    type: 'partner.joined',
    brandId: d.brandId,
    data: {
      application_id: d.applicationId,
      creator_id: d.creatorId,
      product_id: d.productId,
      via_invitation: Boolean(d.invitationId),
    },
  }),
};

export const webhookPayloadOf = <N extends WebhookSource>(name: N, detail: EventDetail<N>): WebhookPayload =>
  (mappers[name] as (detail: EventDetail<N>) => WebhookPayload)(detail);

/** The domain event each webhook event type comes from (the mappers above, read the other way). */
const sourceOfType: Record<WebhookEventType, WebhookSource> = {
  'sale.created': 'SaleAttributed',
  'sale.reversed': 'CommissionReversed',
  'commission.held': 'SaleHeldForReview',
  'invoice.issued': 'InvoiceIssued',
  'invoice.paid': 'InvoicePaid',
  'application.created': 'ApplicationSubmitted',
  'partner.joined': 'ApplicationApproved',
};

/**
 * Issue 31, Send test event: a realistic payload of the type for the brand — the event catalogue's example
 * of its domain event (schema-checked there) with the brand's id, through the same mapper as a real event,
 * so a test event has exactly the fields a real one has.
 */
export const samplePayloadOf = (type: WebhookEventType, brandId: string): WebhookPayload => {
  const source = sourceOfType[type];
  const payload = webhookPayloadOf(source, { ...catalogue[source].example, brandId } as never);
  if (payload.type !== type)
    throw new Error(`samplePayloadOf: ${source} maps to ${payload.type}, not ${type}`);
  return payload;
};
