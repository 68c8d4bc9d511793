/**
 * The local adapter throttles like API Gateway: per route key, a token bucket of burstLimit requests
 * refilled at rateLimit per second (route-throttles.ts: the route's own limits, else the stage's).
 */
import { describe, expect, it } from 'vitest';
import { routeThrottles, STAGE_THROTTLE } from '../../infra/constructs/route-throttles';
import { createRouteThrottle } from '../../infra/local/api-adapter';

describe('local route throttling', () => {
  it("lets a route's burst through, refuses the next, and refills at its rate", () => {
    let now = 1_000_000;
    const allow = createRouteThrottle(() => now);
    const key = 'POST /api/brand/products/import';
    const limit = routeThrottles[key];
    if (!limit) throw new Error(`no throttle for ${key}`);
    for (let i = 0; i < limit.burstLimit; i++) expect(allow(key)).toBe(true);
    expect(allow(key)).toBe(false);
    now += 1000 / limit.rateLimit; // one token back
    expect(allow(key)).toBe(true);
    expect(allow(key)).toBe(false);
    now += 60_000; // never more than the burst
    for (let i = 0; i < limit.burstLimit; i++) expect(allow(key)).toBe(true);
    expect(allow(key)).toBe(false);
  });

  it('routes without their own limits get the stage default, each its own bucket', () => {
    const now = 5_000;
    const allow = createRouteThrottle(() => now);
    for (let i = 0; i < STAGE_THROTTLE.burstLimit; i++) expect(allow('GET /api/brand/account')).toBe(true);
    expect(allow('GET /api/brand/account')).toBe(false);
    expect(allow('GET /api/me')).toBe(true);
  });
});
