/** No Shopify app credentials in this environment (e.g. deployed without a Shopify app). */
export class ShopifyNotConfiguredError extends Error {
  override readonly name = 'ShopifyNotConfiguredError';
  constructor() {
    super('Shopify is not configured: set SHOPIFY_API_KEY, SHOPIFY_API_SECRET and SHOPIFY_APP_URL');
  }
}

/**
 * Why a store connection failed, so a handler can choose the copy it shows:
 * - invalid_shop: not a *.myshopify.com domain;
 * - invalid_callback: bad or missing HMAC, state or state cookie (tampered, replayed, expired, or the
 *   merchant cancelled);
 * - token_exchange_failed: the store refused the authorization code (used, expired) or did not answer;
 * - token_rejected: the store no longer accepts a stored access token (app uninstalled): reconnect.
 */
export type ShopifyAuthFailure =
  | 'invalid_shop'
  | 'invalid_callback'
  | 'token_exchange_failed'
  | 'token_rejected';

export class ShopifyAuthError extends Error {
  override readonly name = 'ShopifyAuthError';
  constructor(
    message: string,
    readonly reason: ShopifyAuthFailure = 'invalid_callback',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A Shopify field error returned by a mutation (e.g. a discount code that is already taken). */
export interface ShopifyUserErrorDetail {
  field: string[] | null;
  code: string | null;
  message: string;
}

/** A mutation was refused with userErrors; `code` is the first error's code, e.g. 'TAKEN'. */
export class ShopifyUserError extends Error {
  override readonly name = 'ShopifyUserError';
  readonly code: string | null;
  constructor(readonly userErrors: ShopifyUserErrorDetail[]) {
    super(userErrors.map((error) => error.message).join('; ') || 'Shopify refused the request');
    this.code = userErrors[0]?.code ?? null;
  }
}
