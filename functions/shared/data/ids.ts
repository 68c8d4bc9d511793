import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford base32, as ULID

/**
 * Time-sortable ids (ULID layout: 10 chars of milliseconds + 16 random chars), optionally prefixed,
 * so items sort by creation time in a Query without a separate timestamp index.
 */
export const createId = (prefix = '', now = Date.now()): string => {
  let time = '';
  let remaining = now;
  for (let i = 0; i < 10; i++) {
    time = alphabet[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  const bytes = randomBytes(16);
  let random = '';
  for (const byte of bytes) random += alphabet[byte % 32];
  return `${prefix}${time}${random}`;
};
