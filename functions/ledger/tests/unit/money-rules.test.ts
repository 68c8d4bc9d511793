/**
 * The pure rules of billing and payouts: what the billing run does with a period's counter (hold,
 * settle, carry a credit, invoice), what an invoice pays of the commissions, invoice numbers and the
 * period an invoice number names, what a payout gathers and when it is cancelled, and what the
 * stale-payout sweep does with a payout.
 */
import { describe, expect, it } from 'vitest';
import { billingDecision } from '../../billing/invoice-lines';
import { invoiceNumber } from '../../billing/invoice-rules';
import { nextPeriod } from '../../billing/open-bill-period';
import { commissionsPaidBy } from '../../billing/pay-invoice';
import { afterGathering, gatheredFrom } from '../../payouts/gather-entries';
import { sweepBounds, sweepStep } from '../../schedules/sweep-stale-payouts.scheduled';

const counter = (over: Partial<Parameters<typeof billingDecision>[0]> = {}) => ({
  sales_cents: 0,
  commission_cents: 0,
  credited_sales_cents: 0,
  credited_commission_cents: 0,
  ...over,
});

describe('the billing run, per period', () => {
  it('invoices a month that bills something: commissions, content, the fee, net of credits', () => {
    const decision = billingDecision(
      counter({
        sales_cents: 20_000,
        commission_cents: 2_000,
        credited_commission_cents: 500,
        ugc_cents: 1_000,
      }),
      [],
      5,
    );
    expect(decision.kind).toBe('invoice');
    if (decision.kind !== 'invoice') return;
    expect(decision.amounts.amount_cents).toBe(2_000 + 1_000 + 1_000 - 500);
  });

  it('settles a month with nothing to pay for, and one whose sales and refunds cancel out', () => {
    expect(billingDecision(counter(), [], 5)).toEqual({ kind: 'nothing' });
    // Reversed and billed the same month: no commission line, no credit line, no fee.
    expect(billingDecision(counter({ sales_cents: 1_000, credited_sales_cents: 1_000 }), [], 5)).toEqual({
      kind: 'nothing',
    });
  });

  it('carries what was reversed beyond what was billed to the next period, never a negative invoice', () => {
    expect(
      billingDecision(
        counter({
          sales_cents: 1_000,
          commission_cents: 100,
          credited_sales_cents: 5_000,
          credited_commission_cents: 600,
        }),
        [],
        5,
      ),
    ).toEqual({ kind: 'carry', credit: { commission: 500, sales: 4_000 } });
    // A month whose fee outweighs the credit still bills: the total is what decides.
    expect(
      billingDecision(counter({ sales_cents: 100_000, credited_commission_cents: 100 }), [], 5).kind,
    ).toBe('invoice');
  });

  it('holds a period whose totals, read or computed, are beyond safe amounts', () => {
    expect(billingDecision(counter(), ['sales_cents = 1e30'], 5)).toEqual({
      kind: 'hold',
      reason: 'Totals beyond a safe amount: sales_cents = 1e30',
    });
    const computed = billingDecision(
      counter({ commission_cents: Number.MAX_SAFE_INTEGER, ugc_cents: Number.MAX_SAFE_INTEGER }),
      [],
      5,
    );
    expect(computed.kind).toBe('hold');
  });

  it('an invoice pays its commissions net of its credits (the fee and content are not commissions)', () => {
    expect(
      commissionsPaidBy({
        lines: [
          { kind: 'commissions', description: '', amount_cents: 2_000 },
          { kind: 'ugc_payments', description: '', amount_cents: 1_000 },
          { kind: 'platform_fee', description: '', amount_cents: 1_000 },
          { kind: 'refund_credits', description: '', amount_cents: -500 },
        ],
      }),
    ).toBe(1_500);
  });

  it('numbers an invoice by its period and brand, and the period follows December into January', () => {
    expect(invoiceNumber('brd_01J9Z8Y7X6W5V4', '2026-10')).toBe('INV-202610-Y7X6W5V4');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2027-01')).toBe('2027-02');
  });
});

describe('gathering a payout', () => {
  it('takes the entries with their sum (a refund nets), their sort keys and each brand once', () => {
    expect(
      gatheredFrom([
        { entry_sk: 'COMM#1', commission_cents: 2_000, brand_id: 'b1', brand_name: 'Glow' },
        { entry_sk: 'COMM#1#REV#r1', commission_cents: -500, brand_id: 'b1', brand_name: 'Glow' },
        { entry_sk: 'COMM#2#UGC#s1', commission_cents: 1_000, brand_id: 'b2', brand_name: 'Luma' },
      ]),
    ).toEqual({
      amountCents: 2_500,
      entrySks: ['COMM#1', 'COMM#1#REV#r1', 'COMM#2#UGC#s1'],
      brands: { b1: 'Glow', b2: 'Luma' },
    });
    expect(gatheredFrom([])).toEqual({ amountCents: 0, entrySks: [], brands: {} });
  });

  it('transfers from the minimum up, cancels below it', () => {
    expect(afterGathering(2_500, 2_500)).toBe('transfer');
    expect(afterGathering(2_499, 2_500)).toBe('cancel');
    expect(afterGathering(-100, 2_500)).toBe('cancel');
  });
});

describe('the stale-payout sweep', () => {
  const now = new Date('2026-12-01T12:00:00.000Z');
  const { staleBefore, giveUpBefore } = sweepBounds(now, 60, 360);

  it('counts its bounds back from its instant', () => {
    expect(staleBefore).toBe('2026-12-01T11:00:00.000Z');
    expect(giveUpBefore).toBe('2026-12-01T06:00:00.000Z');
  });

  it('leaves a done payout, retries one inside its window, gives up one past it', () => {
    expect(sweepStep(undefined, giveUpBefore)).toBe('done');
    expect(sweepStep({ stage: 'done', opened_at: '2026-12-01T00:00:00.000Z' }, giveUpBefore)).toBe('done');
    expect(sweepStep({ stage: 'transferring', opened_at: '2026-12-01T10:00:00.000Z' }, giveUpBefore)).toBe(
      'retry',
    );
    expect(sweepStep({ stage: 'gathering', opened_at: '2026-12-01T05:59:59.000Z' }, giveUpBefore)).toBe(
      'give_up',
    );
  });
});
