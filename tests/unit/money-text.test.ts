import { describe, expect, it } from 'vitest';
import * as money from '../../contracts/money-text';
import { invoiceAmounts } from '../../functions/ledger';
import * as server from '../../functions/shared/money-text';
import * as web from '../../ui/utils/format';
import {
  formatPeriod,
  formatPeriodDays,
} from '../../web/src/features/brand-billing/components/invoice-dates';
import { ledgerEntrySource } from '../../web/src/lib/ledger-entry-source';

describe('one money formatter (contracts/money-text.ts)', () => {
  it('the web and the functions format through the same functions', () => {
    expect(web.formatUsd).toBe(money.formatUsd);
    expect(server.formatUsd).toBe(money.formatUsd);
    expect(server.formatUsdNumber).toBe(money.formatUsdNumber);
  });
  it('thousands separators, two decimals', () => {
    expect(money.formatUsd(481460)).toBe('$4,814.60');
    expect(money.formatUsd(123456789)).toBe('$1,234,567.89');
    expect(money.formatUsd(136238)).toBe('$1,362.38');
    expect(money.formatUsd(1999)).toBe('$19.99');
  });
  it('zero and negatives: the minus before the dollar sign', () => {
    expect(money.formatUsd(0)).toBe('$0.00');
    expect(money.formatUsd(-0)).toBe('$0.00');
    expect(money.formatUsd(-250)).toBe('-$2.50');
    expect(money.formatUsd(-481460)).toBe('-$4,814.60');
    expect(money.formatUsd(-120000)).toBe('-$1,200.00');
  });
  it('exact where cents / 100 as a float is not', () => {
    expect(money.formatUsd(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(money.centsToDecimal(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(money.centsToDecimal(1999)).toBe('19.99');
    expect(money.centsToDecimal(5)).toBe('0.05');
    expect(money.centsToDecimal(-250)).toBe('-2.50');
  });
  it('short form: whole dollars without cents, separators always', () => {
    expect(money.formatUsdShort(2500)).toBe('$25');
    expect(money.formatUsdShort(100000)).toBe('$1,000');
    expect(money.formatUsdShort(250050)).toBe('$2,500.50');
    expect(money.formatUsdShort(0)).toBe('$0');
    expect(money.formatUsdShort(500000)).toBe('$5,000');
  });
  it("a receipt's numbers without the sign of the currency", () => {
    expect(money.formatUsdNumber(481460)).toBe('4,814.60');
    expect(money.formatUsdNumber(-250)).toBe('-2.50');
  });
  it("a chart's axis labels", () => {
    expect(money.formatUsdCompact(9500)).toBe('$95');
    expect(money.formatUsdCompact(123400)).toBe('$1.2K');
    expect(money.formatUsdCompact(340_000_000)).toBe('$3.4M');
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
