import { describe, expect, it } from 'vitest';
import { nextOccurrence } from '../../../../infra/local/schedule-clock';
import { periodBefore } from '../../../shared/time/period';
import { invoiceAmounts } from '../../billing/invoice-lines';
import { nextPeriod } from '../../billing/open-bill-period';

describe('billing periods', () => {
  it('a run bills the UTC month before its scheduled time, across years', () => {
    expect(periodBefore(new Date('2026-12-01T00:00:00Z'))).toBe('2026-11');
    expect(periodBefore(new Date('2027-01-01T00:00:00Z'))).toBe('2026-12');
    // A late run (hours or days later) still bills the same month.
    expect(periodBefore(new Date('2026-12-03T17:45:00Z'))).toBe('2026-11');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
  });

  it("the local clock's calendar schedules fire on the 1st 00:00 UTC, and daily at their time", () => {
    const monthly = { dayOfMonth: 1, hour: 0, minute: 0 };
    expect(nextOccurrence(monthly, new Date('2026-11-23T14:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(nextOccurrence(monthly, new Date('2026-12-15T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(nextOccurrence(monthly, new Date('2026-12-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    const daily = { hour: 0, minute: 30 };
    expect(nextOccurrence(daily, new Date('2026-11-23T00:10:00Z')).toISOString()).toBe(
      '2026-11-23T00:30:00.000Z',
    );
    expect(nextOccurrence(daily, new Date('2026-11-30T01:00:00Z')).toISOString()).toBe(
      '2026-12-01T00:30:00.000Z',
    );
  });
});

describe('invoice lines', () => {
  it('commissions, the 5% fee on net attributed sales (half-up), and credits for reversals', () => {
    const amounts = invoiceAmounts(
      {
        sales_cents: 100_010,
        commission_cents: 15_002,
        credited_sales_cents: 10_000,
        credited_commission_cents: 1_500,
      },
      5,
    );
    expect(amounts.total_sales_cents).toBe(90_010);
    expect(amounts.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['commissions', 15_002],
      ['platform_fee', 4_501], // 5% of 900.10 = 45.005 → 45.01
      ['refund_credits', -1_500],
    ]);
    expect(amounts.amount_cents).toBe(15_002 + 4_501 - 1_500);
  });

  it('approved content is its own line, paid in full and charged no fee', () => {
    const amounts = invoiceAmounts(
      {
        sales_cents: 10_000,
        commission_cents: 1_000,
        credited_sales_cents: 0,
        credited_commission_cents: 0,
        ugc_cents: 25_000,
      },
      5,
    );
    expect(amounts.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['commissions', 1_000],
      ['ugc_payments', 25_000],
      ['platform_fee', 500],
    ]);
    expect(amounts.amount_cents).toBe(26_500);
  });

  it('nothing attributed: no lines; refunds only: a negative total and no fee', () => {
    expect(
      invoiceAmounts(
        { sales_cents: 0, commission_cents: 0, credited_sales_cents: 0, credited_commission_cents: 0 },
        5,
      ).lines,
    ).toEqual([]);
    const creditOnly = invoiceAmounts(
      { sales_cents: 0, commission_cents: 0, credited_sales_cents: 4_000, credited_commission_cents: 600 },
      5,
    );
    expect(creditOnly.lines.map((line) => line.kind)).toEqual(['refund_credits']);
    expect(creditOnly.amount_cents).toBe(-600);
  });
});
