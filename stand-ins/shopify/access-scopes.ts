/**
 * Shopify's access-scope rules, as the demo store enforces them (Shopify's side, not the app's list:
 * the app's own list is functions/integrations/shopify/scopes.ts, and a test checks the two agree).
 *
 * - The scopes granted at install are carried by the access token (state.ts records them with it).
 * - An Admin GraphQL field needing a scope the token lacks answers HTTP 200 with a GraphQL error whose
 *   `extensions.code` is ACCESS_DENIED and `data: null` (Shopify's format since 2020-07/2022-01:
 *   "Access denied for <field> field. Required access: `<scope>` access scope.").
 * - A webhook subscription for a topic whose scope the token lacks is refused as a userError of
 *   webhookSubscriptionCreate, nothing is created (Shopify's WebhookSubscriptionTopic reference:
 *   "Requires the read_orders scope" for orders and refunds topics, read_fulfillments for fulfillments
 *   topics, read_products for products topics;
 *   app/uninstalled and the compliance topics need none).
 * - write_x includes read_x, as on Shopify.
 */

/** The scope each Admin GraphQL root field the demo store answers needs; null: none. */
export const FIELD_SCOPES: Record<string, string | null> = {
  productsCount: 'read_products',
  products: 'read_products',
  discountCodeBasicCreate: 'write_discounts',
  codeDiscountNodeByCode: 'read_discounts',
  discountCodeDeactivate: 'write_discounts',
  discountCodeBasicUpdate: 'write_discounts',
  product: 'read_products',
  draftOrders: 'read_draft_orders',
  draftOrderCreate: 'write_draft_orders',
  draftOrderComplete: 'write_draft_orders',
  // Basic shop information and the app's own webhook subscriptions need no scope.
  shop: null,
  webhookSubscriptionCreate: null,
  webhookSubscriptions: null,
  webhookSubscriptionDelete: null,
};

/** Shopify's topic → scope table for the topics the demo store knows (GraphQL enum names). */
export const TOPIC_SCOPES: Record<string, string | null> = {
  ORDERS_CREATE: 'read_orders',
  ORDERS_PAID: 'read_orders',
  ORDERS_CANCELLED: 'read_orders',
  ORDERS_UPDATED: 'read_orders',
  ORDERS_FULFILLED: 'read_orders',
  ORDERS_DELETE: 'read_orders',
  REFUNDS_CREATE: 'read_orders',
  FULFILLMENTS_CREATE: 'read_fulfillments',
  FULFILLMENTS_UPDATE: 'read_fulfillments',
  PRODUCTS_CREATE: 'read_products',
  PRODUCTS_UPDATE: 'read_products',
  PRODUCTS_DELETE: 'read_products',
  APP_UNINSTALLED: null,
  // Compliance topics: configured in the app, never gated by a scope.
  CUSTOMERS_DATA_REQUEST: null,
  CUSTOMERS_REDACT: null,
  SHOP_REDACT: null,
};

export const grantedScopes = (granted: string): string[] =>
  granted
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);

/** Whether `granted` (Shopify's comma-separated form) includes `needed`; write_x includes read_x. */
export const hasScope = (granted: string, needed: string | null): boolean => {
  if (!needed) return true;
  const scopes = grantedScopes(granted);
  return scopes.includes(needed) || scopes.includes(needed.replace(/^read_/, 'write_'));
};

/** The documentation link Shopify puts in an ACCESS_DENIED error. */
const ACCESS_SCOPES_DOCS = 'https://shopify.dev/api/usage/access-scopes';

/** Shopify's answer to a field the token has no scope for (sent with HTTP 200). */
export const accessDenied = (field: string, scope: string) => ({
  data: null,
  errors: [
    {
      message: `Access denied for ${field} field. Required access: \`${scope}\` access scope.`,
      path: [field],
      extensions: {
        code: 'ACCESS_DENIED',
        documentation: ACCESS_SCOPES_DOCS,
        requiredAccess: `\`${scope}\` access scope.`,
      },
    },
  ],
});

/** The userError of webhookSubscriptionCreate for a topic the token has no scope for. */
export const topicAccessDeniedMessage = (topicRestName: string, scope: string): string =>
  `Access denied for topic ${topicRestName}. Required access: \`${scope}\` access scope.`;
