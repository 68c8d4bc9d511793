/**
 * The local Stripe's payments, driven by the official SDK against a stand-in of the test's own: Checkout
 * payments leave a PaymentIntent and a Charge that refunds take back out of the balance; sessions expire
 * (by the API, and when expires_at passes); setup mode saves a card through a SetupIntent; off-session
 * PaymentIntents charge saved cards, and Stripe's decline test cards answer as on Stripe.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type StandaloneStripe, startStandaloneStripe } from '../support/demo-stripe-standalone';

let stand: StandaloneStripe;
const stripe = () => stand.client;

beforeEach(async () => {
  stand = await startStandaloneStripe();
});

afterEach(async () => {
  vi.useRealTimers();
  await stand.close();
});

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

const payWith = (session: { url: string | null }, card: string, extra: Record<string, string> = {}) =>
  post(session.url ?? '', {
    choice: 'pay',
    email: 'brand@example.com',
    card,
    exp: '12 / 34',
    cvc: '123',
    ...extra,
  });

const paymentSession = (amount = 10_000, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Invoice' } },
      },
    ],
    success_url: 'http://app.test/billing?paid={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing',
    ...extra,
  });

const available = async () => (await stripe().balance.retrieve()).available[0]?.amount ?? 0;

describe('local Stripe: checkout payments and refunds', () => {
  it('a paid session has a succeeded PaymentIntent and Charge; refunds (partial, then the rest) leave the balance', async () => {
    const session = await paymentSession(10_000, {
      payment_intent_data: { description: 'INV-1', metadata: { invoiceId: 'inv_1' } },
    });
    expect(session.payment_intent).toBeNull();
    const paid = await payWith(session, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const done = await stripe().checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const intent = await stripe().paymentIntents.retrieve(done.payment_intent as string);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 10_000,
      amount_received: 10_000,
      description: 'INV-1',
      metadata: { invoiceId: 'inv_1' },
    });
    const withCharge = await stripe().checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const expandedIntent = withCharge.payment_intent as Stripe.PaymentIntent;
    expect(expandedIntent).toMatchObject({
      id: intent.id,
      latest_charge: { object: 'charge', amount: 10_000 },
    });
    const charge = await stripe().charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount_captured: 10_000,
      refunded: false,
    });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await available()).toBe(10_000);

    const partial = await stripe().refunds.create({
      payment_intent: intent.id,
      amount: 3_000,
      reason: 'duplicate',
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 3_000,
      status: 'succeeded',
      charge: charge.id,
      payment_intent: intent.id,
      reason: 'duplicate',
    });
    expect(partial.id).toMatch(/^re_/);
    expect(await available()).toBe(7_000);
    await expect(stripe().refunds.create({ payment_intent: intent.id, amount: 7_001 })).rejects.toMatchObject(
      {
        type: 'StripeInvalidRequestError',
        statusCode: 400,
        code: 'amount_too_large',
        param: 'amount',
        message: 'Refund amount ($70.01) is greater than unrefunded amount on charge ($70.00)',
      },
    );
    const rest = await stripe().refunds.create({ charge: charge.id });
    expect(rest.amount).toBe(7_000);
    expect(await available()).toBe(0);
    expect(await stripe().charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    expect(await stripe().refunds.retrieve(partial.id)).toMatchObject({ id: partial.id, amount: 3_000 });
    const listed = await stripe().refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, partial.id]);
  });

  it('refuses to refund an unpaid intent, an unknown one, and a request naming neither', async () => {
    const intent = await stripe().paymentIntents.create({ amount: 1_000, currency: 'usd' });
    await expect(stripe().refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
    });
    await expect(stripe().refunds.create({ payment_intent: 'pi_1Missing' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
    });
    await expect(stripe().refunds.create({})).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe().refunds.retrieve('re_1Missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a declined card leaves the session open and its PaymentIntent requires_payment_method; another card pays', async () => {
    const session = await paymentSession(5_000);
    const declined = await payWith(session, '4000000000009995');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card has insufficient funds.');
    const open = await stripe().checkout.sessions.retrieve(session.id);
    expect(open.status).toBe('open');
    const failed = await stripe().paymentIntents.retrieve(open.payment_intent as string);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect((await payWith(session, '4242424242424242')).status).toBe(303);
    const paid = await stripe().checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toBe(failed.id);
    expect((await stripe().paymentIntents.retrieve(failed.id)).status).toBe('succeeded');
    expect(await available()).toBe(5_000);
  });

  it('refuses a bad card number, a past expiry and a short CVC on the page, charging nothing', async () => {
    const session = await paymentSession(5_000);
    expect(await (await payWith(session, '4242 4242 4242 4241')).text()).toContain(
      'Your card number is invalid.',
    );
    expect((await payWith(session, '4242424242424242', { exp: '01 / 20' })).status).toBe(422);
    expect((await payWith(session, '4242424242424242', { cvc: '1' })).status).toBe(422);
    expect((await stripe().checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
  });

  it('a card that wants authentication is challenged: Fail keeps the session open, Complete pays', async () => {
    const session = await paymentSession(2_000);
    const challenge = await payWith(session, '4000002500003155');
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('Complete authentication');
    const failed = await payWith(session, '4000002500003155', { authentication: 'fail' });
    expect(failed.status).toBe(402);
    expect((await stripe().checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await payWith(session, '4000002500003155', { authentication: 'complete' })).status).toBe(303);
    expect((await stripe().checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('"Pay later (fails)" leaves a failed charge and nothing in the balance', async () => {
    const session = await paymentSession(4_000);
    expect((await post(session.url ?? '', { choice: 'pay_later_fails', email: 'a@b.co' })).status).toBe(303);
    const done = await stripe().checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const intent = await stripe().paymentIntents.retrieve(done.payment_intent as string);
    expect(intent.status).toBe('requires_payment_method');
    expect(await available()).toBe(0);
  });
});

describe('local Stripe: session expiry', () => {
  it('expire works on an open session only; the page of an expired one cannot be paid', async () => {
    const session = await paymentSession();
    const expired = await stripe().checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect((await fetch(session.url ?? '')).status).toBe(410);
    expect((await payWith(session, '4242424242424242')).status).toBe(410);
    await expect(stripe().checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "expired".',
    });
    const paid = await paymentSession();
    await payWith(paid, '4242424242424242');
    await expect(stripe().checkout.sessions.expire(paid.id)).rejects.toMatchObject({ statusCode: 400 });
    expect(await available()).toBe(10_000);
  });

  it('expires_at must lie 30 minutes to 24 hours ahead; once it passes, the session is expired and unpayable', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(paymentSession(1_000, { expires_at: now + 60 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
    await expect(paymentSession(1_000, { expires_at: now + 25 * 3600 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
    });
    const session = await paymentSession(1_000, { expires_at: now + 3600 });
    const failedFirst = await payWith(session, '4000000000000002');
    expect(failedFirst.status).toBe(402);
    vi.useFakeTimers({ toFake: ['Date'], now: (now + 3601) * 1000 });
    expect((await payWith(session, '4242424242424242')).status).toBe(410);
    const expired = await stripe().checkout.sessions.retrieve(session.id);
    expect(expired.status).toBe('expired');
    // The attempt the session left unfinished is cancelled with it.
    expect((await stripe().paymentIntents.retrieve(expired.payment_intent as string)).status).toBe(
      'canceled',
    );
    expect(await available()).toBe(0);
  });
  it('a session past its expires_at is expired by the sweep (at start, then every minute) with its event', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'demo-stripe-sweep-'));
    const first = await startStandaloneStripe({ dataDir });
    try {
      // The earliest Stripe allows is 30 minutes after the session is made, as the stand-in's clock reads
      // it: a minute more, so a second ticking over before the request arrives is no refusal.
      const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
      const session = await first.client.checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        success_url: 'http://app.test/ok',
        expires_at: expiresAt,
      });
      await first.close();
      vi.useFakeTimers({ toFake: ['Date'], now: (expiresAt + 1) * 1000 });
      const second = await startStandaloneStripe({ dataDir });
      try {
        const events = (await (
          await fetch(`${second.pagesUrl}/__events?type=checkout.session.expired`)
        ).json()) as {
          events: { objectId: string }[];
        };
        expect(events.events.map((event) => event.objectId)).toContain(session.id);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('local Stripe: customers, payment methods, setup', () => {
  it('setup mode saves the card through a SetupIntent, attached to the customer and listed', async () => {
    await expect(
      stripe().checkout.sessions.create({ mode: 'setup', success_url: 'http://app.test/ok' }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    const customer = await stripe().customers.create({
      email: 'brand@example.com',
      metadata: { brandId: 'b1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    const session = await stripe().checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: 'http://app.test/ok?session={CHECKOUT_SESSION_ID}',
      setup_intent_data: { metadata: { brandId: 'b1' } },
    });
    expect(session).toMatchObject({
      mode: 'setup',
      amount_total: null,
      payment_status: 'no_payment_required',
    });
    const pageHtml = await (await fetch(session.url ?? '')).text();
    expect(pageHtml).toContain('Save card');
    // The customer's e-mail is filled in, as on Stripe's page.
    expect(pageHtml).toContain('value="brand@example.com"');
    const declined = await payWith(session, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await payWith(session, '5555 5555 5555 4444', { exp: '08 / 31' })).status).toBe(303);
    const done = await stripe().checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', customer: customer.id });
    const setup = await stripe().setupIntents.retrieve(done.setup_intent as string);
    expect(setup).toMatchObject({
      status: 'succeeded',
      customer: customer.id,
      usage: 'off_session',
      metadata: { brandId: 'b1' },
    });
    const expanded = await stripe().setupIntents.retrieve(setup.id, { expand: ['payment_method'] });
    expect(expanded.payment_method).toMatchObject({ object: 'payment_method', card: { last4: '4444' } });
    const method = await stripe().paymentMethods.retrieve(setup.payment_method as string);
    expect(method).toMatchObject({
      customer: customer.id,
      type: 'card',
      card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 },
    });
    const listed = await stripe().customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(listed.data.map((pm) => pm.id)).toEqual([method.id]);
    const alsoListed = await stripe().paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(alsoListed.data.map((pm) => pm.id)).toEqual([method.id]);
    const updated = await stripe().customers.update(customer.id, {
      invoice_settings: { default_payment_method: method.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(method.id);
    expect(await available()).toBe(0);
  });

  it('payment mode with setup_future_usage makes a customer and saves the card', async () => {
    const session = await paymentSession(3_000, {
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    expect((await payWith(session, '4242424242424242')).status).toBe(303);
    const done = await stripe().checkout.sessions.retrieve(session.id);
    expect(done.customer).toMatch(/^cus_/);
    const intent = await stripe().paymentIntents.retrieve(done.payment_intent as string);
    expect(intent).toMatchObject({ customer: done.customer, setup_future_usage: 'off_session' });
    const method = await stripe().paymentMethods.retrieve(intent.payment_method as string);
    expect(method.customer).toBe(done.customer);
    // The saved card charges again off-session.
    const again = await stripe().paymentIntents.create({
      amount: 1_500,
      currency: 'usd',
      customer: done.customer as string,
      payment_method: method.id,
      off_session: true,
      confirm: true,
    });
    expect(again.status).toBe('succeeded');
    expect(await available()).toBe(4_500);
  });

  it('lists newest first with limit, starting_after and has_more; customers filter by email', async () => {
    const made = [];
    for (const index of [1, 2, 3])
      made.push(await stripe().customers.create({ email: `c${index}@example.com` }));
    const page1 = await stripe().customers.list({ limit: 2 });
    expect(page1.data.map((customer) => customer.id)).toEqual([made[2]?.id, made[1]?.id]);
    expect(page1.has_more).toBe(true);
    const page2 = await stripe().customers.list({ limit: 2, starting_after: made[1]?.id });
    expect(page2.data.map((customer) => customer.id)).toEqual([made[0]?.id]);
    expect(page2.has_more).toBe(false);
    const byEmail = await stripe().customers.list({ email: 'c2@example.com' });
    expect(byEmail.data.map((customer) => customer.id)).toEqual([made[1]?.id]);
    await expect(stripe().customers.list({ limit: 101 })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('attach and detach: a card that declines on save is refused, 0341 attaches', async () => {
    const customer = await stripe().customers.create({ email: 'x@example.com' });
    await expect(
      stripe().paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }),
    ).rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
    const attached = await stripe().paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    expect(attached).toMatchObject({ customer: customer.id, card: { last4: '0341' } });
    const detached = await stripe().paymentMethods.detach(attached.id);
    expect(detached.customer).toBeNull();
    await expect(stripe().paymentMethods.detach(attached.id)).rejects.toMatchObject({ statusCode: 400 });
    // A detached card can no longer be charged, nor attached again (Stripe's rule).
    const good = await stripe().paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await stripe().paymentMethods.detach(good.id);
    await expect(
      stripe().paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        customer: customer.id,
        payment_method: good.id,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'payment_method' });
    await expect(stripe().paymentMethods.attach(good.id, { customer: customer.id })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await stripe().customers.listPaymentMethods(customer.id)).data).toEqual([]);
    await expect(stripe().paymentMethods.retrieve('pm_1Missing')).rejects.toMatchObject({ statusCode: 404 });
    await expect(stripe().customers.retrieve('cus_1Missing')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('SetupIntents through the API: a good card succeeds and is set up, a declining one answers 402', async () => {
    const customer = await stripe().customers.create({});
    const setup = await stripe().setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      usage: 'off_session',
    });
    expect(setup).toMatchObject({ status: 'succeeded', customer: customer.id });
    expect((await stripe().paymentMethods.retrieve(setup.payment_method as string)).customer).toBe(
      customer.id,
    );
    const failing = stripe().setupIntents.create({
      customer: customer.id,
      payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      confirm: true,
    });
    await expect(failing).rejects.toMatchObject({ statusCode: 402, decline_code: 'insufficient_funds' });
    const error = (await failing.catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(error.setup_intent?.status).toBe('requires_payment_method');
  });
});

describe('local Stripe: off-session PaymentIntents', () => {
  const savedCard = async (number: string) => {
    const customer = await stripe().customers.create({ email: 'brand@example.com' });
    const session = await stripe().checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: 'http://app.test/ok',
    });
    const saved = await payWith(session, number, { authentication: 'complete' });
    expect(saved.status).toBe(303);
    const [method] = (await stripe().customers.listPaymentMethods(customer.id)).data;
    return { customer: customer.id, method: method?.id as string };
  };

  const charge = (saved: { customer: string; method: string }, key?: string, amount = 2_500) =>
    stripe().paymentIntents.create(
      {
        amount,
        currency: 'usd',
        customer: saved.customer,
        payment_method: saved.method,
        off_session: true,
        confirm: true,
        metadata: { invoiceId: 'inv_9' },
      },
      key ? { idempotencyKey: key } : undefined,
    );

  it('charges a saved card; an idempotent retry replays the same PaymentIntent and charges once', async () => {
    const saved = await savedCard('4242424242424242');
    const first = await charge(saved, 'invoice-charge:inv_9:1');
    expect(first).toMatchObject({
      status: 'succeeded',
      amount_received: 2_500,
      metadata: { invoiceId: 'inv_9' },
    });
    const again = await charge(saved, 'invoice-charge:inv_9:1');
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(await available()).toBe(2_500);
    const listed = await stripe().paymentIntents.list({ customer: saved.customer });
    expect(listed.data.map((intent) => intent.id)).toEqual([first.id]);
  });

  it.each([
    ['4000000000000341', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      '4000002760003184',
      'authentication_required',
      'authentication_required',
      'Your card was declined. This transaction requires authentication.',
    ],
  ])('a saved %s declines off-session with %s', async (number, code, declineCode, message) => {
    const saved = await savedCard(number);
    const key = `decline:${number}`;
    const attempt = charge(saved, key);
    await expect(attempt).rejects.toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code,
      decline_code: declineCode,
      message,
    });
    const error = (await attempt.catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(error.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      metadata: { invoiceId: 'inv_9' },
    });
    expect(error.payment_method?.id).toBe(saved.method);
    // The retry under the same key replays the decline: still one PaymentIntent, nothing charged.
    await expect(charge(saved, key)).rejects.toMatchObject({ statusCode: 402, code });
    expect((await stripe().paymentIntents.list({ customer: saved.customer })).data).toHaveLength(1);
    expect(await available()).toBe(0);
  });

  it('4000002500003155 charges off-session once set up, but not when only attached', async () => {
    const saved = await savedCard('4000002500003155');
    expect((await charge(saved)).status).toBe('succeeded');
    const customer = await stripe().customers.create({});
    const attached = await stripe().paymentMethods.attach('pm_card_authenticationRequiredOnSetup', {
      customer: customer.id,
    });
    await expect(charge({ customer: customer.id, method: attached.id })).rejects.toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
    });
  });

  it('test ids decline as Stripe documents; parameters are checked as on Stripe', async () => {
    await expect(
      stripe().paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
        confirm: true,
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'insufficient_funds' });
    await expect(stripe().paymentIntents.create({ amount: 10, currency: 'usd' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_small',
    });
    const other = await stripe().customers.create({});
    const owner = await stripe().customers.create({});
    const method = await stripe().paymentMethods.attach('pm_card_visa', { customer: owner.id });
    await expect(
      stripe().paymentIntents.create({
        amount: 1_000,
        currency: 'usd',
        customer: other.id,
        payment_method: method.id,
        off_session: true,
        confirm: true,
      }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' });
    const onSession = await stripe().paymentIntents.create({
      amount: 1_000,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
    });
    expect(onSession.status).toBe('requires_action');
    expect((await stripe().paymentIntents.cancel(onSession.id)).status).toBe('canceled');
  });
});
