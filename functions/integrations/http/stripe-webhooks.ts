import { receiveStripeWebhook as contract } from '../../../contracts/webhooks';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { receiveStripeWebhook } from '../stripe/receive-stripe-webhook';

export const handler = createFeatureHandler(
  {
    /** Public: Stripe calls it. Verified (Stripe-Signature on the raw body) before anything else. */
    'POST /api/webhooks/stripe': defineRoute(contract, async ({ event }) => ({
      body: await receiveStripeWebhook(event),
    })),
  },
  // The body is signed as sent: it must reach the route unparsed (a non-JSON body is a 400, not a 415).
  { rawBody: true },
);
