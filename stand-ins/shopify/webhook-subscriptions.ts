/**
 * The Admin GraphQL webhook subscription operations, per shop, in Shopify's current shape:
 *   webhookSubscriptionCreate(topic, webhookSubscription: {callbackUrl | uri, format})
 *       → { webhookSubscription { id topic format uri endpoint { ... on WebhookHttpEndpoint { callbackUrl } } }
 *           userErrors { field message } }
 *   webhookSubscriptions(first, topics?)   → edges/nodes + pageInfo (oldest first)
 *   webhookSubscriptionDelete(id)          → { deletedWebhookSubscriptionId, userErrors }
 * Like Shopify, one address per (shop, topic): a second create for it is the userError
 * "Address for this topic has already been taken"; a topic whose access scope the token lacks (orders/*
 * and refunds/create need read_orders) is a userError and creates nothing. Chosen by the root field in the query (whatever the
 * operation is named); arguments are read from the variables.
 */
import { hasScope, TOPIC_SCOPES, topicAccessDeniedMessage } from './access-scopes';
import type { DemoState, DemoWebhookSubscription } from './state';
import { type WebhookTopicEnum, webhookTopics } from './webhook-delivery';

type Outcome = { data: Record<string, unknown> } | { errors: { message: string }[] };

export const webhookOperation = (query: string | undefined): 'create' | 'list' | 'delete' | undefined => {
  if (/\bwebhookSubscriptionCreate\s*\(/.test(query ?? '')) return 'create';
  if (/\bwebhookSubscriptionDelete\s*\(/.test(query ?? '')) return 'delete';
  if (/\bwebhookSubscriptions\s*[({]/.test(query ?? '')) return 'list';
  return undefined;
};

const node = (subscription: DemoWebhookSubscription) => ({
  id: subscription.id,
  topic: subscription.topic,
  format: 'JSON',
  createdAt: subscription.createdAt,
  updatedAt: subscription.createdAt,
  apiVersion: { handle: subscription.apiVersion },
  uri: subscription.callbackUrl,
  callbackUrl: subscription.callbackUrl,
  endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: subscription.callbackUrl },
});

const isTopic = (value: unknown): value is WebhookTopicEnum =>
  typeof value === 'string' && Object.hasOwn(webhookTopics, value);

const invalidVariable = (name: string, type: string, value: unknown): Outcome => ({
  errors: [
    { message: `Variable $${name} of type ${type} was provided invalid value (${JSON.stringify(value)})` },
  ],
});

const validAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    // Shopify wants https; the local cloud is plain http on loopback, so both are accepted here.
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export const createSubscription = (
  state: DemoState,
  shop: string,
  apiVersion: string,
  variables: Record<string, unknown>,
  /** The scopes the request's access token carries (Shopify's comma-separated form). */
  grantedScope: string,
): Outcome => {
  const { topic } = variables;
  if (!isTopic(topic)) return invalidVariable('topic', 'WebhookSubscriptionTopic!', topic);
  const needed = TOPIC_SCOPES[topic] ?? null;
  if (needed && !hasScope(grantedScope, needed)) {
    const message = topicAccessDeniedMessage(webhookTopics[topic], needed);
    return {
      data: {
        webhookSubscriptionCreate: { webhookSubscription: null, userErrors: [{ field: ['topic'], message }] },
      },
    };
  }
  const input = (variables.webhookSubscription ?? {}) as { callbackUrl?: unknown; uri?: unknown };
  const address = typeof input.uri === 'string' ? input.uri : input.callbackUrl;
  const field = ['webhookSubscription', typeof input.uri === 'string' ? 'uri' : 'callbackUrl'];
  const fail = (message: string) => ({
    data: { webhookSubscriptionCreate: { webhookSubscription: null, userErrors: [{ field, message }] } },
  });
  if (typeof address !== 'string' || !validAddress(address)) return fail('Address is invalid');
  if (state.subscriptions(shop).some((s) => s.topic === topic && s.callbackUrl === address)) {
    return fail('Address for this topic has already been taken');
  }
  const subscription: DemoWebhookSubscription = {
    id: `gid://shopify/WebhookSubscription/${state.nextId('subscription')}`,
    topic,
    callbackUrl: address,
    apiVersion,
    createdAt: new Date().toISOString(),
  };
  state.addSubscription(shop, subscription);
  return { data: { webhookSubscriptionCreate: { webhookSubscription: node(subscription), userErrors: [] } } };
};

export const listSubscriptions = (
  state: DemoState,
  shop: string,
  variables: Record<string, unknown>,
): Outcome => {
  const { first, topics } = variables;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 250) {
    return { errors: [{ message: 'The first argument must be between 1 and 250.' }] };
  }
  const wanted = Array.isArray(topics) ? topics : undefined;
  const all = state.subscriptions(shop).filter((s) => !wanted || wanted.includes(s.topic));
  const page = all.slice(0, first);
  return {
    data: {
      webhookSubscriptions: {
        nodes: page.map(node),
        edges: page.map((subscription) => ({ cursor: subscription.id, node: node(subscription) })),
        pageInfo: {
          hasNextPage: all.length > page.length,
          hasPreviousPage: false,
          startCursor: page[0]?.id ?? null,
          endCursor: page.at(-1)?.id ?? null,
        },
      },
    },
  };
};

export const deleteSubscription = (
  state: DemoState,
  shop: string,
  variables: Record<string, unknown>,
): Outcome => {
  const id = variables.id;
  if (typeof id !== 'string') return invalidVariable('id', 'ID!', id);
  const deleted = state.deleteSubscription(shop, id);
  return {
    data: {
      webhookSubscriptionDelete: deleted
        ? { deletedWebhookSubscriptionId: id, userErrors: [] }
        : {
            deletedWebhookSubscriptionId: null,
            userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }],
          },
    },
  };
};
