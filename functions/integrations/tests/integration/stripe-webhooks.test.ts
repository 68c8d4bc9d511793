/**
 * POST /api/webhooks/stripe over the wire against the local cloud (DynamoDB Local, the local bus):
 * events signed with the cloud's webhook secret exactly as Stripe signs them (the SDK's
 * generateTestHeaderString). A bad, missing or stale signature is a 400 in our error shape that writes
 * nothing; a good event writes one receipt and, for a handled type, one outbox event, once per event id
 * however often it is delivered; an unhandled type is a 200 with the receipt alone.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import { api, useCloudEnvironment } from '../../../../tests/support/cloud';
import { outboxItemsWith, tableItem } from '../../../../tests/support/table-items';

const PATH = '/webhooks/stripe';
const secret = () => {
  const value = process.env.STRIPE_WEBHOOK_SECRET;
  if (!value) throw new Error('STRIPE_WEBHOOK_SECRET is not set in the test worker');
  return value;
};

const newEventId = () => `evt_test_${randomUUID().replaceAll('-', '')}`;

const stripeEvent = (type: string, object: Record<string, unknown>, id = newEventId()) => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

const signed = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? secret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

const post = (body: string, headers: Record<string, string>) =>
  api(PATH, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

const deliver = (event: { id: string }) => {
  const body = JSON.stringify(event);
  return post(body, { 'stripe-signature': signed(body) });
};

const receipt = (stripeEventId: string) =>
  tableItem({ pk: `STRIPEEVENT#${stripeEventId}`, sk: 'STRIPEEVENT' });

const outboxItemsOf = (stripeEventId: string) => outboxItemsWith('stripeEventId', stripeEventId);

const expectNothingWritten = async (stripeEventId: string) => {
  expect(await receipt(stripeEventId)).toBeUndefined();
  expect(await outboxItemsOf(stripeEventId)).toEqual([]);
};

const checkoutSession = (overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_${randomUUID().slice(0, 12)}`,
  object: 'checkout.session',
  mode: 'payment',
  status: 'complete',
  payment_status: 'paid',
  client_reference_id: 'invoice:BRAND1:2026-10',
  metadata: { invoice_id: 'INV1' },
  amount_total: 12_345,
  currency: 'usd',
  ...overrides,
});

beforeAll(() => {
  useCloudEnvironment();
});

describe('verification before anything is read or written', () => {
  const event = () => stripeEvent('checkout.session.completed', checkoutSession());

  it.each([
    ['without Stripe-Signature', (body: string) => ({ body, headers: {} })],
    [
      'with a malformed signature',
      (body: string) => ({ body, headers: { 'stripe-signature': 't=1,v1=zz' } }),
    ],
    [
      'signed with another secret',
      (body: string) => ({ body, headers: { 'stripe-signature': signed(body, { secret: 'whsec_other' }) } }),
    ],
    [
      'with a tampered body',
      (body: string) => ({
        body: body.replace('"amount_total":12345', '"amount_total":1'),
        headers: { 'stripe-signature': signed(body) },
      }),
    ],
    [
      'signed more than 5 minutes ago (a replay)',
      (body: string) => ({
        body,
        headers: { 'stripe-signature': signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }) },
      }),
    ],
  ])('%s it is a 400 in the error shape, and writes nothing', async (_, tamper) => {
    const original = event();
    const { body, headers } = tamper(JSON.stringify(original));
    const response = await post(body, headers);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'bad_request',
      message: 'This webhook could not be verified.',
    });
    await expectNothingWritten(original.id);
  });

  it('a body that is not JSON, sent as text, is a 400 (the body parser never answers first)', async () => {
    const response = await post('id=1&total=0', { 'content-type': 'text/plain', 'stripe-signature': 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('bad_request');
  });
});

describe('a verified event', () => {
  it('delivered three times: one receipt and one outbox event, answered accepted then duplicate', async () => {
    const event = stripeEvent('checkout.session.completed', checkoutSession());
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(event)).body);
    expect(outcomes).toEqual([
      { outcome: 'accepted', type: 'checkout.session.completed' },
      { outcome: 'duplicate', type: 'checkout.session.completed' },
      { outcome: 'duplicate', type: 'checkout.session.completed' },
    ]);
    const stored = await receipt(event.id);
    expect(stored).toMatchObject({ type: 'stripe-event-receipt', event_type: 'checkout.session.completed' });
    const outbox = await outboxItemsOf(event.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'StripeCheckoutSessionSettled', id: stored?.outbox_event_id });
    expect(catalogue.StripeCheckoutSessionSettled.schema.parse(outbox[0]?.detail)).toEqual({
      version: 1,
      stripeEventId: event.id,
      stripeEventType: 'checkout.session.completed',
      sessionId: event.data.object.id,
      paymentStatus: 'paid',
      clientReferenceId: 'invoice:BRAND1:2026-10',
      metadata: { invoice_id: 'INV1' },
      amountTotal: 12_345,
      currency: 'usd',
      mode: 'payment',
      paymentIntentId: null,
      setupIntentId: null,
      // Stripe's event time (unix seconds): the instant an invoice paid through Checkout is dated.
      stripeEventCreated: event.created,
    });
  });

  it('delivered three times at once: still one receipt and one outbox event', async () => {
    const event = stripeEvent(
      'checkout.session.async_payment_failed',
      checkoutSession({ payment_status: 'unpaid' }),
    );
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.outcome === 'accepted')).toHaveLength(1);
    const outbox = await outboxItemsOf(event.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.detail).toMatchObject({ paymentStatus: 'failed' });
  });

  it('account.updated and transfer.reversed become their catalogue events', async () => {
    const account = stripeEvent('account.updated', {
      id: 'acct_test_hooks',
      object: 'account',
      details_submitted: true,
      payouts_enabled: false,
      charges_enabled: false,
      capabilities: { transfers: 'inactive' },
    });
    const reversal = stripeEvent('transfer.reversed', {
      id: 'tr_test_hooks',
      object: 'transfer',
      amount: 5_000,
      amount_reversed: 5_000,
      currency: 'usd',
      metadata: { payout_id: 'P1' },
      reversed: true,
    });
    expect((await deliver(account)).body.outcome).toBe('accepted');
    expect((await deliver(reversal)).body.outcome).toBe('accepted');
    expect((await outboxItemsOf(account.id))[0]).toMatchObject({
      name: 'StripeAccountUpdated',
      detail: {
        accountId: 'acct_test_hooks',
        detailsSubmitted: true,
        payoutsEnabled: false,
        transfersActive: false,
      },
    });
    expect((await outboxItemsOf(reversal.id))[0]).toMatchObject({
      name: 'StripeTransferReversed',
      detail: { transferId: 'tr_test_hooks', amountReversed: 5_000, metadata: { payout_id: 'P1' } },
    });
  });

  it('a type we do not act on is a 200 with its receipt and no event; again, a duplicate', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect((await deliver(event)).body).toEqual({ outcome: 'ignored', type: 'customer.created' });
    expect(await receipt(event.id)).toMatchObject({ event_type: 'customer.created', outbox_event_id: null });
    expect(await outboxItemsOf(event.id)).toEqual([]);
    expect((await deliver(event)).body).toEqual({ outcome: 'duplicate', type: 'customer.created' });
  });

  it('a signed handled event we cannot read is a 400 and writes nothing', async () => {
    const event = stripeEvent('transfer.reversed', { id: 'tr_x', object: 'transfer' });
    const response = await deliver(event);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    await expectNothingWritten(event.id);
  });
});
