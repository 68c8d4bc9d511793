import { describe, expect, it } from 'vitest';
import {
  lineBaseCents,
  lineCommissionCents,
  mulDivHalfUp,
  percentToBasisPoints,
  reverseUnits,
} from '../../sales/commission-arithmetic';

describe('line commission arithmetic (integer cents, half-up per line)', () => {
  it('base = price x quantity − the line discount', () => {
    expect(lineBaseCents({ quantity: 2, priceCents: 4800, discountCents: 960 })).toBe(8640);
    expect(lineBaseCents({ quantity: 1, priceCents: 1999, discountCents: 0 })).toBe(1999);
    // A discount larger than the line (a free gift) earns nothing, never a negative base.
    expect(lineBaseCents({ quantity: 1, priceCents: 500, discountCents: 700 })).toBe(0);
  });

  it('commission = base x rate, rounded half-up to the cent', () => {
    expect(lineCommissionCents(8640, percentToBasisPoints(15))).toBe(1296);
    // 1999 x 12.5% = 249.875 → 250 ; 1990 x 12.5% = 248.75 → 249 ; 1000 x 0.05% = 0.5 → 1 (half up)
    expect(lineCommissionCents(1999, percentToBasisPoints(12.5))).toBe(250);
    expect(lineCommissionCents(1990, percentToBasisPoints(12.5))).toBe(249);
    expect(lineCommissionCents(1000, percentToBasisPoints(0.05))).toBe(1);
    // 0.4 of a cent rounds down.
    expect(lineCommissionCents(999, percentToBasisPoints(0.04))).toBe(0);
    expect(lineCommissionCents(0, percentToBasisPoints(30))).toBe(0);
    expect(lineCommissionCents(12345, percentToBasisPoints(100))).toBe(12345);
  });

  it('works in integers beyond float precision', () => {
    expect(mulDivHalfUp(9_007_199_254_740, 3333, 10_000)).toBe(3_002_099_511_605);
    expect(() => mulDivHalfUp(-1, 1, 1)).toThrow(RangeError);
    expect(() => percentToBasisPoints(101)).toThrow(RangeError);
    expect(() => percentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});

describe('reversals for refunded units', () => {
  const sold = {
    quantity: 3,
    baseCents: 1000,
    commissionCents: 333,
    reversedQuantity: 0,
    reversedBaseCents: 0,
    reversedCommissionCents: 0,
  };

  it('a partial refund takes back the units’ share of the base and commission', () => {
    expect(reverseUnits({ ...sold, quantity: 2, baseCents: 8640, commissionCents: 1296 }, 1)).toEqual({
      quantity: 1,
      baseCents: 4320,
      commissionCents: 648,
    });
  });

  it('refunding every unit one by one takes back exactly what the line earned', () => {
    let state = { ...sold };
    const taken = { base: 0, commission: 0 };
    for (let unit = 0; unit < 3; unit++) {
      const reversal = reverseUnits(state, 1);
      taken.base += reversal.baseCents;
      taken.commission += reversal.commissionCents;
      state = {
        ...state,
        reversedQuantity: state.reversedQuantity + reversal.quantity,
        reversedBaseCents: state.reversedBaseCents + reversal.baseCents,
        reversedCommissionCents: state.reversedCommissionCents + reversal.commissionCents,
      };
    }
    expect(taken).toEqual({ base: 1000, commission: 333 });
    // Nothing is left to reverse: a further refund (or a cancellation) takes nothing.
    expect(reverseUnits(state, 1)).toEqual({ quantity: 0, baseCents: 0, commissionCents: 0 });
  });

  it('never reverses more units than remain', () => {
    const once = reverseUnits(sold, 2);
    expect(once.quantity).toBe(2);
    const rest = reverseUnits(
      {
        ...sold,
        reversedQuantity: 2,
        reversedBaseCents: once.baseCents,
        reversedCommissionCents: once.commissionCents,
      },
      5,
    );
    expect(rest.quantity).toBe(1);
    expect(once.baseCents + rest.baseCents).toBe(1000);
    expect(once.commissionCents + rest.commissionCents).toBe(333);
  });

  it('a quantity of zero or a fraction reverses nothing extra', () => {
    expect(reverseUnits(sold, 0).quantity).toBe(0);
    expect(reverseUnits(sold, 1.7).quantity).toBe(1);
  });
});
