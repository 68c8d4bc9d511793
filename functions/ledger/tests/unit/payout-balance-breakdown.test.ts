/**
 * Request Payout refused for want of a payable balance says what the balance is made of
 * (functions/ledger/payouts/balance-breakdown.ts): each part in the words its ledger lines use.
 */
import { describe, expect, it } from 'vitest';
import { balanceBreakdownText, type UnpaidLine } from '../../payouts/balance-breakdown';
import type { CreatorTotals } from '../../sales/creator-totals';
import { lineStatusOf } from '../../sales/line-status';

const now = new Date('2026-11-26T12:00:00.000Z');
const totals = (overrides: Partial<CreatorTotals> = {}): CreatorTotals => ({
  total_cents: 50_193,
  commission_cents: 50_193,
  content_cents: 0,
  credit_cashout_cents: 0,
  pending_cents: 50_193,
  on_hold_cents: 50_193,
  awaiting_invoice_cents: 0,
  payable_cents: 0,
  in_payout_cents: 0,
  paid_cents: 0,
  held_cents: 0,
  ...overrides,
});
const line = (cents: number, hold_until: string, bill_period = '2026-11'): UnpaidLine => {
  const entry = {
    kind: 'sale' as const,
    status: 'pending' as const,
    hold_until,
    brand_name: 'Glow',
    bill_period,
    commission_cents: cents,
  };
  return {
    cents,
    hold_until,
    brand_name: 'Glow',
    status: lineStatusOf(entry, { now, schedule: 'monthly' }),
  };
};

describe('what the balance is made of', () => {
  it("nothing ready: the hold, then the brand's invoice with its due date", () => {
    const text = balanceBreakdownText(
      totals(),
      [
        line(20_000, '2026-12-03T10:00:00Z'),
        line(12_000, '2026-12-01T10:00:00Z'),
        line(18_193, '2026-11-20T10:00:00Z'),
      ],
      now,
    );
    expect(text).toBe(
      "Nothing is ready yet: $501.93 earned — $320.00 on hold until Dec 3 at the latest, $181.93 waiting for Glow's November invoice (issued Dec 1, due Dec 15).",
    );
  });

  it('everything paid out, or nothing earned: says so instead of "nothing is ready yet"', () => {
    const paid = totals({ pending_cents: 0, paid_cents: 50_193 });
    expect(balanceBreakdownText(paid, [], now)).toBe(
      'Everything you have earned ($501.93) has been paid out.',
    );
    const none = totals({ total_cents: 0, commission_cents: 0, pending_cents: 0 });
    expect(balanceBreakdownText(none, [], now)).toBe(
      'Nothing earned yet: commissions appear here after your first sale.',
    );
  });

  it('a refund past its hold is a deduction from the next payout, not "becoming payable"', () => {
    const reversal: UnpaidLine = {
      cents: -6_078,
      hold_until: '2026-11-20T10:00:00Z',
      brand_name: 'Glow',
      status: lineStatusOf(
        {
          kind: 'reversal',
          status: 'pending',
          hold_until: '2026-11-20T10:00:00Z',
          brand_name: 'Glow',
          bill_period: '2026-11',
          commission_cents: -6_078,
        },
        { now, schedule: 'monthly' },
      ),
    };
    const text = balanceBreakdownText(
      // The reversal past its hold is payable already: it nets in the payable figure (creator-totals.ts).
      totals({ total_cents: 44_115, pending_cents: 50_193, payable_cents: -6_078 }),
      [line(50_193, '2026-12-03T10:00:00Z'), reversal],
      now,
    );
    expect(text).toContain('-$60.78 in refunds, deducted with the next payout');
    expect(text).not.toContain('becoming payable');
  });

  it('some ready but under the minimum; paid and held parts too', () => {
    const text = balanceBreakdownText(
      totals({
        total_cents: 60_000,
        payable_cents: 1_000,
        pending_cents: 9_000,
        paid_cents: 50_000,
        held_cents: 700,
      }),
      [line(9_000, '2026-12-03T10:00:00Z')],
      now,
    );
    expect(text).toBe(
      "$10.00 of $600.00 earned is ready — $90.00 on hold until Dec 3, $500.00 paid. $7.00 more is held for the brand's review (self-referral).",
    );
  });

  it('an overdue invoice is named; lines beyond the bounded read are still counted', () => {
    const overdue: UnpaidLine = {
      cents: 5_000,
      hold_until: '2026-10-10T00:00:00Z',
      brand_name: 'Glow',
      status: lineStatusOf(
        {
          kind: 'sale',
          status: 'pending',
          hold_until: '2026-10-10T00:00:00Z',
          brand_name: 'Glow',
          bill_period: '2026-10',
          commission_cents: 5_000,
        },
        {
          now,
          schedule: 'monthly',
          invoice: { status: 'overdue', due_at: '2026-11-15T00:00:00Z', paid_at: null },
        },
      ),
    };
    const text = balanceBreakdownText(
      totals({ total_cents: 6_000, pending_cents: 6_000, commission_cents: 6_000 }),
      [overdue],
    );
    expect(text).toBe(
      "Nothing is ready yet: $60.00 earned — $50.00 overdue at Glow since Nov 15 (Glow's October invoice), $10.00 in older lines not yet payable.",
    );
  });

  it('amounts carry thousands separators', () => {
    const text = balanceBreakdownText(
      totals({ total_cents: 123_456_78, pending_cents: 123_456_78, commission_cents: 123_456_78 }),
      [line(123_456_78, '2026-12-03T10:00:00Z')],
      now,
    );
    expect(text).toContain('$123,456.78 earned');
  });
});
