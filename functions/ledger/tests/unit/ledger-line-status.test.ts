/**
 * Every ledger line says where it is, why and when it should be paid (functions/ledger/sales/line-status.ts),
 * across every state: in the hold, waiting for the brand's invoice (not issued yet, issued, overdue,
 * paid), payable, in a payout, paid, held for review, void; reversals; monthly and weekly payouts.
 */
import { describe, expect, it } from 'vitest';
import {
  invoiceDatesOf,
  type LineContext,
  lineStatusOf,
  nextPayoutAt,
  periodName,
  shortDate,
} from '../../sales/line-status';

const now = new Date('2026-11-26T12:00:00.000Z');
const entry = (overrides: Partial<Parameters<typeof lineStatusOf>[0]> = {}) => ({
  kind: 'sale' as const,
  status: 'pending' as const,
  hold_until: '2026-12-03T10:00:00.000Z',
  brand_name: 'Glow',
  bill_period: '2026-11',
  commission_cents: 3_200,
  ...overrides,
});
const monthly = (extra: Partial<LineContext> = {}): LineContext => ({ now, schedule: 'monthly', ...extra });

describe('next payout run', () => {
  it('monthly: the next 1st at 06:00 UTC, strictly after', () => {
    expect(nextPayoutAt(now, 'monthly').toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-12-01T05:59:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(nextPayoutAt(new Date('2026-12-01T06:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-01T06:00:00.000Z',
    );
  });

  it('weekly: the next Monday at 06:00 UTC, strictly after', () => {
    // 2026-11-26 is a Thursday.
    expect(nextPayoutAt(now, 'weekly').toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(nextPayoutAt(new Date('2026-11-30T05:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    expect(nextPayoutAt(new Date('2026-11-30T06:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-12-07T06:00:00.000Z',
    );
    expect(nextPayoutAt(new Date('2026-11-29T23:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it("an invoice is issued on the 1st after its month and due 14 days later; dates read 'Dec 3'", () => {
    expect(invoiceDatesOf('2026-11')).toEqual({
      issued_at: '2026-12-01T00:00:00.000Z',
      due_at: '2026-12-15T00:00:00.000Z',
    });
    expect(invoiceDatesOf('2026-12').issued_at).toBe('2027-01-01T00:00:00.000Z');
    expect(shortDate('2026-12-03T10:00:00Z', now)).toBe('Dec 3');
    expect(shortDate('2027-01-01T06:00:00Z', now)).toBe('Jan 1, 2027');
    expect(periodName('2026-11', now)).toBe('November');
    expect(periodName('2025-11', now)).toBe('November 2025');
  });
});

describe('a line in its hold', () => {
  it('says until when, which invoice follows, and the payout after the invoice is due', () => {
    expect(lineStatusOf(entry(), monthly())).toEqual({
      state: 'on_hold',
      label: "on hold until Dec 3, then Glow's November invoice (issued Dec 1, due Dec 15)",
      expected_pay_at: '2027-01-01T06:00:00.000Z',
    });
  });

  it('with the invoice already issued (due date from the invoice)', () => {
    const status = lineStatusOf(
      entry(),
      monthly({ invoice: { status: 'pending', due_at: '2026-12-15T00:00:00.000Z', paid_at: null } }),
    );
    expect(status.label).toBe("on hold until Dec 3, then Glow's November invoice (due Dec 15)");
  });

  it('weekly payouts: paid the Monday after the invoice is due', () => {
    expect(lineStatusOf(entry(), { now, schedule: 'weekly' }).expected_pay_at).toBe(
      '2026-12-21T06:00:00.000Z',
    );
  });

  it('with its invoice paid already (paid early): paid the run after the hold', () => {
    const status = lineStatusOf(
      entry(),
      monthly({
        invoice: { status: 'paid', due_at: '2026-12-15T00:00:00.000Z', paid_at: '2026-11-20T00:00:00Z' },
      }),
    );
    expect(status.state).toBe('on_hold');
    expect(status.label).toBe("on hold until Dec 3 (Glow's November invoice is paid)");
    expect(status.expected_pay_at).toBe('2027-01-01T06:00:00.000Z');
  });
});

describe('a line past its hold', () => {
  const matured = entry({ hold_until: '2026-11-20T00:00:00.000Z', bill_period: '2026-10' });

  it("waits for the brand's invoice (issued, due): paid the run after it is due", () => {
    const status = lineStatusOf(
      matured,
      monthly({ invoice: { status: 'pending', due_at: '2026-11-29T00:00:00.000Z', paid_at: null } }),
    );
    expect(status).toEqual({
      state: 'awaiting_invoice',
      label: "waiting for Glow's October invoice, due Nov 29",
      expected_pay_at: '2026-12-01T06:00:00.000Z',
    });
  });

  it('waits for an invoice not issued yet', () => {
    const status = lineStatusOf(entry({ hold_until: '2026-11-20T00:00:00.000Z' }), monthly());
    expect(status.state).toBe('awaiting_invoice');
    expect(status.label).toBe("waiting for Glow's November invoice, issued Dec 1, due Dec 15");
    expect(status.expected_pay_at).toBe('2027-01-01T06:00:00.000Z');
  });

  it('an overdue invoice: overdue at the brand since its due date, no date promised', () => {
    const status = lineStatusOf(
      matured,
      monthly({ invoice: { status: 'overdue', due_at: '2026-11-15T00:00:00.000Z', paid_at: null } }),
    );
    expect(status).toEqual({
      state: 'invoice_overdue',
      label: "overdue at Glow since Nov 15 (Glow's October invoice)",
      expected_pay_at: null,
    });
  });

  it('an invoice past due but not marked yet reads overdue too', () => {
    const status = lineStatusOf(
      matured,
      monthly({ invoice: { status: 'pending', due_at: '2026-11-15T00:00:00.000Z', paid_at: null } }),
    );
    expect(status.state).toBe('invoice_overdue');
  });

  it('its invoice paid (release under way): payable with the next payout', () => {
    const status = lineStatusOf(
      matured,
      monthly({
        invoice: { status: 'paid', due_at: '2026-11-15T00:00:00.000Z', paid_at: '2026-11-25T00:00:00Z' },
      }),
    );
    expect(status).toEqual({
      state: 'payable',
      label: 'payable — next payout Dec 1',
      expected_pay_at: '2026-12-01T06:00:00.000Z',
    });
  });
});

describe('lines that are payable, in a payout, paid, held or void', () => {
  it('payable: the next payout', () => {
    expect(lineStatusOf(entry({ status: 'available' }), monthly())).toEqual({
      state: 'payable',
      label: 'payable — next payout Dec 1',
      expected_pay_at: '2026-12-01T06:00:00.000Z',
    });
    expect(lineStatusOf(entry({ status: 'available' }), { now, schedule: 'weekly' }).label).toBe(
      'payable — next payout Nov 30',
    );
  });

  it('in payout since the payout opened; paid on its date', () => {
    expect(
      lineStatusOf(
        entry({ status: 'in_payout' }),
        monthly({ payout: { created_at: '2026-11-25T06:00:00Z', paid_at: null } }),
      ),
    ).toEqual({ state: 'in_payout', label: 'in payout since Nov 25', expected_pay_at: null });
    expect(
      lineStatusOf(
        entry({ status: 'paid' }),
        monthly({ payout: { created_at: '2026-11-01T06:00:00Z', paid_at: '2026-11-01T06:01:00Z' } }),
      ),
    ).toEqual({ state: 'paid', label: 'paid Nov 1', expected_pay_at: null });
  });

  it('held for review (self-referral), and void', () => {
    expect(lineStatusOf(entry({ status: 'held' }), monthly())).toEqual({
      state: 'held',
      label: "held: self-referral — waiting for Glow's review",
      expected_pay_at: null,
    });
    expect(lineStatusOf(entry({ status: 'void' }), monthly())).toEqual({
      state: 'void',
      label: 'void: earns nothing',
      expected_pay_at: null,
    });
  });

  it('void after a review: the brand’s words, as the creator reads them (issue 36)', () => {
    const voided = { ...entry({ status: 'void' }), review_decision: 'Voided by Glow: Bought traffic.' };
    expect(lineStatusOf(voided, monthly()).label).toBe('void: voided by Glow: Bought traffic.');
  });
});

describe('lines the brand does not pay for', () => {
  it('a reversal in its hold, then deducted from the next payout', () => {
    const reversal = entry({ kind: 'reversal', commission_cents: -1_000 });
    expect(lineStatusOf(reversal, monthly())).toEqual({
      state: 'on_hold',
      label: 'on hold until Dec 3',
      expected_pay_at: '2027-01-01T06:00:00.000Z',
    });
    expect(lineStatusOf({ ...reversal, hold_until: '2026-11-01T00:00:00Z' }, monthly()).label).toBe(
      'deducted with the next payout, Dec 1',
    );
    expect(lineStatusOf({ ...reversal, status: 'available' }, monthly()).label).toBe(
      'to be deducted — next payout Dec 1',
    );
  });

  it('a credit cash-out (no billing period) is payable at once', () => {
    const cashout = entry({ kind: 'credit_cashout', status: 'available', bill_period: undefined });
    expect(lineStatusOf(cashout, monthly()).label).toBe('payable — next payout Dec 1');
  });
});

describe('brand names in the labels', () => {
  it("writes the possessive as English does after a final s: Glow's, Trailhead Outfitters'", async () => {
    const { possessive } = await import('../../sales/line-status');
    expect(possessive('Glow')).toBe("Glow's");
    expect(possessive('Trailhead Outfitters')).toBe("Trailhead Outfitters'");
  });
});
