/**
 * Ledger entries that are not commissions on a sale, written into the same ledger so that one payout
 * pays everything a creator earned (docs/architecture.md section 5):
 *  - a UGC payment (an approved content submission): billed to the brand on its next invoice (line
 *    "UGC payments"), payable once that invoice is paid, like a commission — written pending, with no
 *    hold (the content is delivered), and released by the same release job;
 *  - a credit cash-out (sample credits turned into money): paid by the platform, so payable at once.
 * Each returns the transaction items to join the caller's own transaction (the submission's approval,
 * the credit balance's debit), so the entry and its cause are written together or not at all. The entry
 * keys are deterministic (the submission, the cash-out), so a retried approval writes nothing twice.
 */

import { creatorDayEntity } from '../../shared/data/daily-counters';
import { committed } from '../../shared/data/entity';
import { prefixes } from '../../shared/data/keys';
import { formatUsd } from '../../shared/money-text';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import { openBillPeriod } from '../billing/open-bill-period';
import { type CommissionEntry, createEntry } from '../entities/commission-entry';
import { addToCreatorStats, billingCounterItems } from './ledger-counters';
import { payableMarkerItem } from './release-matured-commissions';

/** Who is named as the payer of credit cash-outs (the brand fields of the entry). */
export const PLATFORM_PAYER = { brand_id: 'PLATFORM', brand_name: 'Sample credits' } as const;

const dollars = formatUsd;

const baseEntry = (
  input: Pick<
    CommissionEntry,
    | 'entry_sk'
    | 'creator_id'
    | 'brand_id'
    | 'brand_name'
    | 'order_id'
    | 'order_name'
    | 'product_name'
    | 'commission_cents'
    | 'explanation'
    | 'created_at'
    | 'hold_until'
  >,
): Omit<CommissionEntry, 'kind' | 'status'> => ({
  ...input,
  sale_sk: '',
  line_id: '',
  product_id: null,
  link_code: null,
  reverses: null,
  refund_id: null,
  quantity: 1,
  price_cents: input.commission_cents,
  discount_cents: 0,
  base_cents: input.commission_cents,
  rate_percentage: 100,
  attribution_method: 'none',
  attribution_via: '',
});

/** The creator's day counts it in "This Month" beside the commissions (daily-counters.ts). */
const otherEarningsOfDay = (creatorId: string, at: string, amountCents: number): TransactItem =>
  committed(
    creatorDayEntity.update({ creatorId, day: at.slice(0, 10) }).add({ other_earnings_cents: amountCents }),
  );

/** ADDs to the creator's totals, as a transaction item (the amounts are positive: never empty). */
const creatorTotals = (creatorId: string, amounts: Parameters<typeof addToCreatorStats>[1]): TransactItem =>
  committed(addToCreatorStats(creatorId, amounts) as object);

export const ugcEntrySortKey = (approvedAt: string, submissionId: string) =>
  `${prefixes.commissionEntry}${approvedAt}#UGC#${submissionId}`;

/** An approved submission's payment: entry, creator totals and the brand's billing counter. */
export const ugcPaymentWrites = async (input: {
  creatorId: string;
  brandId: string;
  brandName: string;
  submissionId: string;
  /** What was delivered: the request's title (or the submission's description). */
  title: string;
  amountCents: number;
  approvedAt: Date;
}): Promise<TransactItem[]> => {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`a UGC payment is a positive whole number of cents: ${input.amountCents}`);
  const at = input.approvedAt.toISOString();
  const billPeriod = await openBillPeriod(input.brandId, input.approvedAt);
  const entry: CommissionEntry = {
    ...baseEntry({
      entry_sk: ugcEntrySortKey(at, input.submissionId),
      creator_id: input.creatorId,
      brand_id: input.brandId,
      brand_name: input.brandName,
      order_id: input.submissionId,
      order_name: input.title,
      product_name: input.title,
      commission_cents: input.amountCents,
      explanation: `Content approved by ${input.brandName}: ${dollars(input.amountCents)}, the request's budget. Payable once ${input.brandName}'s invoice for it is paid.`,
      created_at: at,
      hold_until: at,
    }),
    kind: 'ugc',
    status: 'pending',
    bill_period: billPeriod,
  };
  return [
    committed(createEntry(entry)),
    creatorTotals(input.creatorId, {
      commission_pending_cents: input.amountCents,
      content_earnings_cents: input.amountCents,
    }),
    otherEarningsOfDay(input.creatorId, at, input.amountCents),
    ...billingCounterItems(input.brandId, billPeriod, input.creatorId, { ugc_cents: input.amountCents }),
  ];
};

export const cashoutEntrySortKey = (at: string, cashoutId: string) =>
  `${prefixes.commissionEntry}${at}#CASHOUT#${cashoutId}`;

/** Sample credits cashed out: payable at once (the platform pays it), with the creator's totals. */
export const creditCashoutWrites = (input: {
  creatorId: string;
  cashoutId: string;
  credits: number;
  amountCents: number;
  at: Date;
}): TransactItem[] => {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`a cash-out is a positive whole number of cents: ${input.amountCents}`);
  const at = input.at.toISOString();
  const entry: CommissionEntry = {
    ...baseEntry({
      entry_sk: cashoutEntrySortKey(at, input.cashoutId),
      creator_id: input.creatorId,
      ...PLATFORM_PAYER,
      order_id: input.cashoutId,
      order_name: `${input.credits} credits cashed out`,
      product_name: 'Sample credits',
      commission_cents: input.amountCents,
      explanation: `${input.credits} sample credits cashed out at ${dollars(input.amountCents / input.credits)} each: ${dollars(input.amountCents)}, paid with your next payout.`,
      created_at: at,
      hold_until: at,
    }),
    kind: 'credit_cashout',
    status: 'available',
  };
  return [
    committed(createEntry(entry)),
    creatorTotals(input.creatorId, {
      commission_available_cents: input.amountCents,
      credit_cashout_cents: input.amountCents,
    }),
    otherEarningsOfDay(input.creatorId, at, input.amountCents),
    payableMarkerItem(input.creatorId, at),
  ];
};

export const bonusEntrySortKey = (at: string, brandId: string, month: string, sales: number) =>
  `${prefixes.commissionEntry}${at}#BONUS#${brandId}#${month}#${sales}`;

/**
 * A milestone bonus (issue 21; docs/architecture.md section 5, "Terms"): a flat amount when the creator's
 * month with the brand reaches `sales` attributed sales, written for the sale that reached it (its
 * ordinal, unique in the month) in the transaction that clears that sale's `bonus_due` marker, so it is
 * written exactly once. Billed to the brand with the month's commissions and payable once that invoice
 * is paid, like content pay; counted in the creator's commissions (pay for sales). Reversals of the sales
 * never take it back (the month's ordinals never go down).
 */
export const milestoneBonusWrites = (input: {
  creatorId: string;
  brandId: string;
  brandName: string;
  month: string;
  sales: number;
  amountCents: number;
  at: string;
  billPeriod: string;
}): TransactItem[] => {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw new Error(`a bonus is a positive whole number of cents: ${input.amountCents}`);
  const title = `${input.sales} sales in ${input.month}`;
  const entry: CommissionEntry = {
    ...baseEntry({
      entry_sk: bonusEntrySortKey(input.at, input.brandId, input.month, input.sales),
      creator_id: input.creatorId,
      brand_id: input.brandId,
      brand_name: input.brandName,
      order_id: `BONUS#${input.month}#${input.sales}`,
      order_name: title,
      product_name: 'Milestone bonus',
      commission_cents: input.amountCents,
      explanation: `Milestone bonus from ${input.brandName}: ${dollars(input.amountCents)} for reaching ${input.sales} sales in ${input.month} (UTC). Payable once ${input.brandName}'s invoice for it is paid.`,
      created_at: input.at,
      hold_until: input.at,
    }),
    kind: 'bonus',
    status: 'pending',
    bill_period: input.billPeriod,
  };
  return [
    committed(createEntry(entry)),
    creatorTotals(input.creatorId, {
      commission_pending_cents: input.amountCents,
      earnings_cents: input.amountCents,
    }),
    otherEarningsOfDay(input.creatorId, input.at, input.amountCents),
    ...billingCounterItems(input.brandId, input.billPeriod, input.creatorId, {
      commission_cents: input.amountCents,
    }),
  ];
};
