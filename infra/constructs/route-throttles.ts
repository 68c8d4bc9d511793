/**
 * API Gateway throttles per route, beside the stage default (http-api.ts: 200 requests/s, burst 400).
 * API Gateway throttles a route for all callers together, so these are ceilings on total traffic; the
 * per-IP limits are WAF's (edge-protection.ts) and per-creator limits live in the handlers.
 * Keys are route keys of functions/routes.ts (a test checks each still names a route).
 */
export interface RouteThrottle {
  /** Steady requests per second. */
  rateLimit: number;
  /** Requests allowed in a burst above the rate. */
  burstLimit: number;
}

export const STAGE_THROTTLE: RouteThrottle = { rateLimit: 200, burstLimit: 400 };

export const routeThrottles: Readonly<Record<string, RouteThrottle>> = {
  // A viral link must not be cut off by the stage default: one GetItem + one sharded write per click.
  'GET /r/{code}': { rateLimit: 1000, burstLimit: 2000 },
  // Public, unauthenticated and each one calls Shopify: a handful per second is plenty.
  'GET /api/shopify/install': { rateLimit: 10, burstLimit: 20 },
  'GET /api/shopify/callback': { rateLimit: 10, burstLimit: 20 },
  // Messages and sample requests land in brands' inboxes: a flood is spam, never real traffic.
  'POST /api/creator/brands/{brandId}/messages': { rateLimit: 10, burstLimit: 20 },
  'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests': {
    rateLimit: 10,
    burstLimit: 20,
  },
  // Each starts a whole-catalogue import against a store.
  'POST /api/brand/products/import': { rateLimit: 5, burstLimit: 10 },
  // Shopify webhooks: every connected store's orders, refunds and cancellations, bursting in a flash
  // sale. Below the stage so a flood cannot starve the API; a throttled delivery (429) is retried by Shopify.
  'POST /api/webhooks/shopify': { rateLimit: 100, burstLimit: 200 },
  // Stripe webhooks: invoice payments, Connect account changes and reversals; Stripe retries a 429.
  'POST /api/webhooks/stripe': { rateLimit: 50, burstLimit: 100 },
  // Each creates a Stripe account (once) and an account link: people click it, a few per second at most.
  'POST /api/creator/payout-account/onboarding-link': { rateLimit: 10, burstLimit: 20 },
  // Issue 35: public, each checks a password with Cognito; people without their phone, a few a second.
  'POST /api/auth/recovery-code': { rateLimit: 10, burstLimit: 20 },
};
