/**
 * The store: a brand hears when its Shopify store stops sending orders, because the app was uninstalled
 * or because Shopify refused the order webhooks, and (issue 22) when the marketplace turned off one of its
 * outgoing webhook endpoints after three days of failures. The locked store category: always its own
 * e-mail (its systems stop hearing about sales until the brand acts).
 */
import { UTCDate } from '@date-fns/utc';
import { format } from 'date-fns';
import { getBrand } from '../../catalogue';
import { defineKind } from './kind';
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
  store_disconnected: defineKind({
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
  store_webhooks_failing: defineKind({
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
  webhook_endpoint_disabled: defineKind({
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
} as const;

export const integrationSources: NoticeSources = {
  StoreDisconnected: async (d) => {
    const userId = (await getBrand(d.brandId))?.user_id;
    return userId ? [{ kind: 'store_disconnected', userId, props: { shop: d.shopDomain } }] : [];
  },
  StoreWebhooksFailing: async (d) => {
    const userId = (await getBrand(d.brandId))?.user_id;
    return userId
      ? [
          {
            kind: 'store_webhooks_failing',
            userId,
            props: { shop: d.shopDomain, topics: d.topics.join(',') },
          },
        ]
      : [];
  },
  WebhookEndpointDisabled: async (d) => {
    const userId = (await getBrand(d.brandId))?.user_id;
    return userId
      ? [
          {
            kind: 'webhook_endpoint_disabled',
            userId,
            props: { url: d.url, failingSince: d.failingSince, disabledAt: d.disabledAt },
          },
        ]
      : [];
  },
};
