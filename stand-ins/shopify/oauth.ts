/**
 * The demo store's side of Shopify OAuth (authorization code grant):
 * - GET  /{shop}/admin/oauth/authorize  → the install page (client_id must be the app's key);
 * - POST /{shop}/admin/oauth/authorize  → 'Install app' redirects to redirect_uri with a signed code,
 *   'Cancel' shows a page saying nothing was installed;
 * - POST /{shop}/admin/oauth/access_token → { access_token, scope } for a valid, unused, fresh code.
 * The callback is signed exactly as Shopify signs it, so @shopify/shopify-api's own verification runs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../infra/local/http-util';
import { errorPage, escapeHtml, page, sendHtml, sendJson, shopDisplayName } from './html';
import type { DemoState } from './state';

export interface OAuthContext {
  apiKey: string;
  apiSecret: string;
  /** Where redirect_uri may point (the app's origin), like the allowed redirection URLs of a real app. */
  appOrigin: string;
  /** The demo store's own origin, to refuse install forms posted from other sites. */
  storeOrigin: string;
  state: DemoState;
}

const APP_NAME = 'Affiliate Marketplace';

const scopeDescriptions: Record<string, string> = {
  read_products: 'View products, variants and collections',
  write_products: 'View and edit products, variants and collections',
  read_discounts: 'View discounts',
  write_discounts: 'View, create and edit discounts and discount codes',
  read_orders: 'View orders, transactions and fulfillments',
};

/**
 * Shopify's OAuth HMAC: hex HMAC-SHA256, keyed with the app secret, over the query's parameters without
 * `hmac` (and `signature`), sorted by key and joined as URL-encoded key=value pairs with '&' (spaces as
 * %20) — the form @shopify/shopify-api's validateHmac recomputes.
 */
export const oauthHmacMessage = (params: Record<string, string>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([key]) => key !== 'hmac' && key !== 'signature')
      .sort(([a], [b]) => a.localeCompare(b)),
  )
    .toString()
    .replace(/\+/g, '%20');

export const signOAuthQuery = (params: Record<string, string>, secret: string): string =>
  createHmac('sha256', secret).update(oauthHmacMessage(params)).digest('hex');

/** The `host` parameter: base64 of the shop's admin URL, without padding, as Shopify sends it. */
export const adminHost = (shop: string): string =>
  Buffer.from(`admin.shopify.com/store/${shop.replace(/\.myshopify\.com$/, '')}`)
    .toString('base64')
    .replace(/=+$/, '');

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

interface AuthorizeRequest {
  clientId: string;
  scope: string;
  redirectUri: URL;
  state: string;
  grantOptions: string;
}

/** Checks an authorize request like Shopify does; a string is the error to show instead. */
const parseAuthorize = (params: URLSearchParams, ctx: OAuthContext): AuthorizeRequest | string => {
  const clientId = params.get('client_id') ?? '';
  if (!clientId || !safeEqual(clientId, ctx.apiKey)) {
    return `Oauth error invalid_request: Could not find Shopify API application with api_key ${clientId || '(none)'}`;
  }
  const state = params.get('state');
  if (!state) return 'Oauth error invalid_request: The state parameter is missing';
  let redirectUri: URL;
  try {
    redirectUri = new URL(params.get('redirect_uri') ?? '');
  } catch {
    return 'Oauth error invalid_request: The redirect_uri is missing or not a URL';
  }
  if (redirectUri.origin !== ctx.appOrigin) {
    return 'Oauth error invalid_request: The redirect_uri is not whitelisted';
  }
  return {
    clientId,
    scope: params.get('scope') ?? '',
    redirectUri,
    state,
    grantOptions: params.get('grant_options[]') ?? '',
  };
};

const installPage = (shop: string, request: AuthorizeRequest): string => {
  const scopes = request.scope.split(',').filter(Boolean);
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  const name = shopDisplayName(shop);
  return page(
    `Install ${APP_NAME}`,
    `<section class="card narrow" aria-labelledby="install-title">
      <div class="store"><div class="logo" aria-hidden="true">${escapeHtml(name.charAt(0) || 'S')}</div>
        <div><strong>${escapeHtml(name)}</strong><div class="muted">${escapeHtml(shop)}</div></div></div>
      <h1 id="install-title">Install ${APP_NAME} on ${escapeHtml(shop)}?</h1>
      <p class="muted">${APP_NAME} is asking for access to this store:</p>
      <h2>This app will be able to</h2>
      <ul class="scopes">${
        scopes.length
          ? scopes
              .map(
                (scope) =>
                  `<li>${escapeHtml(scopeDescriptions[scope] ?? scope)} <span class="muted">(${escapeHtml(scope)})</span></li>`,
              )
              .join('')
          : '<li>Read basic store information</li>'
      }</ul>
      <p class="muted">This is the local demo store: installing creates a demo access token and changes nothing outside this machine.</p>
      <form method="post">
        ${hidden('client_id', request.clientId)}${hidden('scope', request.scope)}
        ${hidden('redirect_uri', request.redirectUri.href)}${hidden('state', request.state)}
        ${hidden('grant_options[]', request.grantOptions)}
        <div class="actions">
          <button type="submit" name="decision" value="cancel">Cancel</button>
          <button type="submit" name="decision" value="install" class="primary">Install app</button>
        </div>
      </form>
    </section>`,
  );
};

const cancelledPage = (shop: string): string =>
  page(
    'Installation cancelled',
    `<section class="card narrow"><h1>Installation cancelled</h1>
      <p>${APP_NAME} was not installed on ${escapeHtml(shop)}, and no access was granted.</p>
      <p class="muted">You can close this window.</p>
      <div class="actions"><button type="button" onclick="window.close()">Close window</button></div>
    </section>`,
  );

/** Shopify appends the signed parameters to the app's redirect_uri. */
export const signedCallbackUrl = (
  redirectUri: URL,
  params: Record<string, string>,
  secret: string,
): string => {
  const url = new URL(redirectUri.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.delete('hmac');
  const all = Object.fromEntries(url.searchParams.entries());
  url.searchParams.set('hmac', signOAuthQuery(all, secret));
  return url.href;
};

export const handleAuthorize = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  query: URLSearchParams,
  ctx: OAuthContext,
): Promise<void> => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const request = parseAuthorize(query, ctx);
    if (typeof request === 'string') return errorPage(res, 400, 'This app cannot be installed', request);
    return sendHtml(res, 200, installPage(shop, request), {
      // The install page must not be framed by another site (clickjacking the Install button).
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    });
  }
  if (req.method !== 'POST') return errorPage(res, 405, 'Method not allowed', 'Use GET or POST.');
  const origin = req.headers.origin;
  if (origin && origin !== ctx.storeOrigin) {
    return errorPage(res, 403, 'Request refused', 'The install form was posted from another site.');
  }
  const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
  const request = parseAuthorize(form, ctx);
  if (typeof request === 'string') return errorPage(res, 400, 'This app cannot be installed', request);
  if (form.get('decision') !== 'install') return sendHtml(res, 200, cancelledPage(shop));

  const code = ctx.state.issueCode(shop, request.clientId, request.scope);
  const location = signedCallbackUrl(
    request.redirectUri,
    {
      code,
      host: adminHost(shop),
      shop,
      state: request.state,
      timestamp: String(Math.floor(Date.now() / 1000)),
    },
    ctx.apiSecret,
  );
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
};

const parseTokenRequest = (req: IncomingMessage, body: string): Record<string, string> => {
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value ?? '')]));
  }
  return Object.fromEntries(new URLSearchParams(body).entries());
};

export const handleAccessToken = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  ctx: OAuthContext,
): Promise<void> => {
  if (req.method !== 'POST') return sendJson(res, 405, { errors: 'Method not allowed' });
  let params: Record<string, string>;
  try {
    params = parseTokenRequest(req, (await readBody(req, 64 * 1024)).toString('utf8'));
  } catch {
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description: 'The request body is not valid',
    });
  }
  const clientId = params.client_id ?? '';
  const clientSecret = params.client_secret ?? '';
  if (!safeEqual(clientId, ctx.apiKey) || !safeEqual(clientSecret, ctx.apiSecret)) {
    return sendJson(res, 401, {
      error: 'invalid_client',
      error_description: 'Oauth error invalid_client: The client credentials are invalid',
    });
  }
  const grant = params.code ? ctx.state.redeemCode(params.code, shop, clientId) : undefined;
  if (!grant) {
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description:
        'Oauth error invalid_request: The authorization code was not found or was already used',
    });
  }
  // Offline, non-expiring token (the `expiring` and per-user grant options are not modelled).
  sendJson(
    res,
    200,
    { access_token: ctx.state.issueToken(shop, grant.scope), scope: grant.scope },
    {
      'cache-control': 'no-store',
    },
  );
};
