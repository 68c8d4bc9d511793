/**
 * Ten one-time recovery codes (issue 35): each 12 base32 characters (60 random bits) shown once as
 * `abcd-efgh-ijkm`, stored as SHA-256 of a per-code random salt and the code. A fast hash is enough here,
 * unlike for a password: 60 random bits cannot be guessed offline from a leaked hash in any useful time,
 * and every attempt online is rate-limited behind the account's password.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../contracts/account-security';
import type { StoredRecoveryCode } from '../entities/second-factor';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // 32 letters and digits, without 0/o and 1/l
const CODE_LENGTH = 12;

const hashOf = (salt: string, normalized: string): string =>
  createHash('sha256').update(`${salt}:${normalized}`).digest('hex');

/** What people type: any case, with or without the dashes and spaces. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

const newCode = (): string => {
  const bytes = randomBytes(CODE_LENGTH);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
};

export const newRecoveryCodes = (): { codes: string[]; stored: StoredRecoveryCode[] } => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const stored = codes.map((code) => {
    const salt = randomBytes(16).toString('hex');
    return { salt, hash: hashOf(salt, normalizeRecoveryCode(code)) };
  });
  return { codes, stored };
};

/** The index of the stored code `code` is, used or not; undefined when it is none of them. */
export const matchRecoveryCode = (
  stored: readonly StoredRecoveryCode[],
  code: string,
): number | undefined => {
  const normalized = normalizeRecoveryCode(code);
  const index = stored.findIndex((candidate) =>
    timingSafeEqual(
      Buffer.from(hashOf(candidate.salt, normalized), 'hex'),
      Buffer.from(candidate.hash, 'hex'),
    ),
  );
  return index < 0 ? undefined : index;
};
