/**
 * verifyStripeWebhook checks Stripe-Signature itself, so the webhook function needs no Stripe SDK (issue 33).
 * Here it is held to the SDK's own `webhooks.constructEvent` on the same inputs: the same deliveries are
 * accepted (with the same event) and the same ones refused.
 */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSignatureError, verifyStripeWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../stripe/webhooks';

const SECRET = 'whsec_signature_test';
const NOW = 1_795_442_653_000;
const t = Math.floor(NOW / 1000);

beforeEach(() => {
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', SECRET);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', data: { object: {} } });
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? t,
  });
const v1Of = (header: string) =>
  header
    .split(',')
    .find((part) => part.startsWith('v1='))
    ?.slice(3) ?? '';

/** 'accepted' with the event's id, or 'refused' (a signature error, or a body that is not JSON). */
const outcome = (verify: () => { id: string }) => {
  try {
    return `accepted ${verify().id}`;
  } catch (error) {
    if (error instanceof SyntaxError) return 'not json';
    return 'refused';
  }
};

const cases: [string, string, string | undefined][] = [
  ['a signed body', body, sign(body)],
  ['a body signed with another secret', body, sign(body, { secret: 'whsec_other' })],
  ['a changed body', `${body} `, sign(body)],
  ['a signature at the tolerance', body, sign(body, { timestamp: t - WEBHOOK_TOLERANCE_SECONDS })],
  ['a stale signature', body, sign(body, { timestamp: t - WEBHOOK_TOLERANCE_SECONDS - 1 })],
  ['a signature from the future', body, sign(body, { timestamp: t + 60 })],
  ['a wrong v1 before the right one', body, `t=${t},v1=${'0'.repeat(64)},v1=${v1Of(sign(body))}`],
  ['only a v0 signature', body, `t=${t},v0=${v1Of(sign(body))}`],
  ['no timestamp', body, `v1=${v1Of(sign(body))}`],
  ['a truncated signature', body, `t=${t},v1=${v1Of(sign(body)).slice(0, 40)}`],
  ['no header', body, undefined],
  ['an empty header', body, ''],
  ['an empty body', '', sign('')],
  ['a signed body that is not JSON', 'not json', sign('not json')],
  ['a signed body with non-ASCII text', JSON.stringify({ id: 'evt_ü', object: 'event' }), undefined],
];

describe('verifyStripeWebhook', () => {
  it.each(cases)('answers %s as the Stripe SDK does', (_name, payload, header) => {
    const signature = header ?? (payload.includes('ü') ? sign(payload) : undefined);
    const raw = Buffer.from(payload, 'utf8');
    const ours = outcome(() => verifyStripeWebhook(raw, signature, NOW));
    const sdk = outcome(
      () =>
        Stripe.webhooks.constructEvent(
          raw,
          signature ?? '',
          SECRET,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          NOW,
        ) as {
          id: string;
        },
    );
    expect(ours).toBe(sdk);
  });

  it('throws its own signature error, which isSignatureError recognises', () => {
    let thrown: unknown;
    try {
      verifyStripeWebhook(Buffer.from(body), sign(body, { secret: 'whsec_other' }), NOW);
    } catch (error) {
      thrown = error;
    }
    expect(isSignatureError(thrown)).toBe(true);
    expect(isSignatureError(new Error('other'))).toBe(false);
  });
});
