/**
 * The public API's rate (issues 22 and 31) counted in DynamoDB Local at fixed instants, so a window holds
 * exactly the requests the test sends: a key at most API_KEY_RATE.burst in a window, its brand (all its
 * keys together) at most API_BRAND_RATE.burst; a refused request counts against neither; the next window
 * starts afresh; another brand is never affected. Each test owns its brands, keys and instants.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BRAND_RATE, API_KEY_RATE } from '../../../../contracts/api-keys';
import { useCloudEnvironment } from '../../../../tests/support/cloud';
import { takeApiKeyRequest } from '../../api-key-rate-limit';

const WINDOW_MS = (API_KEY_RATE.burst / API_KEY_RATE.requestsPerSecond) * 1000;
/** A window of this test's own, far from any other test's (and from now). */
const windowStart = () =>
  Date.parse('2031-01-01T00:00:00.000Z') + Math.floor(Math.random() * 1e6) * WINDOW_MS;
const id = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

beforeAll(() => {
  useCloudEnvironment();
});

const burst = (keyId: string, brandId: string, count: number, at: number) =>
  Promise.all(Array.from({ length: count }, () => takeApiKeyRequest(keyId, brandId, at)));

describe('the per-key and per-brand rate', () => {
  it(`four keys of one brand, each at its full burst at once: ${API_BRAND_RATE.burst} admitted, the rest refused as the brand's; another brand unaffected`, async () => {
    const start = windowStart();
    const at = start + 500;
    const [brand, otherBrand] = [id('br'), id('br')];
    const keys = Array.from({ length: 4 }, () => id('key'));
    const [verdicts, otherVerdicts] = await Promise.all([
      Promise.all(keys.map((key) => burst(key, brand, API_KEY_RATE.burst, at))).then((all) => all.flat()),
      burst(id('key'), otherBrand, API_KEY_RATE.burst, at),
    ]);
    const admitted = verdicts.filter((verdict) => verdict === undefined);
    const refused = verdicts.filter((verdict) => verdict !== undefined);
    expect(admitted).toHaveLength(API_BRAND_RATE.burst);
    expect(refused).toHaveLength(4 * API_KEY_RATE.burst - API_BRAND_RATE.burst);
    // Retry-After: the seconds until the window ends, 1.5 s → 2.
    expect(new Set(refused.map((verdict) => JSON.stringify(verdict)))).toEqual(
      new Set([JSON.stringify({ limit: 'brand', retryAfter: Math.ceil((start + WINDOW_MS - at) / 1000) })]),
    );
    expect(otherVerdicts.every((verdict) => verdict === undefined)).toBe(true);
  });

  it("a key over its own rate is refused as the key's, and its refused requests leave the brand's room to its other keys", async () => {
    const at = windowStart();
    const brand = id('br');
    const [busy, other] = [id('key'), id('key')];
    const busyVerdicts: unknown[] = [];
    for (let i = 0; i < API_KEY_RATE.burst + 15; i++)
      busyVerdicts.push(await takeApiKeyRequest(busy, brand, at));
    expect(busyVerdicts.slice(0, API_KEY_RATE.burst).every((verdict) => verdict === undefined)).toBe(true);
    expect(busyVerdicts.slice(API_KEY_RATE.burst)).toEqual(
      Array.from({ length: 15 }, () => ({ limit: 'key', retryAfter: WINDOW_MS / 1000 })),
    );
    // The brand holds API_BRAND_RATE.burst - API_KEY_RATE.burst more: the 15 refused were given back.
    const room = API_BRAND_RATE.burst - API_KEY_RATE.burst;
    const otherVerdicts = await burst(other, brand, room, at);
    expect(otherVerdicts.every((verdict) => verdict === undefined)).toBe(true);
    expect(await takeApiKeyRequest(id('key'), brand, at)).toEqual({
      limit: 'brand',
      retryAfter: WINDOW_MS / 1000,
    });
  });

  it('the next window starts afresh for the key and the brand', async () => {
    const start = windowStart();
    const brand = id('br');
    const keys = [id('key'), id('key')];
    await Promise.all(keys.map((key) => burst(key, brand, API_KEY_RATE.burst, start)));
    expect(await takeApiKeyRequest(keys[0] as string, brand, start + WINDOW_MS - 1)).toMatchObject({
      limit: 'key',
      retryAfter: 1,
    });
    const next = await Promise.all(
      keys.map((key) => burst(key, brand, API_KEY_RATE.burst, start + WINDOW_MS)),
    );
    expect(next.flat().every((verdict) => verdict === undefined)).toBe(true);
  });
});
