/**
 * What a brand's monthly invoice bills (docs/architecture.md section 5), from the period's billing counter (the
 * ledger's changes written that month): the commissions added, approved content's payments, the
 * platform fee on net attributed
 * sales, and credits for commissions reversed that month (refunds and cancellations, including of
 * sales an earlier invoice already billed). Integer cents; the fee is rounded half-up.
 */

import { formatUsd } from '../../shared/money-text';
import { mulDivHalfUp } from '../sales/commission-arithmetic';

export interface BillingCounter {
  sales_cents: number;
  commission_cents: number;
  credited_sales_cents: number;
  credited_commission_cents: number;
  /** Payments for approved UGC written that month (functions/ledger/sales/other-earnings.ts). */
  ugc_cents?: number;
}

export type InvoiceLineKind = 'commissions' | 'ugc_payments' | 'platform_fee' | 'refund_credits';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  amount_cents: number;
}

export interface InvoiceAmounts {
  /** Net attributed sales of the period (the fee's base). */
  total_sales_cents: number;
  commission_rate_percent: number;
  lines: InvoiceLine[];
  amount_cents: number;
}

const dollars = formatUsd;

/** The platform fee an invoice bills (its platform_fee line; 0 when the month owed none). */
export const feeOf = (invoice: { lines: readonly InvoiceLine[] }): number =>
  invoice.lines.find((line) => line.kind === 'platform_fee')?.amount_cents ?? 0;

export const invoiceAmounts = (counter: BillingCounter, feePercent: number): InvoiceAmounts => {
  const netSales = counter.sales_cents - counter.credited_sales_cents;
  // A month whose refunds outweigh its sales owes no fee (and gets no negative fee).
  const fee = netSales > 0 ? mulDivHalfUp(netSales, Math.round(feePercent * 100), 10_000) : 0;
  const lines: InvoiceLine[] = [
    {
      kind: 'commissions' as const,
      description: "Creators' commissions on the month's attributed sales",
      amount_cents: counter.commission_cents,
    },
    {
      kind: 'ugc_payments' as const,
      description: "Payments for creators' content approved this month",
      amount_cents: counter.ugc_cents ?? 0,
    },
    {
      kind: 'platform_fee' as const,
      description: `Platform fee: ${feePercent}% of ${dollars(Math.max(0, netSales))} net attributed sales`,
      amount_cents: fee,
    },
    {
      kind: 'refund_credits' as const,
      description: 'Credits: commissions reversed by refunds and cancellations this month',
      amount_cents: -counter.credited_commission_cents,
    },
  ].filter((line) => line.amount_cents !== 0);
  return {
    total_sales_cents: Math.max(0, netSales),
    commission_rate_percent: feePercent,
    lines,
    amount_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
  };
};

/**
 * What the billing run does with a period's counter:
 * - `hold`: a total (read, or computed) beyond safe integers — no invoice, a person reviews it;
 * - `nothing`: nothing to pay for (no line) — the period is settled as it stands;
 * - `carry`: more reversed than billed — no invoice, the credit moves to the next period (netted there),
 *   the period is settled (its commissions are covered by money already received);
 * - `invoice`: an invoice for the amounts.
 */
export type BillingDecision =
  | { kind: 'hold'; reason: string }
  | { kind: 'nothing' }
  | { kind: 'carry'; credit: { commission: number; sales: number } }
  | { kind: 'invoice'; amounts: InvoiceAmounts };

export const billingDecision = (
  counter: BillingCounter,
  unsafe: readonly string[],
  feePercent: number,
): BillingDecision => {
  if (unsafe.length > 0) return { kind: 'hold', reason: `Totals beyond a safe amount: ${unsafe.join(', ')}` };
  const amounts = invoiceAmounts(counter, feePercent);
  if (
    !Number.isSafeInteger(amounts.amount_cents) ||
    amounts.lines.some((line) => !Number.isSafeInteger(line.amount_cents))
  )
    return { kind: 'hold', reason: `The invoice's amount is beyond a safe amount (${amounts.amount_cents})` };
  if (amounts.lines.length === 0) return { kind: 'nothing' };
  if (amounts.amount_cents <= 0)
    return {
      kind: 'carry',
      credit: {
        commission: Math.max(0, counter.credited_commission_cents - counter.commission_cents),
        sales: Math.max(0, counter.credited_sales_cents - counter.sales_cents),
      },
    };
  return { kind: 'invoice', amounts };
};
