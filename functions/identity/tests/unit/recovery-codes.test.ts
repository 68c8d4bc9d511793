/**
 * Issue 35: recovery codes are random, shown in a fixed form, stored only as salted hashes, and matched
 * however a person types them back (case, dashes, spaces).
 */
import { describe, expect, it } from 'vitest';
import { matchRecoveryCode, newRecoveryCodes } from '../../security/recovery-codes';

describe('recovery codes', () => {
  it('are ten distinct codes of 60 random bits, stored as salted hashes that contain no code', () => {
    const { codes, stored } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-km-np-z2-9]{4}-[a-km-np-z2-9]{4}-[a-km-np-z2-9]{4}$/);
    expect(new Set(stored.map((item) => item.salt)).size).toBe(10);
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replace(/-/g, ''));
  });

  it('match the stored code at its index, typed in any case, with or without dashes and spaces', () => {
    const { codes, stored } = newRecoveryCodes();
    const code = codes[7] ?? '';
    expect(matchRecoveryCode(stored, code)).toBe(7);
    expect(matchRecoveryCode(stored, code.toUpperCase().replace(/-/g, ' '))).toBe(7);
    expect(matchRecoveryCode(stored, code.replace(/-/g, ''))).toBe(7);
  });

  it('do not match a code of another set, or a near miss', () => {
    const first = newRecoveryCodes();
    const second = newRecoveryCodes();
    expect(matchRecoveryCode(second.stored, first.codes[0] ?? '')).toBeUndefined();
    const code = first.codes[0] ?? '';
    const nearMiss = `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`;
    expect(matchRecoveryCode(first.stored, nearMiss)).toBeUndefined();
  });
});
