/**
 * The demo Shopify store (DESIGN.md section 7), mounted by the local cloud under /__shopify/{shop}/...
 * It behaves like Shopify from the outside, for any *.myshopify.com shop (same catalogue, state per
 * shop), so the app's real @shopify/shopify-api code runs against it unchanged:
 *
 *   GET|POST /{shop}/admin/oauth/authorize             install page → signed redirect (oauth.ts)
 *   POST     /{shop}/admin/oauth/access_token          code → offline access token (oauth.ts)
 *   POST     /{shop}/admin/api/{version}/graphql.json  the Admin API operations we use (admin-graphql.ts)
 *   GET      /{shop}/cdn/products/{handle}.svg         generated product images (product-images.ts)
 *   GET      /{shop}/products/{handle}, /{shop}/       storefront pages (storefront.ts)
 *   POST     /__faults                                 local-only: fail a shop's product pages (faults.ts)
 *
 * State (codes, tokens, discount codes) persists in dataDir (state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleAdminGraphql } from './admin-graphql';
import { handleFaults } from './faults';
import { errorPage, sendJson } from './html';
import { handleAccessToken, handleAuthorize } from './oauth';
import { handleProductImage } from './product-images';
import { createDemoState } from './state';
import { handleProductPage, handleStoreHome } from './storefront';

export interface DemoShopifyOptions {
  /** Folder for the store's state (issued codes and tokens), so restarts keep installs working. */
  dataDir: string;
  apiKey: string;
  apiSecret: string;
  /** Public base of the demo store, e.g. http://localhost:3000/__shopify */
  baseUrl: string;
  /** The app's public URL; OAuth redirect_uri must be on its origin. Defaults to baseUrl's origin. */
  appUrl?: string;
}

export interface DemoShopify {
  /** Handles a request whose URL has had the /__shopify prefix removed: /{shop}/admin/... */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * An offline access token for `shop`, as if its merchant had just installed the app (same scopes as
   * the app asks for): lets the demo-data seed connect stores without clicking through OAuth.
   */
  issueAccessToken: (shop: string, scope?: string) => string;
}

const APP_SCOPES = 'read_products,write_discounts';

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

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://demo-store.invalid');
    const [shop = '', ...rest] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const path = rest.join('/');
    const isRead = req.method === 'GET' || req.method === 'HEAD';
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
      return handleAdminGraphql(req, res, shop, { baseUrl, state });
    }
    const image = /^cdn\/products\/([^/]+)\.svg$/.exec(path);
    if (image && isRead && HANDLE.test(image[1] ?? '')) return handleProductImage(req, res, image[1] ?? '');
    const product = /^products\/([^/]+)$/.exec(path);
    if (product && isRead) return handleProductPage(res, shop, product[1] ?? '', url.searchParams, baseUrl);
    if (path === '' && isRead) return handleStoreHome(res, shop, baseUrl);
    errorPage(res, 404, 'Page not found', `The demo store has no page at /${path}.`);
  };

  return {
    issueAccessToken: (shop, scope = APP_SCOPES) => {
      if (!SHOP.test(shop)) throw new Error(`Not a demo shop domain: ${shop}`);
      return state.issueToken(shop, scope);
    },
    handle: (req, res) => {
      route(req, res).catch((error: unknown) => {
        console.error('demo store error', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error in the demo store\n');
      });
    },
  };
};
