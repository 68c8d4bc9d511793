import { describe, expect, it } from 'vitest';
import { describePayout } from '../../payouts/payout-view';

describe('a payout in words', () => {
  it('counts what it pays by kind and names the brands', () => {
    expect(describePayout({ entry_sks: ['COMM#a#1#1'], brands: { b1: 'Glow' } })).toBe(
      '1 commission from Glow',
    );
    expect(
      describePayout({
        entry_sks: ['COMM#a#1#1', 'COMM#a#1#2', 'COMM#b#UGC#s1'],
        brands: { b1: 'Luma', b2: 'Glow' },
      }),
    ).toBe('2 commissions and 1 content payment from Glow and Luma');
    expect(describePayout({ entry_sks: ['COMM#c#CASHOUT#x'], brands: { PLATFORM: 'Sample credits' } })).toBe(
      '1 credit cash-out from Sample credits',
    );
    expect(describePayout({ entry_sks: [], brands: {} })).toBe('Payout');
  });
});
