import { describe, expect, it } from 'vitest';
import { moneyToCents, numericId } from '../../shopify/admin-api';

describe('Shopify value mapping', () => {
  it.each([
    ['24.00', 2400],
    ['24.5', 2450],
    ['0.99', 99],
    ['129', 12900],
    ['19.999', 1999],
  ])('money %s is %i cents', (amount, cents) => {
    expect(moneyToCents(amount)).toBe(cents);
  });

  it('refuses amounts it cannot read', () => {
    expect(() => moneyToCents('-1.00')).toThrow();
    expect(() => moneyToCents('1,00')).toThrow();
  });

  it('takes the numeric id out of a gid', () => {
    expect(numericId('gid://shopify/Product/8000000000001')).toBe('8000000000001');
  });
});
