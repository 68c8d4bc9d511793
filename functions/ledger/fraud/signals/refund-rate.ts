/**
 * Refund rate: the creator's refunded share of their sales with the brand, over the order's month and the
 * two before, is far above the brand's own (the threshold: percentage points above it). Taken from the
 * ledger's billing counters (sales and refunds written each month), and only for a creator with at
 * least REFUND_RATE_MIN_SALES sales in those months: one refund of a few sales says nothing.
 */
import { HOLD_TAIL, type Signal } from '../signal';

export const REFUND_RATE_MIN_SALES = 10;

const percent = (part: number, whole: number) => (whole > 0 ? (part * 100) / whole : 0);
const shown = (value: number) => `${Math.round(value * 10) / 10}%`;

export const refundRate: Signal = {
  name: 'refund_rate',
  detect: ({ refunds, order }, pointsAbove) => {
    if (!refunds || refunds.creator.sales < REFUND_RATE_MIN_SALES || refunds.creator.salesCents <= 0)
      return null;
    const rate = percent(refunds.creator.refundedCents, refunds.creator.salesCents);
    const brandRate = percent(refunds.brand.refundedCents, refunds.brand.salesCents);
    if (rate - brandRate < pointsAbove) return null;
    return {
      reason: `High refund rate: ${shown(rate)} of the creator's sales with your store from ${refunds.from} to ${refunds.to} were refunded, against ${shown(brandRate)} across your store. ${HOLD_TAIL}`,
      evidence: {
        refunds: {
          from: refunds.from,
          to: refunds.to,
          sales_count: refunds.creator.sales,
          sales_cents: refunds.creator.salesCents,
          refunded_cents: refunds.creator.refundedCents,
          rate_percent: Math.round(rate * 10) / 10,
          brand_rate_percent: Math.round(brandRate * 10) / 10,
        },
        orders: [order.name],
      },
    };
  },
};
