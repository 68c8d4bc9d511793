import { describe, expect, it } from 'vitest';
import {
  formatPeriod,
  formatPeriodDays,
} from '../../../../web/src/features/brand-billing/components/invoice-dates';
import { formatDollars } from '../../../../web/src/features/platform/payout-copy';
import { ledgerEntrySource } from '../../../../web/src/lib/ledger-entry-source';
import { formatCents, formatCentsShort } from '../../../../web/src/utils/format';
import { invoiceAmounts } from '../../../ledger';
import { formatUsd, formatUsdNumber } from '../../money-text';

describe('money on screen (web/src/utils/format.ts)', () => {
  it('thousands separators, two decimals', () => {
    expect(formatCents(481460)).toBe('$4,814.60');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(1999)).toBe('$19.99');
  });
  it('zero and negatives', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(-481460)).toBe('-$4,814.60');
  });
  it('short form: whole dollars without cents, separators always', () => {
    expect(formatCentsShort(2500)).toBe('$25');
    expect(formatCentsShort(100000)).toBe('$1,000');
    expect(formatCentsShort(250050)).toBe('$2,500.50');
    expect(formatCentsShort(0)).toBe('$0');
    expect(formatDollars(500000)).toBe('$5,000');
  });
});

describe('money in text the functions write (functions/shared/money-text.ts)', () => {
  it('the same separators as the screens', () => {
    expect(formatUsd(481460)).toBe('$4,814.60');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-120000)).toBe('-$1,200.00');
    expect(formatUsdNumber(481460)).toBe('4,814.60');
  });
  it("an invoice's platform fee line names its base with separators", () => {
    const amounts = invoiceAmounts(
      { sales_cents: 481460, commission_cents: 72219, credited_sales_cents: 0, credited_commission_cents: 0 },
      5,
    );
    expect(amounts.lines.find((line) => line.kind === 'platform_fee')?.description).toBe(
      'Platform fee: 5% of $4,814.60 net attributed sales',
    );
  });
});

describe('ledger lines say what they came from (web/src/lib/ledger-entry-source.ts)', () => {
  it('content pay reads as content, a sale as its order, a cash-out as itself', () => {
    expect(ledgerEntrySource({ kind: 'ugc', order_name: 'Morning routine reel' })).toBe(
      'Content payment — Morning routine reel',
    );
    expect(ledgerEntrySource({ kind: 'sale', order_name: '#1004' })).toBe('Order #1004');
    expect(ledgerEntrySource({ kind: 'reversal', order_name: '#1004' })).toBe('Order #1004');
    expect(ledgerEntrySource({ kind: 'credit_cashout', order_name: '500 credits cashed out' })).toBe(
      '500 credits cashed out',
    );
  });
});

describe("an invoice's period label and its days agree (brand-billing/invoice-dates.ts)", () => {
  it('the UTC month of the label, first to last day', () => {
    expect(formatPeriod('2026-11')).toBe('November 2026');
    expect(formatPeriodDays('2026-11')).toBe('November 1 – 30, 2026');
    expect(formatPeriodDays('2028-02')).toBe('February 1 – 29, 2028');
    expect(formatPeriodDays('2026-12')).toBe('December 1 – 31, 2026');
  });
});
