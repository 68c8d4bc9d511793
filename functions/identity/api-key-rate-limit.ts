import { API_BRAND_RATE, API_KEY_RATE } from '../../contracts/api-keys';
import { isConditionFailure } from '../shared/data/client';
import { apiBrandRateWindowEntity } from './entities/api-brand-rate-window';
import { apiKeyRateWindowEntity } from './entities/api-key-rate-window';

/**
 * The public API's rate (issues 22 and 31), counted per key and per brand in one fixed window of two
 * seconds: a key at most 20 requests in it (10 a second on average, bursts of 20), its brand, all keys
 * together, at most 40 (contracts/api-keys.ts says why twice). Each is one conditional ADD (atomic across
 * Lambdas); the two run side by side, so a request costs no more time than before. The rates are declared
 * in contracts/api-keys.ts, where the OpenAPI document and reference page read them.
 */
const KEY_BURST: number = API_KEY_RATE.burst;
const BRAND_BURST: number = API_BRAND_RATE.burst;
const WINDOW_MS = (API_KEY_RATE.burst / API_KEY_RATE.requestsPerSecond) * 1000;
if (API_BRAND_RATE.burst / API_BRAND_RATE.requestsPerSecond !== WINDOW_MS / 1000)
  throw new Error('The brand rate must be counted in the same window as the key rate');

type Counter = 'key' | 'brand';

/** Over a limit: which one and the seconds until the window ends (Retry-After, at least 1). */
export interface RateRefusal {
  limit: Counter;
  retryAfter: number;
}

const counters = (keyId: string, brandId: string, windowStart: string, expiresAt: number) => ({
  key: {
    take: () =>
      apiKeyRateWindowEntity
        .update({ keyId, windowStart })
        .set({ expiresAt })
        .add({ count: 1 })
        .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, KEY_BURST)}`)
        .go({ response: 'none' }),
    giveBack: () =>
      apiKeyRateWindowEntity.update({ keyId, windowStart }).add({ count: -1 }).go({ response: 'none' }),
  },
  brand: {
    take: () =>
      apiBrandRateWindowEntity
        .update({ brandId, windowStart })
        .set({ expiresAt })
        .add({ count: 1 })
        .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, BRAND_BURST)}`)
        .go({ response: 'none' }),
    giveBack: () =>
      apiBrandRateWindowEntity.update({ brandId, windowStart }).add({ count: -1 }).go({ response: 'none' }),
  },
});

/** True when counted, false when the counter was at its limit. */
const counted = (take: () => Promise<unknown>): Promise<boolean> =>
  take().then(
    () => true,
    (error) => {
      if (isConditionFailure(error)) return false;
      throw error;
    },
  );

/**
 * Counts one request of a brand's key against the key's limit and the brand's. Within both: undefined.
 * Over either: which one and the seconds to wait. A refused request counts against neither: a counter
 * that took it while the other refused gives it back (ADD -1). Neither counter ever passes its limit, so
 * no more is admitted than both allow; between a take and its give-back a request of the brand may be
 * refused that would have fitted, which errs on the side of the limit.
 */
export const takeApiKeyRequest = async (
  keyId: string,
  brandId: string,
  now = Date.now(),
): Promise<RateRefusal | undefined> => {
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const end = start + WINDOW_MS;
  const { key, brand } = counters(keyId, brandId, new Date(start).toISOString(), Math.floor(end / 1000) + 60);
  const [keyCounted, brandCounted] = await Promise.all([counted(key.take), counted(brand.take)]);
  if (keyCounted && brandCounted) return undefined;
  if (keyCounted) await key.giveBack();
  if (brandCounted) await brand.giveBack();
  // The key's own limit is named first: it is the one its caller can act on alone.
  return { limit: keyCounted ? 'brand' : 'key', retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
};
