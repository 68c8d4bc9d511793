/**
 * The Shopify access scopes the app asks for at install, derived from what it uses. One list: the
 * install (client.ts), the check of a store's granted scopes (a brand's store card asks to reconnect when
 * one is missing) and the README's deploy section all follow it. No imports: the brand entity reads it.
 *
 * Every Admin API call the app makes, with the scope Shopify requires for it (null: none):
 */
export const ADMIN_API_SCOPES = {
  // Product import (functions/brand-products): how many ACTIVE products, then pages of them.
  ProductsCount: 'read_products',
  Products: 'read_products',
  // Approved discount codes are created in the brand's store (functions/discount-codes).
  DiscountCodeBasicCreate: 'write_discounts',
  // Issue 36, leaked codes: a code's discount found by its text (read_discounts, which write_discounts
  // includes), deactivated after a rotation's grace period, or limited to one use per customer.
  CodeDiscountNodeByCode: 'write_discounts',
  DiscountCodeDeactivate: 'write_discounts',
  DiscountCodeBasicUpdate: 'write_discounts',
  // The store's name and currency, read when it connects: basic shop information needs no scope.
  ShopDetails: null,
  // The app's own webhook subscriptions need no scope of their own; each topic needs its scope (below).
  WebhookSubscriptionCreate: null,
  // A redeemed sample becomes a $0 order in the brand's store (functions/credits, draft-orders.ts): the
  // product's variant, the draft's lookup by tag (read_draft_orders, which write_draft_orders includes),
  // its creation and its completion.
  ProductFirstVariant: 'read_products',
  DraftOrdersByTag: 'write_draft_orders',
  DraftOrderCreate: 'write_draft_orders',
  DraftOrderComplete: 'write_draft_orders',
} as const satisfies Record<string, string | null>;

/**
 * Every webhook topic the app subscribes each shop to (webhook-subscriptions.ts), with the scope Shopify
 * requires for it (WebhookSubscriptionTopic reference). Orders reach the app only through the first three:
 * without read_orders Shopify refuses their subscriptions and sends no orders at all. Reading orders
 * also needs Shopify's protected customer data approval for the app (README, deploy).
 * The compliance topics (customers/data_request, customers/redact, shop/redact) need no scope and are
 * configured in the app, not subscribed.
 */
export const WEBHOOK_TOPIC_SCOPES = {
  ORDERS_PAID: 'read_orders',
  REFUNDS_CREATE: 'read_orders',
  ORDERS_CANCELLED: 'read_orders',
  APP_UNINSTALLED: null,
  // A sample's store order shipped, with its tracking (functions/credits).
  FULFILLMENTS_CREATE: 'read_fulfillments',
} as const satisfies Record<string, string | null>;

/** What the install asks for: every scope named above, once, in order of first use. */
export const SHOPIFY_SCOPES: readonly string[] = [
  ...new Set(
    [...Object.values(ADMIN_API_SCOPES), ...Object.values(WEBHOOK_TOPIC_SCOPES)].filter(
      (scope): scope is NonNullable<typeof scope> => scope !== null,
    ),
  ),
];

/**
 * What the app asked for before read_orders was added. Stores connected then have no granted scopes on
 * record; Shopify granted them exactly this list (an install grants all it is asked for, or nothing).
 */
export const SCOPES_GRANTED_BEFORE_RECORDING = 'read_products,write_discounts';

/** Shopify's comma-separated scope list → its scopes. */
const parseScopes = (granted: string): string[] =>
  granted
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);

/**
 * The scopes of SHOPIFY_SCOPES a store has not granted; write_x includes read_x, as on Shopify.
 * `granted` undefined: connected before scopes were recorded (SCOPES_GRANTED_BEFORE_RECORDING).
 */
export const missingShopifyScopes = (granted: string | undefined): string[] => {
  const scopes = parseScopes(granted ?? SCOPES_GRANTED_BEFORE_RECORDING);
  return SHOPIFY_SCOPES.filter(
    (needed) => !scopes.includes(needed) && !scopes.includes(needed.replace(/^read_/, 'write_')),
  );
};
