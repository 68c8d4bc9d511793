/** Stripe-like object ids: a prefix and random base62 (`cs_test_a1B2…`, `acct_1Qx…`, `evt_1Qx…`). */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const base62 = (length: number): string =>
  [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** `prefix_1` + 23 characters, like most Stripe ids; checkout sessions use `cs_test_` + 58. */
export const stripeId = (prefix: string): string =>
  prefix === 'cs' ? `cs_test_${base62(58)}` : `${prefix}_1${base62(23)}`;

/**
 * The local Stripe's clock, like a Stripe test clock for the whole local account: frozen at an instant
 * (unix seconds) while the demo seed walks past months (PUT /__stripe/__clock), so what Stripe records
 * then — payments, transfers and their events' `created` — is dated when the history says it happened;
 * null is the wall clock. Webhook signatures and retries keep the wall clock (a receiver checks them
 * against its own).
 */
let frozenAt: number | null = null;

export const freezeStripeClock = (at: number | null): void => {
  frozenAt = at;
};

export const stripeClockFrozenAt = (): number | null => frozenAt;

/** Unix seconds, Stripe's `created`. */
export const unixNow = (): number => frozenAt ?? Math.floor(Date.now() / 1000);
