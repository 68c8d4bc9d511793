/** The local Stripe signs webhooks exactly as Stripe does: the SDK's constructEvent accepts them. */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '../../stand-ins/stripe/webhook-signature';

const secret = 'whsec_test_secret';
const payload = JSON.stringify(
  { id: 'evt_1', object: 'event', type: 'account.updated', data: { object: {} } },
  null,
  2,
);

describe('stripeSignatureHeader', () => {
  it('has the shape t={unix},v1={hex sha256} and matches the SDK’s own test header', () => {
    const header = stripeSignatureHeader(payload, secret, 1_700_000_000);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(header).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: 1_700_000_000 }),
    );
  });

  it('verifies with constructEvent; a changed body, another secret or an old timestamp do not', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(Stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_1');
    expect(() => Stripe.webhooks.constructEvent(payload.replace('evt_1', 'evt_2'), header, secret)).toThrow();
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    const stale = stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => Stripe.webhooks.constructEvent(payload, stale, secret)).toThrow(/timestamp/i);
  });
});
