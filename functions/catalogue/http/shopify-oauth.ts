import { beginShopifyInstall, completeShopifyInstall } from '../../../contracts/public-pages';
import { beginShopifyAuth, ShopifyNotConfiguredError } from '../../integrations';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { fromWebResponse, readCookie, toWebRequest } from '../../shared/http/web-request';
import { log } from '../../shared/log';
import { liveInstall, oauthInstallEntity } from '../entities/oauth-install';
import { ConnectionRefusedError, completeShopifyConnection } from '../store/complete-shopify-connection';
import { popupPageSecurityHeaders, popupResultPage } from '../store/popup-result-page';

/** Carries the pending-install nonce from the popup's first request to Shopify's callback. */
const INSTALL_COOKIE = 'mkt_shopify_install';
const CALLBACK_PATH = '/api/shopify/callback';

const installCookie = (nonce: string, secure: boolean) =>
  `${INSTALL_COOKIE}=${encodeURIComponent(nonce)}; Path=/api/shopify; HttpOnly; SameSite=Lax; Max-Age=600${secure ? '; Secure' : ''}`;

const failurePage = (status: number, message: string) =>
  popupResultPage(status, { type: 'SHOPIFY_ERROR', message });

export const handler = createFeatureHandler(
  {
    /** Public: opened in the popup. Sets the state cookies and redirects to the shop's authorize page. */
    'GET /api/shopify/install': defineRoute(beginShopifyInstall, async ({ query, event }) => {
      // Read, not consumed: the callback consumes it.
      const install = liveInstall((await oauthInstallEntity.get({ nonce: query.install }).go()).data);
      if (!install) return { raw: failurePage(400, 'This connection link has expired. Please start again.') };
      try {
        const request = toWebRequest(event);
        const result = await fromWebResponse(
          await beginShopifyAuth({ shop: install.shop, callbackPath: CALLBACK_PATH, request }),
        );
        const secure = new URL(request.url).protocol === 'https:';
        return {
          raw: { ...result, cookies: [...(result.cookies ?? []), installCookie(install.nonce, secure)] },
        };
      } catch (error) {
        if (error instanceof ShopifyNotConfiguredError) {
          return { raw: failurePage(503, 'Shopify connections are not configured on this deployment.') };
        }
        throw error;
      }
    }),
    /** Public: Shopify redirects here. Verified (HMAC + state) before anything is written. */
    'GET /api/shopify/callback': defineRoute(completeShopifyInstall, async ({ event }) => {
      try {
        const { shop } = await completeShopifyConnection(
          toWebRequest(event),
          readCookie(event, INSTALL_COOKIE),
        );
        return { raw: popupResultPage(200, { type: 'SHOPIFY_SUCCESS', shop }) };
      } catch (error) {
        if (error instanceof ConnectionRefusedError) return { raw: failurePage(403, error.message) };
        log.error('shopify callback failed', { error });
        return { raw: failurePage(500, 'Failed to connect your store.') };
      }
    }),
  },
  { securityHeaders: popupPageSecurityHeaders },
);
