/**
 * The store: a brand hears when its Shopify store stops sending orders, because the app was uninstalled
 * or because Shopify refused the order webhooks. The locked store category: always its own e-mail.
 */
import { getBrand } from '../../catalogue';
import { defineKind } from './kind';
import type { NoticeSources } from './source';

const reconnect = { label: 'Reconnect your store', path: '/brand/account' };

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
};
