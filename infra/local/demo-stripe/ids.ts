/** Stripe-like object ids: a prefix and random base62 (`cs_test_a1B2…`, `acct_1Qx…`, `evt_1Qx…`). */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const base62 = (length: number): string =>
  [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** `prefix_1` + 23 characters, like most Stripe ids; checkout sessions use `cs_test_` + 58. */
export const stripeId = (prefix: string): string =>
  prefix === 'cs' ? `cs_test_${base62(58)}` : `${prefix}_1${base62(23)}`;

/** Unix seconds, Stripe's `created`. */
export const unixNow = (): number => Math.floor(Date.now() / 1000);
