import { request } from './admin-api';
import { shopifyEnv } from './env';
import { ShopifyUserError, type ShopifyUserErrorDetail } from './errors';
import { WEBHOOK_TOPIC_SCOPES } from './scopes';
import type { ShopifyConnection } from './types';

/**
 * The shop-specific webhooks the app needs, subscribed on connection (GraphQL enum names; Shopify sends
 * them as orders/paid, refunds/create, orders/cancelled, app/uninstalled). The mandatory compliance
 * topics (customers/data_request, customers/redact, shop/redact) cannot be subscribed through the API:
 * on real Shopify they are set in the app's configuration (shopify.app.toml, [webhooks] compliance_topics),
 * pointing at the same endpoint, which answers them.
 */
export type ShopWebhookTopic = keyof typeof WEBHOOK_TOPIC_SCOPES;
/** The topics with their scopes are listed once, in scopes.ts (the install asks for those scopes). */
export const SHOP_WEBHOOK_TOPICS = Object.keys(WEBHOOK_TOPIC_SCOPES) as ShopWebhookTopic[];

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
 * Shopify refuses a topic whose scope the store has not granted (or whose protected customer data the
 * app is not approved for) with a userError. Retrying cannot help: only the merchant re-authorising the
 * app can, which the brand's store card asks for. The other topics are still subscribed.
 */
const NOT_ALLOWED = /access denied|access scope|not approved|permission/i;

export interface WebhookSubscribeResult {
  created: ShopWebhookTopic[];
  existing: ShopWebhookTopic[];
  /** Topics Shopify refused for a missing scope or approval, with its message. */
  refused: { topic: ShopWebhookTopic; message: string }[];
}

/**
 * Subscribes the shop to every topic of SHOP_WEBHOOK_TOPICS at `uri`. Idempotent: a topic already
 * subscribed to this address counts as done, so a repeated event (or a reconnection) creates nothing
 * twice. A topic refused for a missing scope is reported in `refused` (a reconnection with the scope
 * subscribes it). Any other userError is a ShopifyUserError; a rejected token a ShopifyAuthError.
 */
export async function subscribeShopToWebhooks(
  conn: ShopifyConnection,
  uri = webhookCallbackUrl(),
): Promise<WebhookSubscribeResult> {
  const created: ShopWebhookTopic[] = [];
  const existing: ShopWebhookTopic[] = [];
  const refused: WebhookSubscribeResult['refused'] = [];
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
    } else if (userErrors.length && userErrors.every((error) => NOT_ALLOWED.test(error.message))) {
      refused.push({ topic, message: userErrors.map((error) => error.message).join('; ') });
    } else if (userErrors.length || !webhookSubscription) {
      throw new ShopifyUserError(userErrors);
    } else {
      created.push(topic);
    }
  }
  return { created, existing, refused };
}
