import {
  BotActivityDetected,
  CookieNotFound,
  InvalidHmacError,
  InvalidOAuthError,
  InvalidShopError,
  SafeCompareError,
} from '@shopify/shopify-api';
import { shopify } from './client';
import { toDemoStoreUrl } from './demo-store';
import { ShopifyAuthError, ShopifyNotConfiguredError } from './errors';
import { normalizeShopDomain } from './shop-domain';
import type { ShopifyConnection } from './types';

const callbackCheckErrors = [
  InvalidOAuthError,
  CookieNotFound,
  InvalidHmacError,
  InvalidShopError,
  SafeCompareError,
  BotActivityDetected,
];

/**
 * Starts OAuth: a 302 to the shop's authorize page carrying the library's signed state cookie
 * (`shopify_app_state` + `.sig`, Path = callbackPath, valid 60 s). In demo mode the Location points at
 * the demo store. Offline access: the token outlives the merchant's session (imports, discount codes).
 * The library answers 410 (no redirect) when the User-Agent looks like a bot — including
 * HeadlessChrome and Node's fetch ('node'): browser tests must set an ordinary browser user agent.
 */
export async function beginShopifyAuth(input: {
  shop: string;
  callbackPath: string;
  request: Request;
}): Promise<Response> {
  const shop = normalizeShopDomain(input.shop);
  if (!shop) throw new ShopifyAuthError(`Not a Shopify store: ${input.shop}`, 'invalid_shop');
  const response: Response = await shopify().auth.begin({
    shop,
    callbackPath: input.callbackPath,
    isOnline: false,
    rawRequest: input.request,
  });
  const location = response.headers.get('location');
  if (!location) return response; // the 410 for a bot: nothing to rewrite
  const headers = new Headers(response.headers);
  headers.set('location', toDemoStoreUrl(location));
  return new Response(null, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Finishes OAuth on the callback request: the library checks the HMAC (and its timestamp), that
 * `state` matches the signed state cookie, then exchanges the code. Any failure is a
 * ShopifyAuthError; nothing is written here, so a forged callback changes nothing.
 */
export async function completeShopifyAuth(request: Request): Promise<ShopifyConnection> {
  const shop = normalizeShopDomain(new URL(request.url).searchParams.get('shop') ?? '');
  if (!shop) throw new ShopifyAuthError('The callback names no valid shop', 'invalid_shop');
  const client = shopify(); // outside the try: "not configured" must not read as a bad callback
  try {
    const { session } = await client.auth.callback({ rawRequest: request });
    if (!session.accessToken) throw new Error('The store returned no access token');
    return { shop: session.shop, accessToken: session.accessToken, scope: session.scope ?? '' };
  } catch (error) {
    if (error instanceof ShopifyNotConfiguredError) throw error;
    // The library's own checks (HMAC, timestamp, state, cookie, bot) vs. the store refusing the code.
    const reason = callbackCheckErrors.some((type) => error instanceof type)
      ? 'invalid_callback'
      : 'token_exchange_failed';
    throw new ShopifyAuthError(
      `Store connection failed: ${error instanceof Error ? error.message : String(error)}`,
      reason,
      { cause: error },
    );
  }
}
