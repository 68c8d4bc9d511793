import { request } from './admin-api';
import { shopifyEnv } from './env';
import { ShopifyUserError, type ShopifyUserErrorDetail } from './errors';
import type { ShopifyConnection } from './types';

/**
 * The shop-specific webhooks the app needs, subscribed on connection (GraphQL enum names; Shopify sends
 * them as orders/paid, refunds/create, orders/cancelled, app/uninstalled). The mandatory compliance
 * topics (customers/data_request, customers/redact, shop/redact) cannot be subscribed through the API:
 * on real Shopify they are set in the app's configuration (shopify.app.toml, [webhooks] compliance_topics),
 * pointing at the same endpoint, which answers them.
 */
export const SHOP_WEBHOOK_TOPICS = [
  'ORDERS_PAID',
  'REFUNDS_CREATE',
  'ORDERS_CANCELLED',
  'APP_UNINSTALLED',
] as const;
export type ShopWebhookTopic = (typeof SHOP_WEBHOOK_TOPICS)[number];

/** Where Shopify delivers: the app's public URL (SHOPIFY_APP_URL) + the webhook route. */
export const WEBHOOK_PATH = '/api/webhooks/shopify';
export const webhookCallbackUrl = (): string => new URL(WEBHOOK_PATH, shopifyEnv().appUrl).href;

const WEBHOOK_SUBSCRIPTION_CREATE = `#graphql
mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

interface WebhookSubscriptionCreateData {
  webhookSubscriptionCreate: {
    webhookSubscription: { id: string; topic: string; uri: string } | null;
    userErrors: ShopifyUserErrorDetail[];
  };
}

/** The mutation's variables: `uri` (callbackUrl is deprecated in current Admin API versions), JSON bodies. */
export const webhookSubscriptionVariables = (topic: ShopWebhookTopic, uri: string) => ({
  topic,
  webhookSubscription: { uri, format: 'JSON' },
});

/**
 * Shopify keeps one subscription per shop, topic and address and refuses a second with this userError
 * (it has no code): the subscription we want exists, which is success.
 */
const ALREADY_SUBSCRIBED = /address for this topic has already been taken/i;

/**
 * Subscribes the shop to every topic of SHOP_WEBHOOK_TOPICS at `uri`. Idempotent: a topic already
 * subscribed to this address counts as done, so a repeated event (or a reconnection) creates nothing
 * twice. Any other userError is a ShopifyUserError; a rejected token a ShopifyAuthError.
 */
export async function subscribeShopToWebhooks(
  conn: ShopifyConnection,
  uri = webhookCallbackUrl(),
): Promise<{ created: ShopWebhookTopic[]; existing: ShopWebhookTopic[] }> {
  const created: ShopWebhookTopic[] = [];
  const existing: ShopWebhookTopic[] = [];
  // One at a time: four small calls, and the Admin API's rate limit is per shop.
  for (const topic of SHOP_WEBHOOK_TOPICS) {
    const data = await request<WebhookSubscriptionCreateData>(
      conn,
      WEBHOOK_SUBSCRIPTION_CREATE,
      webhookSubscriptionVariables(topic, uri),
    );
    const { webhookSubscription, userErrors } = data.webhookSubscriptionCreate;
    if (userErrors.length && userErrors.every((error) => ALREADY_SUBSCRIBED.test(error.message))) {
      existing.push(topic);
    } else if (userErrors.length || !webhookSubscription) {
      throw new ShopifyUserError(userErrors);
    } else {
      created.push(topic);
    }
  }
  return { created, existing };
}
