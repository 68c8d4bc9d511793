import { API_KEY_RATE } from '../../contracts/api-keys';
import { isConditionFailure } from '../shared/data/client';
import { apiKeyRateWindowEntity } from './entities/api-key-rate-window';

/**
 * Issue 22: each API key may make 10 requests a second on average with bursts of 20: a fixed window of
 * two seconds holding at most 20, counted by one conditional ADD per request (atomic across Lambdas).
 * The rate is declared in contracts/api-keys.ts, where the OpenAPI document and reference page read it.
 */
const BURST: number = API_KEY_RATE.burst;
const WINDOW_MS = (API_KEY_RATE.burst / API_KEY_RATE.requestsPerSecond) * 1000;

/**
 * Counts one request of the key. Within the limit: undefined. Over it: the seconds until the window
 * ends (Retry-After, at least 1); nothing is counted for a refused request.
 */
export const takeApiKeyRequest = async (keyId: string, now = Date.now()): Promise<number | undefined> => {
  const start = Math.floor(now / WINDOW_MS) * WINDOW_MS;
  const end = start + WINDOW_MS;
  try {
    await apiKeyRateWindowEntity
      .update({ keyId, windowStart: new Date(start).toISOString() })
      .set({ expiresAt: Math.floor(end / 1000) + 60 })
      .add({ count: 1 })
      .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, BURST)}`)
      .go({ response: 'none' });
    return undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }
};
