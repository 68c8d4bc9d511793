/**
 * The sale an attributed order becomes, for a given number in the creator's month with the brand (its
 * ordinal; null for a brand without tiers or milestones): its lines at their rates, the sale item, the
 * milestone bonus it reaches, and its ledger entries in transaction-sized parts (ledger-chunks.ts).
 * Pure: a sale whose ordinal was taken is planned again from the same facts.
 */
import { prefixes } from '../../../shared/data/keys';
import type { Sale, SaleLine } from '../../entities/sale';
import { lineRateRule } from '../../terms/rate-of-line';
import { tierCandidate } from '../../terms/tiers';
import { chunksOf } from '../ledger-chunks';
import { MAX_ORDER_LINES } from '../order-review';
import { entriesOfSale } from './sale-entries';
import type { SaleFacts } from './sale-facts';
import { saleLineOf } from './sale-line';

/** The order's lines at the rates of the order's time; those that earn get their ledger entry's key. */
const pricedLines = (facts: SaleFacts, ordinal: number | null): SaleLine[] => {
  const { context, createdAt, order, status } = facts;
  const rateOf = lineRateRule({
    at: createdAt,
    terms: context.terms,
    brandName: context.brand?.brand_name ?? '',
    creatorUsername: context.creator?.username ?? null,
    extra: (product) => {
      const tier = ordinal === null ? null : tierCandidate(facts.tiers, ordinal);
      return [...facts.offersFor(product.id), ...(tier ? [tier] : [])];
    },
  });
  const lines = order.lineItems.map((line, index) => {
    const productId = context.productIds[index];
    const product = productId ? context.products.get(productId) : undefined;
    return saleLineOf(line, product, facts.blockedReason, facts.reviewReason !== null, rateOf, createdAt);
  });
  if (status !== 'unattributed' && status !== 'needs_review') {
    for (const line of lines)
      if (line.commissionable && line.rate_percentage !== null)
        line.entry_sk = `${prefixes.commissionEntry}${createdAt}#${order.id}#${line.line_id}`;
  }
  return lines;
};

/** The sale item's fields (the brand's record of the order), before its transaction-only markers. */
const saleOf = (facts: SaleFacts, lines: SaleLine[], earning: SaleLine[], ordinal: number | null): Sale => {
  const { order, attribution, context } = facts;
  return {
    order_id: order.id,
    order_name: order.name,
    sale_sk: facts.saleSk,
    brand_id: facts.brandId,
    brand_name: context.brand?.brand_name ?? '',
    shop_domain: facts.shop,
    creator_id: facts.creatorId,
    creator_username: context.creator?.username ?? null,
    status: facts.status,
    attribution: {
      method: attribution.method,
      via: attribution.via,
      overruled_code: attribution.overruled_code,
      explanation: attribution.explanation,
      link_product_id: facts.link?.productId ?? null,
    },
    status_reason: facts.statusReason,
    ...(facts.signals.length > 0 ? { signals: facts.signals } : {}),
    customer_email: order.email,
    currency: order.currency,
    created_at: facts.createdAt,
    hold_until: facts.holdUntil,
    cancelled_at: null,
    // An order with more lines than a store order can have keeps the first ones for the brand to see:
    // the sale item holds every line and must stay below DynamoDB's 400 KB.
    lines: lines.length > MAX_ORDER_LINES ? lines.slice(0, 100) : lines,
    sale_cents: earning.reduce((sum, line) => sum + line.base_cents, 0),
    commission_cents: earning.reduce((sum, line) => sum + line.commission_cents, 0),
    refund_ids: [],
    version: 0,
    recorded_at: facts.now.toISOString(),
    creator_days: true,
    ...(ordinal !== null && earning.length > 0 ? { month_ordinal: ordinal } : {}),
  };
};

export type SalePlan = ReturnType<typeof planSale>;

/** The sale for the count of the creator's month read before it (null: a brand without tiers). */
export const planSale = (facts: SaleFacts, countRead: number | null) => {
  const ordinal = countRead === null ? null : countRead + 1;
  const lines = pricedLines(facts, ordinal);
  const earning = lines.filter((line) => line.entry_sk !== null);
  const sale = saleOf(facts, lines, earning, ordinal);
  // The sale that reaches a milestone carries its bonus, written right after (pay-bonus-due.ts).
  const milestone =
    ordinal !== null && earning.length > 0 ? facts.milestones.find((m) => m.sales === ordinal) : undefined;
  const bonusDue = milestone
    ? {
        sales: milestone.sales,
        amount_cents: milestone.bonus_cents,
        month: facts.month,
        bill_period: facts.billPeriod,
      }
    : undefined;
  const parts = chunksOf(entriesOfSale(sale, facts.billPeriod));
  const recording =
    parts.length > 1 ? { chunks: parts.length, done: 1, bill_period: facts.billPeriod } : undefined;
  return { countRead, sale, earning, bonusDue, parts, recording };
};
