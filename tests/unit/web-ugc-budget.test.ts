/** The Create Request dialog's budget parsing: dollars as typed → integer cents, or nothing. */
import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../../web/src/features/brand-ugc/components/parse-budget';

describe('budget as typed (dollars) → cents', () => {
  it.each([
    ['150', 15_000],
    ['149.99', 14_999],
    ['12.5', 1_250],
    ['$1,250.05', 125_005],
    [' 0.01 ', 1],
  ])('%s → %i', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '12.345', '-5', '1e3', '12.'])('%s is not an amount', (typed) => {
    expect(dollarsToCents(typed)).toBeUndefined();
  });
});
