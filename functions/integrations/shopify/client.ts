/**
 * The one configured @shopify/shopify-api instance, created on first use. The web-api adapter fits
 * our handlers, which build a standard Request from the API Gateway event. GraphQL only: no REST
 * resources are passed in, so none are bundled.
 */
import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, LogSeverity, Session, type Shopify, shopifyApi } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { log } from '../../shared/log';
import { demoStoreFetch } from './demo-store';
import { demoStoreUrl, shopifyEnv } from './env';
import { SHOPIFY_SCOPES } from './scopes';
import type { ShopifyConnection } from './types';

/** Pinned: a version bump changes the Admin API schema our queries rely on, so it is a deliberate edit. */
export const SHOPIFY_API_VERSION = ApiVersion.October26;
/** Every scope the app uses, derived call by call and topic by topic in scopes.ts. */
export { SHOPIFY_SCOPES };

let instance: Shopify | undefined;

export const shopify = (): Shopify => {
  if (instance) return instance;
  const { apiKey, apiSecret, appUrl } = shopifyEnv();
  if (demoStoreUrl()) setAbstractFetchFunc(demoStoreFetch);
  instance = shopifyApi({
    apiKey,
    apiSecretKey: apiSecret,
    scopes: [...SHOPIFY_SCOPES],
    hostName: appUrl.host,
    hostScheme: appUrl.protocol === 'http:' ? 'http' : 'https',
    apiVersion: SHOPIFY_API_VERSION,
    isEmbeddedApp: false,
    // The library logs every OAuth step at info by default. Keep its errors only, in our JSON log
    // format and as warnings: they are refused callbacks (a client's problem), not faults of ours.
    logger: {
      level: LogSeverity.Error,
      log: (_severity, message) => log.warn(message, { source: 'shopify-api' }),
    },
  });
  return instance;
};

/** An offline session for a stored connection: all the GraphQL client needs (shop + token). */
export const sessionFor = (conn: ShopifyConnection): Session =>
  new Session({
    id: shopify().session.getOfflineId(conn.shop),
    shop: conn.shop,
    state: '',
    isOnline: false,
    accessToken: conn.accessToken,
    scope: conn.scope,
  });
