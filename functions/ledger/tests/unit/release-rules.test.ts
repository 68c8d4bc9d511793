/**
 * When ledger money moves (docs/architecture.md section 5), as pure rules: which entries wait for their brand's
 * invoice before they become payable, which status a reversal takes, and when a sale counts as a
 * conversion. The ledger's transactions apply exactly these (release-matured-commissions.ts,
 * record-reversal.ts, sale-view.ts).
 */
import { describe, expect, it } from 'vitest';
import type { CommissionStatus } from '../../entities/commission-entry';
import type { Sale, SaleLine } from '../../entities/sale';
import { reversalStatusOf } from '../../sales/record-reversal';
import { needsSettlement } from '../../sales/release-matured-commissions';
import { conversionNoteOf } from '../../sales/sale-view';

describe('an entry whose hold ended becomes payable', () => {
  it('at once when the brand pays nothing for it: a reversal, a zero amount, a platform cash-out', () => {
    expect(needsSettlement({ commission_cents: -250, bill_period: '2026-11' })).toBe(false);
    expect(needsSettlement({ commission_cents: 0, bill_period: '2026-11' })).toBe(false);
    // Credit cash-outs are paid by the platform: no billing period.
    expect(needsSettlement({ commission_cents: 1_000 })).toBe(false);
  });

  it("only once its period's invoice is settled when the brand pays for it", () => {
    expect(needsSettlement({ commission_cents: 1, bill_period: '2026-11' })).toBe(true);
    expect(needsSettlement({ commission_cents: 2_490, bill_period: '2026-12' })).toBe(true);
  });
});

describe('a reversal takes the status of the entry it reverses', () => {
  it('pending with a pending sale (it matures with it), held with a held one, available with an available one', () => {
    for (const status of ['pending', 'held', 'available', 'void'] as CommissionStatus[])
      expect(reversalStatusOf(status)).toBe(status);
  });

  it('money already in a payout or paid is taken back from the available balance', () => {
    expect(reversalStatusOf('in_payout')).toBe('available');
    expect(reversalStatusOf('paid')).toBe('available');
  });
});

describe('a sale counts as a conversion', () => {
  const line = (commissionable: boolean): SaleLine => ({
    line_id: 'L1',
    shopify_product_id: '1',
    product_id: commissionable ? 'p1' : null,
    product_name: 'Serum',
    quantity: 1,
    price_cents: 1_000,
    discount_cents: 0,
    base_cents: commissionable ? 1_000 : 0,
    rate_percentage: commissionable ? 10 : null,
    commission_cents: commissionable ? 100 : 0,
    commissionable,
    reason: commissionable ? null : 'paused',
    entry_sk: commissionable ? 'COMM#x' : null,
    reversed_quantity: 0,
    reversed_base_cents: 0,
    reversed_commission_cents: 0,
  });
  const sale = (fields: Partial<Sale>): Pick<Sale, 'status' | 'cancelled_at' | 'lines'> => ({
    status: 'attributed',
    cancelled_at: null,
    lines: [line(true)],
    ...fields,
  });

  it('when attributed, with a line in the program, not cancelled (a refund does not undo it)', () => {
    expect(conversionNoteOf(sale({}))).toBeNull();
    expect(conversionNoteOf(sale({ lines: [line(false), line(true)] }))).toBeNull();
  });

  it('not while held, voided, unattributed, waiting for review, cancelled or outside the program', () => {
    expect(conversionNoteOf(sale({ status: 'held' }))).toMatch(/until you release it/);
    expect(conversionNoteOf(sale({ status: 'void' }))).toMatch(/voided/);
    expect(conversionNoteOf(sale({ status: 'unattributed' }))).toMatch(/not attributed/);
    expect(conversionNoteOf(sale({ status: 'needs_review' }))).toMatch(/until it is resolved/);
    expect(conversionNoteOf(sale({ cancelled_at: '2026-11-03T00:00:00.000Z' }))).toMatch(/cancelled/);
    expect(conversionNoteOf(sale({ lines: [line(false)] }))).toMatch(/nothing on it is in the program/);
  });
});
