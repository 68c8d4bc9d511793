/**
 * RFC 6238 TOTP codes (SHA-1, 6 digits, 30-second steps: what authenticator apps and Cognito use),
 * computed from the secret Cognito hands out (base32, RFC 4648).
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32Bytes = (secret: string): Buffer => {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

/** The code for the 30-second step `at` falls in (RFC 4226's dynamic truncation). */
export const totpCode = (secret: string, at = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
};

/** A 6-digit code that is not the current one nor either neighbour Cognito accepts. */
export const wrongTotpCode = (secret: string, at = Date.now()): string => {
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, at + shift)));
  for (let n = 0; ; n++) {
    const candidate = String((Number(totpCode(secret, at)) + 1 + n) % 1_000_000).padStart(6, '0');
    if (!accepted.has(candidate)) return candidate;
  }
};
