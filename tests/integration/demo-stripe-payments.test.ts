/**
 * The local Stripe's payments in the local cloud, through the official SDK, with every event received on
 * a webhook endpoint of the test's own and verified by `stripe.webhooks.constructEvent`: a paid Checkout
 * Session's PaymentIntent and Charge and their refund (balance down, refund.created, charge.refunded); a
 * card saved by Checkout in setup mode (setup_intent.succeeded, payment_method.attached,
 * checkout.session.completed with its setup_intent); off-session charges of the saved card that succeed
 * or decline (payment_intent.succeeded / payment_intent.payment_failed), idempotent retries included.
 */
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { checkoutWithCard, ownStripeEndpoint, stripeClient } from '../support/demo-stripe';
import { localOnlyFile } from '../support/local-only';

const { describe, it } = localOnlyFile('adds a webhook endpoint to the Stripe stand-in');

const endpoint = ownStripeEndpoint();
const stripe = () => stripeClient();

const eventFor = (type: string, objectId: string) => endpoint.eventFor(type, objectId);

describe('local Stripe payments, as the app sees them', () => {
  it('a Checkout payment has a PaymentIntent and Charge; a refund leaves the balance with signed events', async () => {
    const session = await stripe().checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 8_800, product_data: { name: 'INV-7' } } },
      ],
      success_url: 'http://localhost/billing?paid={CHECKOUT_SESSION_ID}',
      metadata: { invoiceId: 'inv_7' },
      payment_intent_data: { metadata: { invoiceId: 'inv_7' } },
    });
    expect((await checkoutWithCard(session, { card: '4242 4242 4242 4242' })).status).toBe(303);
    const completed = await eventFor('checkout.session.completed', session.id);
    const paid = completed.data.object as Stripe.Checkout.Session;
    expect(paid.payment_intent).toMatch(/^pi_/);
    const succeeded = await eventFor('payment_intent.succeeded', paid.payment_intent as string);
    const intent = succeeded.data.object as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ amount_received: 8_800, metadata: { invoiceId: 'inv_7' } });
    await eventFor('charge.succeeded', intent.latest_charge as string);

    // Other files pay into the same balance meanwhile: the refund is checked on its own events and objects.
    const refund = await stripe().refunds.create(
      { payment_intent: intent.id, amount: 8_800, reason: 'duplicate', metadata: { invoiceId: 'inv_7' } },
      { idempotencyKey: `refund:${intent.id}` },
    );
    const replay = await stripe().refunds.create(
      { payment_intent: intent.id, amount: 8_800, reason: 'duplicate', metadata: { invoiceId: 'inv_7' } },
      { idempotencyKey: `refund:${intent.id}` },
    );
    expect(replay.id).toBe(refund.id);
    const created = await eventFor('refund.created', refund.id);
    expect(created.data.object).toMatchObject({
      amount: 8_800,
      payment_intent: intent.id,
      status: 'succeeded',
    });
    const refunded = await eventFor('charge.refunded', intent.latest_charge as string);
    expect(refunded.data.object).toMatchObject({ amount_refunded: 8_800, refunded: true });
    expect(refunded.data.previous_attributes).toMatchObject({ amount_refunded: 0, refunded: false });
    expect((await stripe().refunds.list({ payment_intent: intent.id })).data).toHaveLength(1);
  });

  it('setup mode saves a card for the customer; off-session charges succeed, decline and replay as on Stripe', async () => {
    const customer = await stripe().customers.create({
      email: 'glow@example.com',
      metadata: { brandId: 'glow' },
    });
    await eventFor('customer.created', customer.id);
    const save = async (card: string) => {
      const session = await stripe().checkout.sessions.create({
        mode: 'setup',
        currency: 'usd',
        customer: customer.id,
        success_url: 'http://localhost/billing?saved={CHECKOUT_SESSION_ID}',
        metadata: { brandId: 'glow' },
      });
      expect((await checkoutWithCard(session, { card, authentication: 'complete' })).status).toBe(303);
      const completed = await eventFor('checkout.session.completed', session.id);
      const done = completed.data.object as Stripe.Checkout.Session;
      expect(done).toMatchObject({ mode: 'setup', customer: customer.id, metadata: { brandId: 'glow' } });
      const setup = await eventFor('setup_intent.succeeded', done.setup_intent as string);
      const methodId = (setup.data.object as Stripe.SetupIntent).payment_method as string;
      await eventFor('payment_method.attached', methodId);
      return methodId;
    };
    const good = await save('4242424242424242');
    const failing = await save('4000000000000341');
    const needsAuth = await save('4000002760003184');
    const methods = await stripe().customers.listPaymentMethods(customer.id, { type: 'card' });
    expect(methods.data.map((method) => method.card?.last4).sort()).toEqual(['0341', '3184', '4242']);

    const offSession = (payment_method: string, key: string) =>
      stripe().paymentIntents.create(
        {
          amount: 12_000,
          currency: 'usd',
          customer: customer.id,
          payment_method,
          off_session: true,
          confirm: true,
          metadata: { invoiceId: 'inv_auto' },
        },
        { idempotencyKey: key },
      );
    const key = randomUUID();
    const paid = await offSession(good, key);
    expect(paid.status).toBe('succeeded');
    expect((await offSession(good, key)).id).toBe(paid.id);
    await eventFor('payment_intent.succeeded', paid.id);

    for (const [method, code, declineCode] of [
      [failing, 'card_declined', 'generic_decline'],
      [needsAuth, 'authentication_required', 'authentication_required'],
    ] as const) {
      const error = (await offSession(method, randomUUID()).catch(
        (e: unknown) => e,
      )) as Stripe.errors.StripeCardError;
      expect(error).toMatchObject({
        type: 'StripeCardError',
        statusCode: 402,
        code,
        decline_code: declineCode,
      });
      const failedEvent = await eventFor('payment_intent.payment_failed', error.payment_intent?.id as string);
      expect(failedEvent.data.object).toMatchObject({
        status: 'requires_payment_method',
        last_payment_error: { code, decline_code: declineCode },
        metadata: { invoiceId: 'inv_auto' },
      });
    }
    expect((await stripe().paymentIntents.list({ customer: customer.id })).data).toHaveLength(3);
  });
});
