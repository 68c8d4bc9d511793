/**
 * Helpers for tests of the local Stripe: the official SDK pointed at it (as the app's client is), a
 * webhook endpoint of the test's own (its own whsec_ secret), the local event log, and the hosted pages'
 * forms posted as a browser would.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { outputs } from './cloud';
import { startReceiver } from './demo-store';
import { localControlUrl, requireNeed } from './local-only';

export const stripeSecretKey = () => {
  requireNeed('secret STRIPE_SECRET_KEY', "talks to Stripe with the stack's key");
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set: the local cloud sets it at start.');
  return key;
};

export const stripeClient = (key = stripeSecretKey()) => {
  requireNeed('Stripe stand-in', 'drives the Stripe stand-in');
  const api = new URL(outputs().StripeApiUrl);
  return new Stripe(key, {
    host: api.hostname,
    port: Number(api.port),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
};

export const stripePagesUrl = (path: string) => {
  requireNeed('Stripe stand-in', "uses the Stripe stand-in's pages");
  return `${outputs().WebUrl}/__stripe/${path}`;
};

/** The stand-in's internals (its event log, its webhook endpoints), not Stripe's API. */
const stripeControlUrl = (path: string, what: string) => `${localControlUrl(what)}/__stripe/${path}`;

/** Adds a webhook endpoint (local-only API); events from now on are delivered to it too. */
export const addStripeEndpoint = async (
  url: string,
): Promise<{ id: string; url: string; secret: string }> => {
  const response = await fetch(
    stripeControlUrl('__webhook_endpoints', "adds a Stripe stand-in's webhook endpoint"),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    },
  );
  if (response.status !== 201) throw new Error(`endpoint not added: ${response.status}`);
  return (await response.json()) as { id: string; url: string; secret: string };
};

export const removeStripeEndpoint = (id: string) =>
  fetch(stripeControlUrl(`__webhook_endpoints/${id}`, "removes a Stripe stand-in's webhook endpoint"), {
    method: 'DELETE',
  });

/**
 * A webhook endpoint of the calling test file's own, added before its tests and removed after them: the
 * deliveries it received, its secret, the events verified as the app verifies them (a bad signature
 * throws), and a bounded wait for the event of `type` about one object.
 */
export const ownStripeEndpoint = () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  let endpoint: { id: string; secret: string } | undefined;
  beforeAll(async () => {
    receiver = await startReceiver();
    endpoint = await addStripeEndpoint(receiver.url);
  });
  afterAll(async () => {
    if (endpoint) await removeStripeEndpoint(endpoint.id);
    await receiver?.close();
  });
  const secret = () => {
    if (!endpoint) throw new Error('the endpoint is added before the tests');
    return endpoint.secret;
  };
  const received = () => receiver?.received ?? [];
  const events = () =>
    received().map((request) =>
      Stripe.webhooks.constructEvent(request.rawBody, String(request.headers['stripe-signature']), secret()),
    );
  const eventFor = async (type: string, objectId: string, timeout = 15_000) => {
    const find = () =>
      events().find((event) => event.type === type && (event.data.object as { id: string }).id === objectId);
    await expect.poll(find, { timeout }).toBeDefined();
    return find() as Stripe.Event;
  };
  return { received, secret, events, eventFor };
};

export interface LocalStripeEvent {
  id: string;
  type: string;
  objectId: string;
  deliveries: {
    endpointId: string;
    status: string;
    attempts: number;
    history: { status: number | null }[];
  }[];
}

export const stripeEvents = async (type?: string): Promise<LocalStripeEvent[]> => {
  const query = type ? `?type=${encodeURIComponent(type)}` : '';
  const response = await fetch(stripeControlUrl(`__events${query}`, "reads the Stripe stand-in's event log"));
  return ((await response.json()) as { events: LocalStripeEvent[] }).events;
};

/** Posts a hosted page's form (checkout or onboarding) without following the redirect. */
export const submitStripePage = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** Pays a session on its hosted page, as the customer's Pay button does. */
export const payCheckout = (session: { url: string | null }, choice = 'pay', email = 'payer@example.com') =>
  submitStripePage(session.url ?? '', { choice, email });

export interface CardEntry {
  /** A Stripe test card number, e.g. '4000 0000 0000 0002'. */
  card: string;
  exp?: string;
  cvc?: string;
  name?: string;
  email?: string;
  /** Answers the page's 3-D Secure challenge (cards that want authentication): 'complete' or 'fail'. */
  authentication?: 'complete' | 'fail';
}

/**
 * Pays (payment mode) or saves the card (setup mode) on a session's hosted page with a test card, as a
 * customer typing it would; with `authentication`, the challenge's answer is posted with the card.
 */
export const checkoutWithCard = (session: { url: string | null }, entry: CardEntry) =>
  submitStripePage(session.url ?? '', {
    choice: 'pay',
    email: entry.email ?? 'payer@example.com',
    card: entry.card,
    exp: entry.exp ?? '12 / 34',
    cvc: entry.cvc ?? (entry.card.replace(/\s/g, '').startsWith('3') ? '1234' : '123'),
    name: entry.name ?? 'Jenny Rosen',
    ...(entry.authentication ? { authentication: entry.authentication } : {}),
  });
