/**
 * The demo Shopify store (docs/architecture.md section 7), mounted by the local cloud under /__shopify/{shop}/...
 * It behaves like Shopify from the outside, for any *.myshopify.com shop (same catalogue, state per
 * shop), so the app's real @shopify/shopify-api code runs against it unchanged:
 *
 *   GET|POST /{shop}/admin/oauth/authorize             install page → signed redirect (oauth.ts)
 *   POST     /{shop}/admin/oauth/access_token          code → offline access token (oauth.ts)
 *   POST     /{shop}/admin/api/{version}/graphql.json  the Admin API operations we use (admin-graphql.ts)
 *   GET      /{shop}/cdn/products/{handle}.svg         generated product images (product-images.ts)
 *   GET      /{shop}/products/{handle}, /{shop}/       storefront pages with a Buy form (storefront.ts)
 *   POST     /{shop}/products/{handle}                 Buy → 303 to the order status page (storefront-checkout.ts)
 *   GET      /{shop}/orders/{token}                    order status page "Order #1001 placed"
 *   POST     /{shop}/checkout                          the same checkout as JSON, for tests and demos (checkout.ts)
 *   GET      /{shop}/admin/orders[.json]               the merchant's orders with Refund / Cancel (admin-orders.ts)
 *   POST     /{shop}/admin/orders/{id}/refunds|cancel  refund units / cancel → refunds/create, orders/cancelled
 *   POST     /{shop}/admin/orders/{id}/fulfillments    fulfil with carrier + tracking → fulfillments/create
 *   GET      /{shop}/__deliveries                      local-only: the shop's webhook deliveries and attempts
 *   GET|POST /{shop}/__settings                        local-only: the shop's currency (shop-settings.ts)
 *   POST     /__faults                                 local-only: fail a shop's product pages (faults.ts)
 *
 * The demo store takes orders: each delivers orders/paid (refunds and cancellations their topics) to the
 * shop's webhook subscriptions, signed and retried as Shopify does (webhook-delivery.ts).
 * State (codes, tokens, discount codes, subscriptions, orders, pending deliveries) persists in dataDir
 * (state.ts); deliveries left pending by a previous run resume at start.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHOPIFY_SCOPES } from '../../functions/integrations';
import { handleAdminGraphql } from './admin-graphql';
import { handleAdminOrders, handleOrderAction, handleOrdersJson } from './admin-orders';
import { handleJsonCheckout } from './checkout';
import { handleFaults } from './faults';
import { errorPage, sendJson } from './html';
import { handleAccessToken, handleAuthorize } from './oauth';
import { handleProductImage } from './product-images';
import { refuseCrossSite } from './request-body';
import { handleShopSettings } from './shop-settings';
import { createDemoState } from './state';
import { handleProductPage, handleStoreHome } from './storefront';
import { handleBuy, handleOrderStatus } from './storefront-checkout';
import { createWebhookSender } from './webhook-delivery';

export interface DemoShopifyOptions {
  /** Folder for the store's state (issued codes and tokens), so restarts keep installs working. */
  dataDir: string;
  apiKey: string;
  apiSecret: string;
  /** Public base of the demo store, e.g. http://localhost:3000/__shopify */
  baseUrl: string;
  /** The app's public URL; OAuth redirect_uri must be on its origin. Defaults to baseUrl's origin. */
  appUrl?: string;
  log?: (message: string) => void;
}

export interface DemoShopify {
  /** Handles a request whose URL has had the /__shopify prefix removed: /{shop}/admin/... */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * An offline access token for `shop`, as if its merchant had just installed the app (same scopes as
   * the app asks for): lets the demo-data seed connect stores without clicking through OAuth.
   */
  issueAccessToken: (shop: string, scope?: string) => string;
  /** Makes `shop` a store in another currency (ISO 4217), as shop-settings.ts's route does. */
  setShopCurrency: (shop: string, currencyCode: string) => void;
  /** Stops retry timers (they never keep the process alive; pending deliveries resume on the next start). */
  stop: () => void;
}

/** What a merchant grants when installing the app: every scope it asks for. */
const APP_SCOPES = SHOPIFY_SCOPES.join(',');

const SHOP = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.myshopify\.com$/;
const HANDLE = /^[a-z0-9][a-z0-9-]*$/;
const API_VERSION = /^(?:\d{4}-\d{2}|unstable)$/;

export const createDemoShopify = (options: DemoShopifyOptions): DemoShopify => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const state = createDemoState(options.dataDir);
  const oauth = {
    apiKey: options.apiKey,
    apiSecret: options.apiSecret,
    appOrigin: new URL(options.appUrl ?? baseUrl).origin,
    storeOrigin: new URL(baseUrl).origin,
    state,
  };
  const sender = createWebhookSender({ state, apiSecret: options.apiSecret, log: options.log });
  sender.resume();
  const orders = { state, sender, baseUrl };

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://demo-store.invalid');
    const [shop = '', ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const path = rest.join('/');
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const isPost = req.method === 'POST';
    // Local-only fault switch for tests (faults.ts); not a shop name, so it cannot shadow a store.
    if (shop === '__faults' && rest.length === 0) return handleFaults(req, res);
    if (!SHOP.test(shop)) {
      return errorPage(res, 404, 'Store not found', 'Demo stores live at /{name}.myshopify.com/.');
    }
    if (path === 'admin/oauth/authorize') return handleAuthorize(req, res, shop, url.searchParams, oauth);
    if (path === 'admin/oauth/access_token') return handleAccessToken(req, res, shop, oauth);
    const api = /^admin\/api\/([^/]+)\/graphql\.json$/.exec(path);
    if (api) {
      if (!API_VERSION.test(api[1] ?? '')) return sendJson(res, 404, { errors: 'Not Found' });
      return handleAdminGraphql(req, res, shop, { baseUrl, state, sender, apiVersion: api[1] ?? '' });
    }
    // Every state-changing route below is a POST that other sites cannot make a browser send.
    if (isPost && refuseCrossSite(req, res, oauth.storeOrigin)) return;
    if (path === 'checkout' && isPost) return handleJsonCheckout(req, res, shop, orders);
    if (path === 'admin/orders' && isRead) return handleAdminOrders(res, shop, url.searchParams, orders);
    if (path === 'admin/orders.json' && isRead) return handleOrdersJson(res, shop, orders);
    const action = /^admin\/orders\/(\d{1,16})\/(refunds|cancel|fulfillments)$/.exec(path);
    if (action && isPost) {
      const kind = action[2] as 'refunds' | 'cancel' | 'fulfillments';
      return handleOrderAction(req, res, shop, Number(action[1]), kind, orders);
    }
    const status = /^orders\/([a-f0-9]{32})$/.exec(path);
    if (status && isRead) return handleOrderStatus(res, shop, status[1] ?? '', orders);
    if (path === '__settings') return handleShopSettings(req, res, shop, state);
    if (path === '__deliveries' && isRead) {
      // Local-only: what a test waits on (the bodies are left out; the receiver has them).
      const deliveries = state.deliveries(shop).map(({ body: _body, ...delivery }) => delivery);
      return sendJson(res, 200, { deliveries }, { 'cache-control': 'no-store' });
    }
    const image = /^cdn\/products\/([^/]+)\.svg$/.exec(path);
    if (image && isRead && HANDLE.test(image[1] ?? '')) return handleProductImage(req, res, image[1] ?? '');
    const product = /^products\/([^/]+)$/.exec(path);
    if (product && isRead) return handleProductPage(res, shop, product[1] ?? '', url.searchParams, baseUrl);
    if (product && isPost) return handleBuy(req, res, shop, product[1] ?? '', orders);
    if (path === '' && isRead) return handleStoreHome(res, shop, baseUrl);
    errorPage(res, 404, 'Page not found', `The demo store has no page at /${path}.`);
  };

  return {
    issueAccessToken: (shop, scope = APP_SCOPES) => {
      if (!SHOP.test(shop)) throw new Error(`Not a demo shop domain: ${shop}`);
      return state.issueToken(shop, scope);
    },
    setShopCurrency: (shop, currencyCode) => state.setShopCurrency(shop, currencyCode),
    stop: () => sender.stop(),
    handle: (req, res) => {
      route(req, res).catch((error: unknown) => {
        console.error('demo store error', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error in the demo store\n');
      });
    },
  };
};
