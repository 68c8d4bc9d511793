import { receiveShopifyWebhook as contract } from '../../../contracts/webhooks';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';
import { ShopifyNotConfiguredError } from '../shopify/errors';
import { receiveShopifyWebhook } from '../shopify/receive-shopify-webhook';

export const handler = createFeatureHandler(
  {
    /** Public: Shopify calls it. Verified (headers + HMAC of the raw body) before anything else. */
    'POST /api/webhooks/shopify': defineRoute(contract, async ({ event }) => {
      try {
        return { body: await receiveShopifyWebhook(event) };
      } catch (error) {
        // No app secret here: nothing can be verified. A 503 makes Shopify retry once it is configured.
        if (error instanceof ShopifyNotConfiguredError)
          throw new AppError(
            'service_unavailable',
            'Shopify webhooks are not configured on this deployment.',
          );
        throw error;
      }
    }),
  },
  // The body is signed as sent: it must reach the route unparsed (a non-JSON body is a 401, not a 415).
  { rawBody: true },
);
