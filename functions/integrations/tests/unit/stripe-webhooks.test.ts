/**
 * The Stripe webhook gate and its event mapping, without a table: a delivery is verified as the SDK's
 * constructEvent verifies it (Stripe-Signature on the exact bytes, at most 5 minutes old) before anything is read,
 * every failure is one 400 in our error shape, no webhook secret is a 503; handled types map to their
 * catalogue events (checked against the catalogue's schemas), others to none. Also the idempotency helper.
 */

import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import type { StripeAccountUpdatedV1 } from '../../../../events/schemas/stripe-account-updated';
import type { AppError } from '../../../shared/http/errors';

const SECRET = 'whsec_unit_test_secret';

const load = async (env: Record<string, string | undefined>) => {
  vi.resetModules();
  vi.stubEnv('STRIPE_SECRET_ARN', undefined as unknown as string);
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return import('../../stripe/verify-stripe-delivery');
};

afterEach(() => {
  vi.unstubAllEnvs();
});

const stripeEvent = (type: string, object: Record<string, unknown>, id = 'evt_unit_1') => ({
  id,
  object: 'event',
  api_version: '2026-10-28.endive',
  created: 1_795_442_653,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

const body = JSON.stringify(stripeEvent('account.updated', { id: 'acct_1', object: 'account' }));
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });

/** The thrown AppError (by name: each test loads the modules afresh, so its class is another instance). */
const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if ((error as Error).name === 'AppError') return error as AppError;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('verifyStripeDelivery', () => {
  it('accepts a body signed with the webhook secret, as Stripe (and the local stand-in) sign it', async () => {
    const { verifyStripeDelivery } = await load({ STRIPE_WEBHOOK_SECRET: SECRET });
    const verified = verifyStripeDelivery({ headers: { 'stripe-signature': sign(body) }, body });
    expect(verified).toMatchObject({
      id: 'evt_unit_1',
      type: 'account.updated',
      account: null,
      livemode: false,
    });
  });

  it('reads the header case-insensitively and a base64-encoded body as its bytes', async () => {
    const { verifyStripeDelivery } = await load({ STRIPE_WEBHOOK_SECRET: SECRET });
    const verified = verifyStripeDelivery({
      headers: { 'Stripe-Signature': sign(body) },
      body: Buffer.from(body).toString('base64'),
      isBase64Encoded: true,
    });
    expect(verified.id).toBe('evt_unit_1');
  });

  it.each([
    ['a missing signature', () => ({ headers: {}, body })],
    ['a malformed signature', () => ({ headers: { 'stripe-signature': 'v1=abc' }, body })],
    [
      'another secret',
      () => ({ headers: { 'stripe-signature': sign(body, { secret: 'whsec_other' }) }, body }),
    ],
    [
      'a tampered body',
      () => ({ headers: { 'stripe-signature': sign(body) }, body: body.replace('acct_1', 'acct_2') }),
    ],
    ['a trailing byte', () => ({ headers: { 'stripe-signature': sign(body) }, body: `${body} ` })],
    [
      'a signature older than 5 minutes (a replay)',
      () => ({
        headers: { 'stripe-signature': sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }) },
        body,
      }),
    ],
    [
      'a signed body that is not JSON',
      () => ({ headers: { 'stripe-signature': sign('not json') }, body: 'not json' }),
    ],
  ])('refuses %s with one 400 in our error shape', async (_, delivery) => {
    const { verifyStripeDelivery } = await load({ STRIPE_WEBHOOK_SECRET: SECRET });
    const error = refusal(() => verifyStripeDelivery(delivery()));
    expect(error.status).toBe(400);
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe('This webhook could not be verified.');
  });

  it('answers 503 where no webhook secret is configured (Stripe retries later)', async () => {
    const { verifyStripeDelivery } = await load({ STRIPE_WEBHOOK_SECRET: undefined });
    const error = refusal(() => verifyStripeDelivery({ headers: { 'stripe-signature': sign(body) }, body }));
    expect(error.status).toBe(503);
  });
});

describe('stripeEventTypes', () => {
  const map = async (type: string, object: Record<string, unknown>) => {
    const { stripeEventTypes } = await import('../../stripe/event-types');
    const toEvent = stripeEventTypes[type];
    const event = toEvent?.(stripeEvent(type, object));
    if (event) expect(catalogue[event.name].schema.safeParse(event.detail).success).toBe(true);
    return event;
  };
  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    payment_status: 'paid',
    client_reference_id: 'invoice:B1:2026-10',
    metadata: { invoice_id: 'I1' },
    amount_total: 12_345,
    currency: 'usd',
  };

  it('checkout.session.completed → StripeCheckoutSessionSettled paid', async () => {
    expect(await map('checkout.session.completed', session)).toEqual({
      name: 'StripeCheckoutSessionSettled',
      detail: {
        version: 1,
        stripeEventId: 'evt_unit_1',
        stripeEventCreated: 1_795_442_653,
        stripeEventType: 'checkout.session.completed',
        sessionId: 'cs_test_1',
        paymentStatus: 'paid',
        clientReferenceId: 'invoice:B1:2026-10',
        metadata: { invoice_id: 'I1' },
        amountTotal: 12_345,
        currency: 'usd',
        mode: 'payment',
        paymentIntentId: null,
        setupIntentId: null,
      },
    });
  });

  it('completed but unpaid stays unpaid; the async events settle it paid or failed', async () => {
    const unpaid = { ...session, payment_status: 'unpaid' };
    expect((await map('checkout.session.completed', unpaid))?.detail).toMatchObject({
      paymentStatus: 'unpaid',
    });
    expect((await map('checkout.session.async_payment_succeeded', session))?.detail).toMatchObject({
      paymentStatus: 'paid',
    });
    expect((await map('checkout.session.async_payment_failed', unpaid))?.detail).toMatchObject({
      paymentStatus: 'failed',
    });
  });

  it('account.updated → StripeAccountUpdated with the transfers capability read', async () => {
    const event = await map('account.updated', {
      id: 'acct_1',
      object: 'account',
      details_submitted: true,
      payouts_enabled: true,
      charges_enabled: false,
      capabilities: { transfers: 'active' },
    });
    expect(event?.detail).toEqual({
      version: 1,
      stripeEventId: 'evt_unit_1',
      stripeEventCreated: 1_795_442_653,
      accountId: 'acct_1',
      detailsSubmitted: true,
      payoutsEnabled: true,
      chargesEnabled: false,
      transfersActive: true,
      payoutIdentity: { bankFingerprints: [], nameAddressKey: null },
    });
  });

  it("account.updated carries the bank accounts' fingerprints and a key of the legal name and address", async () => {
    const person = (over: Record<string, unknown> = {}) => ({
      id: 'person_1',
      object: 'person',
      first_name: 'Jenny',
      last_name: 'Rosen',
      address: {
        line1: '12 Test Street',
        line2: null,
        city: 'SF',
        state: 'CA',
        postal_code: '94107',
        country: 'US',
      },
      ...over,
    });
    const identityOf = async (object: Record<string, unknown>) =>
      (
        (await map('account.updated', { id: 'acct_1', object: 'account', ...object }))?.detail as
          | StripeAccountUpdatedV1
          | undefined
      )?.payoutIdentity;
    const banks = (...fingerprints: string[]) => ({
      object: 'list',
      data: fingerprints.map((fingerprint) => ({ object: 'bank_account', fingerprint, last4: '6789' })),
    });
    const jenny = await identityOf({ individual: person(), external_accounts: banks('fpB', 'fpA', 'fpA') });
    expect(jenny).toEqual({
      bankFingerprints: ['fpA', 'fpB'],
      nameAddressKey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Case, accents and spacing aside, the same person at the same address has the same key.
    const again = await identityOf({
      individual: person({
        first_name: ' JENNY',
        last_name: 'Rosén',
        address: { line1: '12  test street.', postal_code: '94107', country: 'us' },
      }),
    });
    expect(again?.nameAddressKey).toBe(jenny?.nameAddressKey);
    // Another street, or no street: not the same key, or none; the raw details are never carried.
    const moved = await identityOf({
      individual: person({ address: { line1: '13 Test Street', postal_code: '94107', country: 'US' } }),
    });
    expect(moved?.nameAddressKey).not.toBe(jenny?.nameAddressKey);
    expect((await identityOf({ individual: person({ address: null }) }))?.nameAddressKey).toBeNull();
    expect(JSON.stringify(jenny)).not.toMatch(/Rosen|Test Street|94107/);
  });

  it('transfer.reversed → StripeTransferReversed with the total reversed and the metadata', async () => {
    const event = await map('transfer.reversed', {
      id: 'tr_1',
      object: 'transfer',
      amount: 5_000,
      amount_reversed: 2_500,
      currency: 'usd',
      metadata: { payout_id: 'P1' },
      reversed: false,
    });
    expect(event).toMatchObject({
      name: 'StripeTransferReversed',
      detail: { transferId: 'tr_1', amountReversed: 2_500, currency: 'usd', metadata: { payout_id: 'P1' } },
    });
  });

  it('any other type maps to nothing (a receipt only)', async () => {
    expect(await map('customer.created', { id: 'cus_1' })).toBeUndefined();
  });
});

describe('idempotent()', () => {
  it('derives the key from a purpose and a business id, and refuses to make one without', async () => {
    const { idempotent } = await import('../../stripe/idempotency');
    expect(idempotent('transfer', 'PAYOUT1')).toEqual({ idempotencyKey: 'transfer:PAYOUT1' });
    expect(idempotent('transfer', 'PAYOUT1')).toEqual(idempotent('transfer', 'PAYOUT1'));
    expect(() => idempotent('transfer', ' ')).toThrow(/business id/);
    expect(() => idempotent('Transfer Key', 'P1')).toThrow(/kebab-case/);
  });
});

describe('stripeApiEndpoint()', () => {
  it('turns STRIPE_API_URL into the SDK host/port/protocol, and is Stripe itself when unset', async () => {
    vi.resetModules();
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:4321');
    const env = await import('../../stripe/env');
    expect(env.stripeApiEndpoint()).toEqual({ host: '127.0.0.1', port: 4321, protocol: 'http' });
    vi.stubEnv('STRIPE_API_URL', 'http://127.0.0.1:4321/__stripe');
    expect(() => env.stripeApiEndpoint()).toThrow(/without a path/);
    vi.stubEnv('STRIPE_API_URL', '');
    expect(env.stripeApiEndpoint()).toBeUndefined();
  });
});
