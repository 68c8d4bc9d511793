/**
 * Issue 36: the leaked-code, refund-rate and new-account signals fire on their pattern and not on a
 * near-miss, as pure rules over the facts an order's recording read.
 */
import { describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../../../contracts/fraud';
import { HOLD_TAIL, type SignalFacts } from '../../fraud/signal';
import { couponSiteOf, leakedCode, SPIKE_FACTOR, SPIKE_MIN_SHOPPERS } from '../../fraud/signals/leaked-code';
import { newAccountBigSales } from '../../fraud/signals/new-account-big-sales';
import { REFUND_RATE_MIN_SALES, refundRate } from '../../fraud/signals/refund-rate';

const createdAt = '2026-11-20T10:00:00.000Z';
const leak = defaultFraudSettings.leaked_code;

const facts = (
  over: Partial<Omit<SignalFacts, 'order'>> & { order?: Partial<SignalFacts['order']> },
): SignalFacts => ({
  createdAt,
  creator: { email: 'ava@example.com', firstName: 'Ava', lastName: 'Lopez', address: null },
  link: null,
  ...over,
  order: {
    id: '1',
    name: '#1001',
    email: 'shopper@example.com',
    currency: 'USD',
    createdAt,
    refAttribute: null,
    refLandingSite: null,
    discountCodes: ['AVA10'],
    lineItems: [
      { id: 'l1', productId: 'p1', title: 'Serum', quantity: 2, priceCents: 5_000, discountCents: 1_000 },
    ],
    ...over.order,
  },
});

/** The code's shoppers per day: `days` maps a day (YYYY-MM-DD) to its count. */
const withCode = (days: Record<string, number>, order?: Partial<SignalFacts['order']>) =>
  facts({
    code: { code: 'AVA10', usesByDay: days, orders: ['#0990', '#1001'] },
    ...(order ? { order } : {}),
  });

describe('leaked code', () => {
  it('fires on 10 different shoppers in the last 7 days, with the count, window and orders', () => {
    const hit = leakedCode.detect(withCode({ '2026-11-14': 4, '2026-11-18': 3, '2026-11-20': 3 }), 10, leak);
    expect(hit).toEqual({
      reason: `Leaked code: 10 different shoppers used the creator's code AVA10 in the last 7 days without following the creator's link. ${HOLD_TAIL}`,
      evidence: {
        code: { code: 'AVA10', from: '2026-11-14', to: '2026-11-20', distinct_customers: 10 },
        orders: ['#0990', '#1001'],
      },
      scope: { via: 'code', key: 'AVA10', since: '2026-11-14T00:00:00.000Z' },
    });
  });

  it('does not fire on 9, nor count a day outside the window', () => {
    expect(
      leakedCode.detect(withCode({ '2026-11-14': 3, '2026-11-18': 3, '2026-11-20': 3 }), 10, leak),
    ).toBeNull();
    expect(leakedCode.detect(withCode({ '2026-11-13': 6, '2026-11-20': 4 }), 10, leak)).toBeNull();
  });

  it("fires on a spike: the day's shoppers far above the code's daily average", () => {
    // 28 days before with 1 shopper each on 4 days: an average of 1/7 a day; 5 today is far above.
    const quiet = { '2026-10-25': 1, '2026-11-01': 1, '2026-11-08': 1, '2026-11-10': 1 };
    const hit = leakedCode.detect(withCode({ ...quiet, '2026-11-20': SPIKE_MIN_SHOPPERS }), 100, leak);
    expect(hit?.reason).toMatch(
      /^Leaked code: 5 different shoppers used the creator's code AVA10 on the order's day, against 0\.1 a day/,
    );
    expect(hit?.evidence.code).toMatchObject({ today: 5, daily_average: 0.1 });
    expect(hit?.scope).toMatchObject({ via: 'code', key: 'AVA10' });
    // Near-misses: one shopper fewer than the floor; a code busy all along (no spike); a code with no past.
    expect(
      leakedCode.detect(withCode({ ...quiet, '2026-11-20': SPIKE_MIN_SHOPPERS - 1 }), 100, leak),
    ).toBeNull();
    const steady: Record<string, number> = {};
    for (let i = 1; i <= 28; i++)
      steady[new Date(Date.parse(createdAt) - i * 86_400_000).toISOString().slice(0, 10)] = 2;
    expect(
      leakedCode.detect(withCode({ ...steady, '2026-11-20': 2 * SPIKE_FACTOR - 1 }), 1_000, leak),
    ).toBeNull();
    expect(leakedCode.detect(withCode({ '2026-11-20': 6 }), 100, leak)).toBeNull();
  });

  it('fires on an order from a coupon site of the list (referring host, subdomain or utm_source), only on the list', () => {
    const from = (order: Partial<SignalFacts['order']>) =>
      leakedCode.detect(withCode({ '2026-11-20': 1 }, order), 10, leak);
    const hit = from({ referringSite: 'https://www.retailmenot.com/view/glowbotanics.com' });
    expect(hit?.reason).toBe(
      `Leaked code: this order came from retailmenot.com, a coupon site, with the creator's code AVA10. ${HOLD_TAIL}`,
    );
    expect(hit?.evidence).toMatchObject({ coupon_site: 'retailmenot.com', code: { distinct_customers: 1 } });
    // One order from a coupon site holds that order only: no scope of earlier sales.
    expect(hit?.scope).toBeUndefined();
    expect(from({ landingSite: '/?utm_source=slickdeals&utm_medium=coupon' })?.evidence.coupon_site).toBe(
      'slickdeals.net',
    );
    expect(from({ referringSite: 'https://www.instagram.com/ava' })).toBeNull();
    expect(from({ referringSite: 'https://notretailmenot.com/' })).toBeNull();
    // The brand's own list: a site it removed no longer fires; one it added does.
    expect(
      leakedCode.detect(withCode({}, { referringSite: 'https://www.retailmenot.com/' }), 10, {
        ...leak,
        coupon_sites: ['deals.example'],
      }),
    ).toBeNull();
    expect(couponSiteOf({ referringSite: 'https://m.deals.example/x' }, ['deals.example'])).toBe(
      'deals.example',
    );
  });

  it('does not fire on an order no code attributed (the facts carry no code)', () => {
    expect(
      leakedCode.detect(facts({ order: { referringSite: 'https://www.retailmenot.com/' } }), 1, leak),
    ).toBeNull();
  });
});

describe('refund rate', () => {
  const refunds = (sales: number, creatorRefunded: number, brandRefunded: number) =>
    facts({
      refunds: {
        from: '2026-09',
        to: '2026-11',
        creator: { sales, salesCents: 100_000, refundedCents: creatorRefunded },
        brand: { salesCents: 1_000_000, refundedCents: brandRefunded },
      },
    });

  it("fires when the creator's refunded share is the threshold's points above the brand's", () => {
    const hit = refundRate.detect(refunds(REFUND_RATE_MIN_SALES, 40_000, 100_000), 30);
    expect(hit?.reason).toBe(
      `High refund rate: 40% of the creator's sales with your store from 2026-09 to 2026-11 were refunded, against 10% across your store. ${HOLD_TAIL}`,
    );
    expect(hit?.evidence.refunds).toEqual({
      from: '2026-09',
      to: '2026-11',
      sales_count: 10,
      sales_cents: 100_000,
      refunded_cents: 40_000,
      rate_percent: 40,
      brand_rate_percent: 10,
    });
  });

  it('does not fire just under the threshold, nor with fewer sales than the minimum', () => {
    expect(refundRate.detect(refunds(REFUND_RATE_MIN_SALES, 39_900, 100_000), 30)).toBeNull();
    expect(refundRate.detect(refunds(REFUND_RATE_MIN_SALES - 1, 90_000, 100_000), 30)).toBeNull();
    expect(refundRate.detect(facts({ refunds: null }), 30)).toBeNull();
  });
});

describe('new account, big sales', () => {
  const account = (
    followerCount: number,
    salesCentsSince: number,
    createdAtAccount = '2026-11-18T09:00:00.000Z',
  ) => facts({ account: { createdAt: createdAtAccount, followerCount, salesCentsSince } });
  // This order: 2 × $50 − $10 = $90.

  it('fires when the first week passes the dollars allowed per 1,000 followers', () => {
    // 2,000 followers at $100 per 1,000: $200 allowed; $120 before + $90 = $210.
    const hit = newAccountBigSales.detect(account(2_000, 12_000), 100);
    expect(hit?.reason).toBe(
      `New account, big sales: the creator's account was 2 days old and states 2,000 followers, yet sold $210.00 with your store in its first week (more than $200.00). ${HOLD_TAIL}`,
    );
    expect(hit?.evidence.audience).toEqual({
      account_created_at: '2026-11-18T09:00:00.000Z',
      account_age_days: 2,
      follower_count: 2_000,
      week_sales_cents: 21_000,
      allowed_cents: 20_000,
    });
  });

  it('does not fire at the allowance, and an audience under 1,000 counts as 1,000', () => {
    expect(newAccountBigSales.detect(account(2_000, 11_000), 100)).toBeNull();
    expect(newAccountBigSales.detect(account(0, 1_000), 100)).toBeNull();
    expect(newAccountBigSales.detect(account(0, 1_001), 100)?.evidence.audience?.allowed_cents).toBe(10_000);
    // An account past its first week carries no account facts (nothing is read for it).
    expect(newAccountBigSales.detect(facts({ account: null }), 1)).toBeNull();
  });
});
