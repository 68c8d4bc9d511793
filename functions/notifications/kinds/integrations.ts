/**
 * The store: a brand hears when its Shopify store stops sending orders, because the app was uninstalled
 * or because Shopify refused the order webhooks, and (issue 22) when the marketplace turned off one of its
 * outgoing webhook endpoints after three days of failures. The locked store category: always its own
 * e-mail (its systems stop hearing about sales until the brand acts). Each is for the members who may
 * act on it (issue 35): the store, the API's webhooks and customers' data are the brand's settings.
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { rolesFor } from '../../../contracts/brand-roles';
import { type CustomerOrder, customerOrdersOf } from '../../ledger';
import { defineBrandKind } from './brands';
import type { NoticeSources } from './source';

const reconnect = { label: 'Reconnect your store', path: '/brand/account' };
const developers = { label: 'Open Developers', path: '/brand/account?tab=developers' };

/** "Dec 3, 2026" (UTC), with the year: an e-mail read later still says when. */
const day = (iso: string | number | null): string => format(new UTCDate(String(iso)), 'MMM d, yyyy');

/** Shopify's topic names in words: ORDERS_PAID → "paid orders". */
const topicNames: Record<string, string> = {
  ORDERS_PAID: 'paid orders',
  REFUNDS_CREATE: 'refunds',
  ORDERS_CANCELLED: 'cancellations',
  APP_UNINSTALLED: 'uninstalls',
};

/** One order of a data request in words: its name and id, day, amount, the e-mail kept, the creator, status. */
const orderInWords = (order: CustomerOrder): string =>
  `${order.order_name} (order ${order.order_id}), ${day(order.created_at)}: ${(order.sale_cents / 100).toFixed(2)} ${order.currency} in commissionable sales, e-mail ${order.customer_email ?? 'none kept'}, ${order.creator_username ? `through @${order.creator_username}` : 'no creator'}, ${order.status}`;

const listed = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const topicsInWords = (topics: string | number | null): string =>
  listed(
    String(topics ?? '')
      .split(',')
      .filter(Boolean)
      .map((topic) => topicNames[topic] ?? topic.toLowerCase().replace(/_/g, ' ')),
  );

export const integrationKinds = {
  store_disconnected: defineBrandKind(rolesFor.settings, {
    category: 'store',
    email: 'now',
    title: (p) => `Your store ${p.shop} was disconnected`,
    body: (p) =>
      `Our app was uninstalled from ${p.shop}, so new orders are no longer tracked and your creators' links stop earning.`,
    details: () => [
      'Reconnect your store on Account & Billing to track sales again. Orders placed while it was disconnected are not counted.',
    ],
    action: () => reconnect,
    digestLine: (p) => `${p.shop} was disconnected`,
    example: { shop: 'glow-botanics.myshopify.com' },
  }),
  store_webhooks_failing: defineBrandKind(rolesFor.settings, {
    category: 'store',
    email: 'now',
    title: (p) => `${p.shop} is not sending us its orders`,
    body: (p) =>
      `Shopify refused to send us ${topicsInWords(p.topics)} because your store has not given the app access to them. Until you reconnect, sales through your creators are not tracked.`,
    details: () => [
      'Reconnect your store on Account & Billing and approve the access Shopify asks for: the order updates then start at once.',
    ],
    action: () => reconnect,
    digestLine: (p) => `${p.shop} is not sending ${topicsInWords(p.topics)}`,
    example: { shop: 'glow-botanics.myshopify.com', topics: 'ORDERS_CANCELLED,ORDERS_PAID,REFUNDS_CREATE' },
  }),
  webhook_endpoint_disabled: defineBrandKind(rolesFor.settings, {
    category: 'store',
    email: 'now',
    title: () => 'We turned off one of your webhook endpoints',
    body: (p) =>
      `Every delivery to ${p.url} has failed since ${day(p.failingSince)}, so we turned it off on ${day(p.disabledAt)}. Your systems receive no events through it until you turn it back on.`,
    details: () => [
      'Check that the endpoint answers our POSTs with a 2xx status, then turn it back on under Account & Billing → Developers → Webhooks. Deliveries that failed meanwhile are in its log: send any of them again with Replay.',
    ],
    action: () => developers,
    digestLine: (p) => `Webhook endpoint ${p.url} turned off`,
    example: {
      url: 'https://erp.glow-botanics.example/hooks/marketplace',
      failingSince: '2026-11-30T09:12:00.000Z',
      disabledAt: '2026-12-03T09:13:00.000Z',
    },
  }),
  // Issue 35: Shopify's customers/data_request, answered to the brand with what the product holds.
  customer_data_request: defineBrandKind(rolesFor.settings, {
    category: 'store',
    email: 'now',
    title: (p) => `Customer data request from ${p.shop}`,
    body: (p) =>
      Number(p.count) === 0
        ? `Shopify passed on a request for the data we hold about ${p.customer}. We hold nothing about them: none of your orders we recorded carries their e-mail or the orders named.`
        : `Shopify passed on a request for the data we hold about ${p.customer}. We hold ${p.count} of your orders for them; each is listed below, all we keep about the customer. Send it to them to answer the request.`,
    details: (p) => [
      ...String(p.orders ?? '')
        .split('\n')
        .filter(Boolean),
      `Shopify's request: ${p.requestId ?? 'no id given'}. We keep no name, address or phone of your customers; an order's e-mail is kept for your Sales view and self-referral checks until Shopify asks us to erase it.`,
    ],
    action: () => ({ label: 'Open Sales', path: '/brand/sales' }),
    digestLine: (p) => `Customer data request from ${p.shop}`,
    example: {
      shop: 'glow-botanics.myshopify.com',
      customer: 'shopper@example.com',
      requestId: '9999',
      count: 1,
      orders:
        '#1001 (order 820982911946154508), Nov 20, 2026: 96.00 USD in commissionable sales, e-mail shopper@example.com, through @ava, attributed',
    },
  }),
} as const;

export const integrationSources: NoticeSources = {
  StoreDisconnected: async (d) => [
    { kind: 'store_disconnected', brandId: d.brandId, props: { shop: d.shopDomain } },
  ],
  StoreWebhooksFailing: async (d) => [
    {
      kind: 'store_webhooks_failing',
      brandId: d.brandId,
      props: { shop: d.shopDomain, topics: d.topics.join(',') },
    },
  ],
  ShopifyCustomerDataRequested: async (d) => {
    if (!d.brandId) return [];
    const orders = await customerOrdersOf(d, d.brandId);
    return [
      {
        kind: 'customer_data_request',
        brandId: d.brandId,
        props: {
          shop: d.shopDomain,
          customer: d.customerEmail ?? `the customer of orders ${d.orderIds.join(', ') || '(none named)'}`,
          requestId: d.dataRequestId,
          count: orders.length,
          orders: orders.map(orderInWords).join('\n'),
        },
      },
    ];
  },
  WebhookEndpointDisabled: async (d) => [
    {
      kind: 'webhook_endpoint_disabled',
      brandId: d.brandId,
      props: { url: d.url, failingSince: d.failingSince, disabledAt: d.disabledAt },
    },
  ],
};
