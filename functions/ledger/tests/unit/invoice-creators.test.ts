/**
 * An invoice's commissions by creator (functions/ledger/billing/invoice-creators.ts): the rows add up to
 * the invoice's totals in integer cents, the fee is apportioned by net sales with the largest remainder,
 * and what is no creator's (a carried credit) is a row of its own.
 */
import { describe, expect, it } from 'vitest';
import { apportion, invoiceCreatorRows } from '../../billing/invoice-creators';
import { type BillingCounter, invoiceAmounts } from '../../billing/invoice-lines';
import type { CreatorBillingCounter } from '../../entities/billing-creator-period';

const counter = (values: Partial<BillingCounter>): Required<BillingCounter> => ({
  sales_cents: 0,
  commission_cents: 0,
  credited_sales_cents: 0,
  credited_commission_cents: 0,
  ugc_cents: 0,
  ...values,
});
const sumOf = (rows: readonly Record<string, unknown>[], field: string) =>
  rows.reduce((sum, row) => sum + (row[field] as number), 0);

describe('apportioning a fee', () => {
  it('sums to the total exactly; leftover cents go to the largest remainders, ties to the earlier', () => {
    // 100 cents over three equal weights: 33.33 each → 33, 33, 33 and the one left to the first.
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 5% of 333 + 333 + 334 = 50 cents: exact shares 16.65, 16.65, 16.70 → 16, 16, 16 and 2 left.
    expect(apportion(50, [333, 333, 334])).toEqual([17, 16, 17]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    // A creator whose refunds outweigh their sales takes a negative share; the sum still holds.
    const shares = apportion(1_000, [30_000, -5_000, 15_000]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(shares[1]).toBeLessThan(0);
  });

  it('sums exactly on random weights (no share a cent or more off its exact value)', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 1 + (next() % 9) }, () => next() % 1_000_000);
      const sum = weights.reduce((a, b) => a + b, 0);
      if (sum === 0) continue;
      const total = next() % 100_000;
      const shares = apportion(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((share, i) => {
        expect(Math.abs(share - (total * (weights[i] as number)) / sum)).toBeLessThan(1);
      });
    }
  });
});

describe("an invoice's rows by creator", () => {
  it('three creators: sales, commission, content pay and fee add up to the invoice', () => {
    const creators: CreatorBillingCounter[] = [
      { creator_id: 'c-ava', ...counter({ sales_cents: 33_300, commission_cents: 4_995 }) },
      {
        creator_id: 'c-ben',
        ...counter({
          sales_cents: 33_300,
          commission_cents: 3_330,
          credited_sales_cents: 1_000,
          credited_commission_cents: 100,
        }),
      },
      { creator_id: 'c-cal', ...counter({ sales_cents: 33_400, commission_cents: 6_680, ugc_cents: 5_000 }) },
    ];
    const brand = counter({
      sales_cents: 100_000,
      commission_cents: 15_005,
      credited_sales_cents: 1_000,
      credited_commission_cents: 100,
      ugc_cents: 5_000,
    });
    const amounts = invoiceAmounts(brand, 5);
    const usernames = new Map([
      ['c-ava', 'avareviews'],
      ['c-ben', 'benhikes'],
      ['c-cal', 'calcooks'],
    ]);
    const rows = invoiceCreatorRows(amounts, brand, creators, usernames);
    expect(rows).toHaveLength(3);
    const fee = amounts.lines.find((line) => line.kind === 'platform_fee')?.amount_cents;
    expect(fee).toBe(4_950);
    expect(sumOf(rows, 'fee_cents')).toBe(fee);
    expect(sumOf(rows, 'amount_cents')).toBe(amounts.amount_cents);
    expect(sumOf(rows, 'sales_cents')).toBe(amounts.total_sales_cents);
    expect(sumOf(rows, 'commission_cents')).toBe(15_005 - 100);
    expect(rows.find((row) => row.creator_username === 'calcooks')).toMatchObject({
      description: '@calcooks',
      sales_cents: 33_400,
      commission_cents: 6_680,
      ugc_cents: 5_000,
      amount_cents: 6_680 + 5_000 + (rows.find((row) => row.creator_username === 'calcooks')?.fee_cents ?? 0),
    });
  });

  it('a credit carried from an earlier month is a row of its own, without a creator', () => {
    const creators: CreatorBillingCounter[] = [
      { creator_id: 'c-ava', ...counter({ sales_cents: 20_000, commission_cents: 3_000 }) },
    ];
    const brand = counter({
      sales_cents: 20_000,
      commission_cents: 3_000,
      credited_commission_cents: 500,
      credited_sales_cents: 2_000,
    });
    const amounts = invoiceAmounts(brand, 5);
    const rows = invoiceCreatorRows(amounts, brand, creators, new Map([['c-ava', 'avareviews']]));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.creator_id === null)).toMatchObject({
      commission_cents: -500,
      sales_cents: -2_000,
    });
    expect(sumOf(rows, 'amount_cents')).toBe(amounts.amount_cents);
    expect(sumOf(rows, 'fee_cents')).toBe(
      amounts.lines.find((line) => line.kind === 'platform_fee')?.amount_cents,
    );
  });

  it('beyond 500 creators the smallest rows are one, and everything still adds up', () => {
    const creators: CreatorBillingCounter[] = Array.from({ length: 520 }, (_, i) => ({
      creator_id: `c-${String(i).padStart(4, '0')}`,
      ...counter({ sales_cents: 1_000 + i * 7, commission_cents: 100 + i }),
    }));
    const brand = counter({
      sales_cents: creators.reduce((sum, c) => sum + c.sales_cents, 0),
      commission_cents: creators.reduce((sum, c) => sum + c.commission_cents, 0),
    });
    const amounts = invoiceAmounts(brand, 5);
    const rows = invoiceCreatorRows(amounts, brand, creators, new Map());
    expect(rows).toHaveLength(500);
    expect(rows.at(-1)).toMatchObject({
      creator_id: null,
      description: '21 more creators (each in the sales export)',
    });
    expect(sumOf(rows, 'amount_cents')).toBe(amounts.amount_cents);
    expect(sumOf(rows, 'fee_cents')).toBe(
      amounts.lines.find((line) => line.kind === 'platform_fee')?.amount_cents,
    );
  });
});
