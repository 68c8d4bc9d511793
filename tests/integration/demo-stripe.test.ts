/**
 * The local Stripe driven by the official `stripe` SDK, as the app drives it: Checkout Sessions paid on
 * the hosted page with the signed webhook verified by constructEvent, Express accounts completed through
 * an Account Link, transfers against the platform balance, reversals, Stripe's error shapes and
 * idempotency semantics, and redelivery of an event.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { startReceiver } from '../support/demo-store';
import {
  addStripeEndpoint,
  ownStripeEndpoint,
  payCheckout,
  removeStripeEndpoint,
  stripeClient,
  stripeEvents,
  stripePagesUrl,
  submitStripePage,
} from '../support/demo-stripe';
import { localOnlyFile } from '../support/local-only';

const { describe, it } = localOnlyFile(
  'adds webhook endpoints to the Stripe stand-in and reads its event log',
);

const endpoint = ownStripeEndpoint();
const stripe = () => stripeClient();

const waitForEvent = (type: string, objectId: string) => endpoint.eventFor(type, objectId, 10_000);

const newSession = (amount = 12_345, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Invoice INV-2026-0001' } },
      },
    ],
    success_url: 'http://localhost:3000/brand/billing?paid={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/brand/billing?cancelled=1',
    client_reference_id: 'invoice-1',
    metadata: { invoiceId: 'inv_1', brandId: 'brand_1' },
    ...extra,
  });

const activeAccount = async () => {
  const account = await stripe().accounts.create({
    type: 'express',
    country: 'US',
    email: 'creator@example.com',
    capabilities: { transfers: { requested: true } },
    metadata: { creatorId: 'creator_1' },
  });
  const link = await stripe().accountLinks.create({
    account: account.id,
    type: 'account_onboarding',
    refresh_url: 'http://localhost:3000/creator/payouts?refresh=1',
    return_url: 'http://localhost:3000/creator/payouts?connected=1',
  });
  const done = await submitStripePage(link.url, {
    choice: 'submit',
    first_name: 'Jenny',
    last_name: 'Rosen',
    routing_number: '110000000',
    account_number: '000123456789',
  });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe('http://localhost:3000/creator/payouts?connected=1');
  return { account, link };
};

/** Funds the platform balance the way money arrives: a paid checkout. */
const fundPlatform = async (amount: number) => {
  const session = await newSession(amount);
  expect((await payCheckout(session)).status).toBe(303);
};

describe('local Stripe: Checkout Sessions', () => {
  it('creates, retrieves, pays on the hosted page and delivers a verified checkout.session.completed', async () => {
    const session = await newSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 12_345,
      currency: 'usd',
      livemode: false,
      client_reference_id: 'invoice-1',
      metadata: { invoiceId: 'inv_1', brandId: 'brand_1' },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(stripePagesUrl(`checkout/${session.id}`));
    expect(session.created).toBeGreaterThan(Date.now() / 1000 - 60);

    const retrieved = await stripe().checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(retrieved.line_items?.data[0]).toMatchObject({
      quantity: 1,
      amount_total: 12_345,
      description: 'Invoice INV-2026-0001',
    });

    const pageHtml = await (await fetch(session.url ?? '')).text();
    expect(pageHtml).toContain('$123.45');
    expect(pageHtml).toContain('Invoice INV-2026-0001');

    const paid = await payCheckout(session);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/brand/billing?paid=${session.id}`);
    expect(await stripe().checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    });

    const event = await waitForEvent('checkout.session.completed', session.id);
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      data: { object: { payment_status: 'paid', metadata: { invoiceId: 'inv_1' } } },
    });
    expect(event.id).toMatch(/^evt_/);
    const raw = endpoint.received().find((request) => request.rawBody.includes(event.id));
    expect(String(raw?.headers['stripe-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // A tampered body or another secret fails verification: the signature is Stripe's.
    expect(() =>
      Stripe.webhooks.constructEvent(
        `${raw?.rawBody} `,
        String(raw?.headers['stripe-signature']),
        endpoint.secret(),
      ),
    ).toThrow();
    expect(() =>
      Stripe.webhooks.constructEvent(
        raw?.rawBody ?? '',
        String(raw?.headers['stripe-signature']),
        'whsec_other',
      ),
    ).toThrow();
  });

  it('cancel returns to cancel_url and leaves the session open; expire makes it expired', async () => {
    const session = await newSession();
    const cancelled = await payCheckout(session, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://localhost:3000/brand/billing?cancelled=1');
    const expired = await stripe().checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    await waitForEvent('checkout.session.expired', session.id);
    expect((await fetch(session.url ?? '')).status).toBe(410);
    await expect(stripe().checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });

  it('a delayed payment completes unpaid, then succeeds or fails in a second event', async () => {
    const later = await newSession(500);
    expect((await payCheckout(later, 'pay_later_succeeds')).status).toBe(303);
    const completed = await waitForEvent('checkout.session.completed', later.id);
    expect((completed.data.object as Stripe.Checkout.Session).payment_status).toBe('unpaid');
    const succeeded = await waitForEvent('checkout.session.async_payment_succeeded', later.id);
    expect((succeeded.data.object as Stripe.Checkout.Session).payment_status).toBe('paid');

    const failing = await newSession(600);
    expect((await payCheckout(failing, 'pay_later_fails')).status).toBe(303);
    const failed = await waitForEvent('checkout.session.async_payment_failed', failing.id);
    expect((failed.data.object as Stripe.Checkout.Session).payment_status).toBe('unpaid');
  });

  it('refuses bad params with Stripe errors and a form with no e-mail on the page', async () => {
    await expect(
      stripe().checkout.sessions.create({
        mode: 'payment',
        success_url: 'http://localhost/ok',
        line_items: [],
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_missing',
      param: 'line_items',
    });
    const session = await newSession();
    const refused = await payCheckout(session, 'pay', 'not-an-email');
    expect(refused.status).toBe(422);
    expect((await stripe().checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe('local Stripe: Connect accounts, transfers, balance', () => {
  it('an Express account starts incomplete and is completed by its onboarding link (account.updated)', async () => {
    const created = await stripe().accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    expect(created).toMatchObject({
      object: 'account',
      type: 'express',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
    });
    expect(created.id).toMatch(/^acct_/);
    const { account, link } = await activeAccount();
    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(await stripe().accounts.retrieve(account.id)).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      metadata: { creatorId: 'creator_1' },
    });
    const event = await waitForEvent('account.updated', account.id);
    expect(event.account).toBe(account.id);
    expect(event.data.previous_attributes).toMatchObject({
      details_submitted: false,
      payouts_enabled: false,
    });
    // Single use: the link now sends the creator to refresh_url.
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('http://localhost:3000/creator/payouts?refresh=1');
  });

  it('"Save and finish later" submits details but leaves payouts disabled', async () => {
    const account = await stripe().accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    const link = await stripe().accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'http://localhost/refresh',
      return_url: 'http://localhost/return',
    });
    expect((await fetch(link.url)).status).toBe(200);
    const later = await submitStripePage(link.url, { choice: 'later' });
    expect(later.headers.get('location')).toBe('http://localhost/return');
    const event = await waitForEvent('account.updated', account.id);
    expect(event.data.object).toMatchObject({
      details_submitted: true,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
    });
  });

  it('transfers to an active account debit the balance; a reversal credits it and sends transfer.reversed', async () => {
    const { account } = await activeAccount();
    await fundPlatform(10_000);
    const before = (await stripe().balance.retrieve()).available[0]?.amount ?? 0;
    const transfer = await stripe().transfers.create({
      amount: 2_500,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'payout_1',
      metadata: { payoutId: 'payout_1' },
    });
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: 2_500,
      destination: account.id,
      reversed: false,
      amount_reversed: 0,
    });
    expect(transfer.id).toMatch(/^tr_/);
    expect((await stripe().balance.retrieve()).available[0]?.amount).toBe(before - 2_500);
    expect(await stripe().transfers.retrieve(transfer.id)).toMatchObject({
      id: transfer.id,
      metadata: { payoutId: 'payout_1' },
    });

    const reversal = await stripe().transfers.createReversal(transfer.id, { amount: 1_000 });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 1_000, transfer: transfer.id });
    expect(reversal.id).toMatch(/^trr_/);
    expect((await stripe().balance.retrieve()).available[0]?.amount).toBe(before - 1_500);
    const event = await waitForEvent('transfer.reversed', transfer.id);
    expect(event.data.object).toMatchObject({ amount_reversed: 1_000, reversed: false });
    await expect(stripe().transfers.createReversal(transfer.id, { amount: 2_000 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'amount',
    });
  });

  it('refuses a transfer to an incomplete account, to an unknown one, and beyond the balance', async () => {
    const incomplete = await stripe().accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    await fundPlatform(100);
    await expect(
      stripe().transfers.create({ amount: 100, currency: 'usd', destination: incomplete.id }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'insufficient_capabilities_for_transfer',
      param: 'destination',
    });
    await expect(
      stripe().transfers.create({ amount: 100, currency: 'usd', destination: 'acct_1Missing' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'destination',
    });
    const { account } = await activeAccount();
    const available = (await stripe().balance.retrieve()).available[0]?.amount ?? 0;
    await expect(
      stripe().transfers.create({ amount: available + 1_000_000, currency: 'usd', destination: account.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'balance_insufficient' });
  });
});

describe('local Stripe: Stripe semantics', () => {
  it('replays an idempotent request and refuses the same key with other params', async () => {
    const key = randomUUID();
    const params = { type: 'express' as const, metadata: { creatorId: 'idem' } };
    const first = await stripe().accounts.create(params, { idempotencyKey: key });
    const again = await stripe().accounts.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(
      stripe().accounts.create(
        { type: 'express', metadata: { creatorId: 'other' } },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    await expect(
      stripe().transfers.create(
        { amount: 1, currency: 'usd', destination: first.id },
        { idempotencyKey: key },
      ),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('its clock, frozen at an instant (the demo seed), dates objects then; null is the wall clock again', async () => {
    const setClock = (frozen: unknown) =>
      fetch(stripePagesUrl('__clock'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ frozen_time: frozen }),
      });
    expect((await setClock('yesterday')).status).toBe(400);
    // A few seconds back, not days: the shared local Stripe serves other tests meanwhile.
    const frozen = Math.floor(Date.now() / 1000) - 7;
    try {
      expect((await setClock(frozen)).status).toBe(200);
      expect(await (await fetch(stripePagesUrl('__clock'))).json()).toEqual({ frozen_time: frozen });
      expect((await stripe().customers.create({ email: 'clock@example.com' })).created).toBe(frozen);
    } finally {
      await setClock(null);
    }
    const after = await stripe().customers.create({ email: 'clock@example.com' });
    expect(after.created).toBeGreaterThan(frozen + 5);
  });

  it('answers 401 to a wrong key and 404 resource_missing to unknown ids', async () => {
    await expect(stripeClient('sk_test_wrong').balance.retrieve()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const noKey = await fetch(`${new URL('/v1/balance', stripePagesUrl(''))}`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    for (const call of [
      () => stripe().checkout.sessions.retrieve('cs_test_missing'),
      () => stripe().accounts.retrieve('acct_1Missing'),
      () => stripe().transfers.retrieve('tr_1Missing'),
    ]) {
      await expect(call()).rejects.toMatchObject({
        type: 'StripeInvalidRequestError',
        statusCode: 404,
        code: 'resource_missing',
      });
    }
  });

  it('retries a failed delivery with the same event id and redelivers on request', async () => {
    // Other test files make Stripe events at the same time and this endpoint gets them all: it fails the
    // first delivery of this account's account.updated only, and the checks count only those.
    let accountId = '';
    const about = (rawBody: string) => {
      const event = JSON.parse(rawBody) as { id: string; type: string; data?: { object?: { id?: string } } };
      return event.type === 'account.updated' && event.data?.object?.id === accountId ? event : undefined;
    };
    const failed = new Set<string>();
    const flaky = await startReceiver((_index, rawBody) => {
      const event = about(rawBody);
      if (!event || failed.has(event.id)) return 200;
      failed.add(event.id);
      return 500;
    });
    const mine = () => flaky.received.filter((request) => about(request.rawBody));
    const flakyEndpoint = await addStripeEndpoint(flaky.url);
    try {
      const account = await stripe().accounts.create({
        type: 'express',
        capabilities: { transfers: { requested: true } },
      });
      accountId = account.id;
      const link = await stripe().accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        refresh_url: 'http://localhost/refresh',
        return_url: 'http://localhost/return',
      });
      await submitStripePage(link.url, { choice: 'later' });
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(2);
      const ids = mine().map((request) => (JSON.parse(request.rawBody) as { id: string }).id);
      expect(ids[0]).toBe(ids[1]);
      const [event] = await stripeEvents('account.updated').then((events) =>
        events.filter((e) => e.objectId === account.id),
      );
      expect(event?.deliveries.find((d) => d.endpointId === flakyEndpoint.id)).toMatchObject({
        status: 'delivered',
        attempts: 2,
      });

      const resend = await fetch(stripePagesUrl(`__events/${event?.id}/resend`), { method: 'POST' });
      expect(resend.status).toBe(202);
      await expect.poll(() => mine().length, { timeout: 10_000 }).toBe(3);
      const third = mine()[2];
      expect(JSON.parse(third?.rawBody ?? '{}').id).toBe(ids[0]);
      Stripe.webhooks.constructEvent(
        third?.rawBody ?? '',
        String(third?.headers['stripe-signature']),
        flakyEndpoint.secret,
      );
    } finally {
      await removeStripeEndpoint(flakyEndpoint.id);
      await flaky.close();
    }
  });
});
