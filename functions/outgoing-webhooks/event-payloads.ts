/**
 * Which domain events (events/catalogue.ts, published through the outbox) become which outgoing webhook
 * events, and the public `data` each carries: snake_case, money in integer cents, only the brand's own
 * facts. The domain events' names and fields stay internal; this mapping is the public contract. A sale
 * event's data is the /api/v1 sale object itself, an application event's the /api/v1 partner object
 * (contracts/outgoing-webhooks.ts webhookEventObjects).
 */
import type { WebhookEventType } from '../../contracts/outgoing-webhooks';
import { catalogue, type EventDetail, type EventName } from '../../events/catalogue';
import { invoiceObjectOf, saleObjectOf, sampleInvoiceObject, sampleSaleObject } from '../ledger';
import { sampleV1Partner, v1PartnerOf } from '../partnerships';

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
  data: object;
}

/** The brand's invoice of the period, as Billing & Invoices and /api/v1 show it now. */
const invoiceData = async (brandId: string, period: string) => {
  const invoice = await invoiceObjectOf(brandId, period);
  if (!invoice) throw new Error(`webhook payload: no invoice ${period} of brand ${brandId}`);
  return invoice;
};

/** The sale under the brand, as /api/v1/sales shows it now; the event that named it made it exist. */
const saleData = async (brandId: string, saleSk: string) => {
  const sale = await saleObjectOf(brandId, saleSk);
  if (!sale) throw new Error(`webhook payload: no sale ${saleSk} of brand ${brandId}`);
  return sale;
};

/** The creator's application for the product, as /api/v1/partners shows it now. */
const partnerData = async (brandId: string, creatorId: string, productId: string) => {
  const partner = await v1PartnerOf(brandId, creatorId, productId);
  if (!partner) throw new Error(`webhook payload: no application of ${creatorId} for ${productId}`);
  return partner;
};

const mappers: {
  [N in WebhookSource]: (detail: EventDetail<N>) => Promise<WebhookPayload> | WebhookPayload;
} = {
  // Issue 31: the three sale events carry the API's sale object itself (ledger's saleObjectOf, the same
  // toSaleView as /api/v1/sales): the sale with its lines, creator_username, order_name, refunds.
  SaleAttributed: async (d) => ({
    type: 'sale.created',
    brandId: d.brandId,
    data: await saleData(d.brandId, d.saleId),
  }),
  CommissionReversed: async (d) => ({
    type: 'sale.reversed',
    brandId: d.brandId,
    data: await saleData(d.brandId, d.saleId),
  }),
  SaleHeldForReview: async (d) => ({
    type: 'commission.held',
    brandId: d.brandId,
    data: await saleData(d.brandId, d.saleId),
  }),
  // The invoice events carry the API's invoice object (the same invoiceObject as Billing & Invoices and
  // /api/v1's owed.unpaid_invoices): its lines, its commissions by creator, its status as it stands.
  InvoiceIssued: async (d) => ({
    type: 'invoice.issued',
    brandId: d.brandId,
    data: await invoiceData(d.brandId, d.period),
  }),
  InvoicePaid: async (d) => ({
    type: 'invoice.paid',
    brandId: d.brandId,
    data: await invoiceData(d.brandId, d.period),
  }),
  // Issue 31: the application events carry the API's partner object (GET /api/v1/partners, the same
  // toV1Partner): pending on application.created, approved with its link and code on partner.joined.
  ApplicationSubmitted: async (d) => ({
    type: 'application.created',
    brandId: d.brandId,
    data: await partnerData(d.brandId, d.creatorId, d.productId),
  }),
  ApplicationApproved: async (d) => ({
    type: 'partner.joined',
    brandId: d.brandId,
    data: await partnerData(d.brandId, d.creatorId, d.productId),
  }),
};

export const webhookPayloadOf = async <N extends WebhookSource>(
  name: N,
  detail: EventDetail<N>,
): Promise<WebhookPayload> =>
  (mappers[name] as (detail: EventDetail<N>) => Promise<WebhookPayload> | WebhookPayload)(detail);

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

/** The sale a test event of each sale type shows (the ledger's sample, through the same toSaleView). */
const sampleSaleState = {
  'sale.created': 'attributed',
  'sale.reversed': 'reversed',
  'commission.held': 'held',
} as const;

/**
 * Issue 31, Send test event: a realistic payload of the type for the brand, with exactly the fields a real
 * one has. Sale types: the ledger's sample sale through the API's serializer. The others: the event
 * catalogue's example of the domain event (schema-checked there) with the brand's id, through the same
 * mapper as a real event.
 */
export const samplePayloadOf = async (type: WebhookEventType, brandId: string): Promise<WebhookPayload> => {
  if (type === 'invoice.issued' || type === 'invoice.paid')
    return { type, brandId, data: sampleInvoiceObject(brandId, type === 'invoice.paid') };
  if (type === 'application.created' || type === 'partner.joined')
    return { type, brandId, data: sampleV1Partner(brandId, type === 'partner.joined') };
  if (type in sampleSaleState)
    return {
      type,
      brandId,
      data: sampleSaleObject(brandId, sampleSaleState[type as keyof typeof sampleSaleState]),
    };
  const source = sourceOfType[type];
  const payload = await webhookPayloadOf(source, { ...catalogue[source].example, brandId } as never);
  if (payload.type !== type)
    throw new Error(`samplePayloadOf: ${source} maps to ${payload.type}, not ${type}`);
  return payload;
};
