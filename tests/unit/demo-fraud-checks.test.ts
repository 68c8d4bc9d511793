/**
 * The demo's held-sale checks (tests/support/demo-fraud-checks.ts) find each way the demo's review items
 * can be wrong, so the npm start test's fraud checks can fail: nothing held, a signal missing, its
 * evidence missing or short of the threshold.
 */
import { describe, expect, it } from 'vitest';
import { demoFraud } from '../../infra/local/seed/fraud-demo';
import { fraudDisagreements, type HeldSaleFacts } from '../support/demo-fraud-checks';

const agreeing = (): HeldSaleFacts[] => [
  {
    sale_id: '1-1001',
    order_name: '#1001',
    status: 'held',
    creator_username: demoFraud.leakedCodeCreator,
    signals: [
      {
        name: 'leaked_code',
        reason: 'Leaked code: this order came from retailmenot.com, a coupon site.',
        evidence: {
          code: { code: 'AVA10', from: '2026-11-24', to: '2026-11-30', distinct_customers: 2 },
          coupon_site: demoFraud.couponSite,
          orders: ['#1001'],
        },
      },
    ],
  },
  {
    sale_id: '1-1002',
    order_name: '#1002',
    status: 'held',
    creator_username: demoFraud.burstCreator,
    signals: [
      {
        name: 'click_burst',
        reason: 'Click burst: 24 clicks on the creator’s link came from one IP address.',
        evidence: {
          clicks: {
            link_code: 'leo-1',
            from: '2026-11-30T08:00:00.000Z',
            to: '2026-11-30T08:10:00.000Z',
            count: 24,
            source: 'ip',
            source_hash: 'abc',
          },
        },
      },
    ],
  },
];

describe('demo fraud checks', () => {
  it('agree with the demo as seeded', () => {
    expect(fraudDisagreements(agreeing(), 20)).toEqual([]);
  });

  it('find no held sale at all', () => {
    expect(fraudDisagreements([], 20)).toEqual([
      'no held sale with signals',
      `no held sale of ${demoFraud.leakedCodeCreator} with leaked_code`,
      `no held sale of ${demoFraud.burstCreator} with click_burst`,
    ]);
  });

  it('find a leaked code without its coupon site or code', () => {
    const held = agreeing();
    const signal = held[0]?.signals[0];
    if (!signal) throw new Error('fixture');
    signal.evidence = { orders: ['#1001'] };
    expect(fraudDisagreements(held, 20)).toEqual([
      '#1001: leaked_code without its code',
      "#1001: leaked_code's coupon site is undefined",
    ]);
  });

  it('find a signal on the wrong creator', () => {
    const held = agreeing();
    if (held[1]) held[1].creator_username = demoFraud.leakedCodeCreator;
    expect(fraudDisagreements(held, 20)).toEqual([
      `no held sale of ${demoFraud.burstCreator} with click_burst`,
    ]);
  });

  it('find a burst below the threshold or without its source', () => {
    const held = agreeing();
    const clicks = held[1]?.signals[0]?.evidence.clicks;
    if (!clicks) throw new Error('fixture');
    clicks.count = 19;
    delete clicks.source;
    expect(fraudDisagreements(held, 20)).toEqual([
      '#1002: click_burst with 19 clicks (< 20)',
      '#1002: click_burst without its source',
    ]);
  });
});
