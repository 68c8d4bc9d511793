/**
 * The local Stripe (docs/architecture.md section 7): the subset of Stripe's REST API the product uses, its hosted
 * pages and its webhooks, so the app's real `stripe` SDK code runs against it unchanged. The SDK cannot
 * be given a path prefix (only host, port and protocol), so the local cloud serves the API at the root
 * `/v1/...` of its port; the pages and local-only endpoints live under `/__stripe`:
 *
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}[/line_items], POST …/{id}/expire
 *   POST|GET /v1/customers[/{id}], GET /v1/customers/{id}/payment_methods
 *   GET /v1/payment_methods[/{id}], POST /v1/payment_methods/{id}/attach|detach
 *   POST|GET /v1/setup_intents[/{id}], POST …/{id}/confirm
 *   POST|GET /v1/payment_intents[/{id}], POST …/{id}/confirm|cancel, GET /v1/charges[/{id}]
 *   POST|GET /v1/refunds[/{id}]
 *   POST /v1/accounts, GET /v1/accounts/{id}, POST /v1/account_links
 *   POST /v1/transfers, GET /v1/transfers/{id}, POST /v1/transfers/{id}/reversals
 *   GET  /v1/balance, GET /v1/events/{id}                                    (api-router.ts)
 *   GET|POST /__stripe/checkout/{session id}    the hosted checkout page       (checkout-page.ts)
 *   GET|POST /__stripe/express/{link token}     the hosted Express onboarding  (express-page.ts)
 *   /__stripe/__events, /__stripe/__webhook_endpoints, /__stripe/__clock   local-only (inspection.ts)
 *
 * Stripe's test cards behave as Stripe documents them (test-cards.ts). Every change that Stripe announces
 * publishes an event, delivered signed to every webhook endpoint
 * with retries (webhook-delivery.ts). State persists in dataDir/state.json (state.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuseCrossSite } from '../shopify/request-body';
import { createStripeApi } from './api-router';
import { expireDueSessions } from './checkout-actions';
import { handleCheckoutPage, handleCheckoutSubmit } from './checkout-page';
import { handleExpressPage, handleExpressSubmit } from './express-page';
import { messagePage, sendHtml } from './html';
import { APP_ENDPOINT_ID, handleInspection } from './inspection';
import { createStripeState } from './state';
import { createStripeWebhookSender } from './webhook-delivery';

export interface DemoStripeOptions {
  dataDir: string;
  /** sk_test_…: the only key the API accepts. */
  secretKey: string;
  /** whsec_…: the app's webhook endpoint's signing secret. */
  webhookSecret: string;
  /** The app's webhook endpoint, e.g. http://localhost:3000/api/webhooks/stripe */
  webhookUrl: string;
  /** Public base of the hosted pages, e.g. http://localhost:3000/__stripe */
  baseUrl: string;
  log?: (message: string) => void;
}

export interface DemoStripe {
  /** The REST API: a request whose URL starts with /v1/. */
  handleApi: (req: IncomingMessage, res: ServerResponse) => void;
  /** Pages and local-only endpoints: a request whose URL has had the /__stripe prefix removed. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops retry timers (pending deliveries resume on the next start). */
  stop: () => void;
}

/** How often sessions past their expires_at are looked for. */
const EXPIRY_SWEEP_MS = 60_000;

const onError = (res: ServerResponse) => (error: unknown) => {
  console.error('local Stripe error', error);
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'api_error', message: 'Internal error in the local Stripe' } }));
};

export const createDemoStripe = (options: DemoStripeOptions): DemoStripe => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(baseUrl).origin;
  const state = createStripeState(options.dataDir);
  // The app's endpoint follows the local cloud's port and secret at every start.
  state.putEndpoint({ id: APP_ENDPOINT_ID, url: options.webhookUrl, secret: options.webhookSecret });
  const sender = createStripeWebhookSender({ state, log: options.log });
  sender.resume();
  const context = { state, sender };
  // Stripe expires a session soon after its expires_at whether or not anyone looks at it.
  expireDueSessions(context);
  const sweep = setInterval(() => expireDueSessions(context), EXPIRY_SWEEP_MS);
  sweep.unref();
  const api = createStripeApi({ ...context, secretKey: options.secretKey, baseUrl });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://stripe.invalid');
    const path = url.pathname.replace(/^\/+/, '');
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const isPost = req.method === 'POST';
    if (path.startsWith('__') && (await handleInspection(req, res, path, context))) return;
    // The pages' forms change state: other sites cannot make a browser post them.
    if (isPost && refuseCrossSite(req, res, origin)) return;
    const checkout = /^checkout\/(cs_test_[A-Za-z0-9]+)$/.exec(path);
    if (checkout && isRead) return handleCheckoutPage(res, state.sessions[checkout[1] ?? ''], context);
    if (checkout && isPost) return handleCheckoutSubmit(req, res, state.sessions[checkout[1] ?? ''], context);
    const express = /^express\/([A-Za-z0-9_-]{20,64})$/.exec(path);
    if (express && isRead) return handleExpressPage(res, express[1] ?? '', context);
    if (express && isPost) return handleExpressSubmit(req, res, express[1] ?? '', context);
    sendHtml(res, 404, messagePage('Page not found', `The local Stripe has no page at /${path}.`));
  };

  return {
    handleApi: (req, res) => void api(req, res).catch(onError(res)),
    handle: (req, res) => void route(req, res).catch(onError(res)),
    stop: () => {
      clearInterval(sweep);
      sender.stop();
    },
  };
};
