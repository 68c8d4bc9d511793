import type * as z from 'zod/mini';
import type { commissionEntry, sale as saleShape } from '../../../contracts/sales';
import type { CommissionEntry } from '../entities/commission-entry';
import type { Sale } from '../entities/sale';
import { heldForOf } from '../fraud/hold-reason';
import type { LineStatus } from './line-status';

/**
 * A sale's public id: its order time (epoch ms) and order id, both digits — what addresses the sale
 * under the brand (`SALE#{created_at}#{orderId}`) without a lookup, and nothing a brand could use to
 * reach another brand's sale (the brand comes from the token).
 */
export const saleIdOf = (sale: Pick<Sale, 'created_at' | 'order_id'>): string =>
  `${Date.parse(sale.created_at)}-${sale.order_id}`;

/**
 * The public id of the sale under a sort key (`SALE#{created_at}#{orderId}`), as the ledger's events carry
 * it (`saleId`): what a brand's systems see in outgoing webhooks, the same as the Sales list and /api/v1.
 */
export const saleIdOfSortKey = (saleSk: string): string => {
  const match = /^SALE#([^#]+)#(\d+)$/.exec(saleSk);
  if (!match) throw new Error(`Not a sale's sort key: ${saleSk}`);
  return saleIdOf({ created_at: match[1] as string, order_id: match[2] as string });
};

export const parseSaleId = (saleId: string): { created_at: string; order_id: string } | undefined => {
  const match = /^(\d{1,15})-(\d{1,30})$/.exec(saleId);
  if (!match) return undefined;
  const time = new Date(Number(match[1]));
  if (Number.isNaN(time.getTime())) return undefined;
  return { created_at: time.toISOString(), order_id: match[2] as string };
};

/**
 * The one definition of a conversion, for the brand's Sales list and its dashboard's count (whose
 * counters record-order-paid.ts, record-reversal.ts and decide-held-sale.ts move by the same rule): an
 * order attributed to a creator, with at least one line in the program, not cancelled. A held
 * (self-referral) sale counts once the brand releases it; a refund does not undo a conversion (the sale
 * happened). Returns why an order does not count, or null when it does.
 */
export const conversionNoteOf = (
  sale: Pick<Sale, 'status' | 'cancelled_at' | 'lines' | 'signals' | 'review_only'>,
): string | null => {
  // Under review after its money was paid (issue 36): it still counts, as it did.
  if (sale.status === 'held' && sale.review_only)
    return conversionNoteOf({ ...sale, status: 'attributed', review_only: false });
  // Sales held before fraud signals were all self-referrals.
  if (sale.status === 'held')
    return `Not counted as a conversion until you release it (${heldForOf((sale.signals ?? []).map((hit) => hit.name)) ?? 'self-referral'}).`;
  if (sale.status === 'void') return 'Not counted as a conversion: you voided it.';
  if (sale.status === 'unattributed') return 'Not counted as a conversion: not attributed to a creator.';
  // Any other state (an order waiting for review) counts nowhere until it is resolved.
  if (sale.status !== 'attributed') return 'Not counted as a conversion until it is resolved.';
  if (!sale.lines.some((line) => line.commissionable && line.rate_percentage !== null))
    return 'Not counted as a conversion: nothing on it is in the program.';
  if (sale.cancelled_at) return 'Not counted as a conversion: the order was cancelled.';
  return null;
};

export const toSaleView = (sale: Sale): z.input<typeof saleShape> => ({
  sale_id: saleIdOf(sale),
  order_id: sale.order_id,
  order_name: sale.order_name,
  created_at: sale.created_at,
  creator_id: sale.creator_id,
  creator_username: sale.creator_username,
  status: sale.status,
  status_reason: sale.status_reason,
  attribution: sale.attribution
    ? {
        method: sale.attribution.method,
        via: sale.attribution.via,
        overruled_code: sale.attribution.overruled_code,
        explanation: sale.attribution.explanation,
      }
    : null,
  customer_email: sale.customer_email,
  currency: sale.currency,
  lines: sale.lines.map(
    ({ entry_sk: _entry, shopify_product_id: _shopify, creator_rate_rule: _c, ...line }) => ({
      ...line,
      rate_rule: line.commissionable ? (line.rate_rule ?? 'product rate') : null,
      // A line earns nothing either because its product is outside the program (it says why: line.reason)
      // or because of the whole order (a blocked creator, an order held for review or dismissed, with no
      // line reason): only the former reads "Not in the program".
      outside_program: !line.commissionable && line.reason !== null && sale.status !== 'unattributed',
    }),
  ),
  sale_cents: sale.sale_cents,
  commission_cents: sale.commission_cents,
  hold_until: sale.hold_until,
  cancelled_at: sale.cancelled_at,
  refund_count: sale.refund_ids.length,
  counts_as_conversion: conversionNoteOf(sale) === null,
  conversion_note: conversionNoteOf(sale),
  month_ordinal: sale.month_ordinal ?? null,
  signals: sale.signals ?? [],
  review_only: sale.status === 'held' && sale.review_only === true,
});

export const toEntryView = (
  entry: CommissionEntry,
  lineStatus: LineStatus,
): z.input<typeof commissionEntry> => ({
  entry_id: entry.entry_sk.slice('COMM#'.length),
  kind: entry.kind,
  status: entry.status,
  brand_name: entry.brand_name,
  order_name: entry.order_name,
  product_name: entry.product_name,
  link_code: entry.link_code,
  attribution_method: entry.attribution_method,
  attribution_via: entry.attribution_via,
  quantity: entry.quantity,
  price_cents: entry.price_cents,
  discount_cents: entry.discount_cents,
  base_cents: entry.base_cents,
  rate_percentage: entry.rate_percentage,
  rate_rule: entry.kind === 'sale' ? (entry.rate_rule ?? 'product rate') : null,
  commission_cents: entry.commission_cents,
  hold_until: entry.hold_until,
  explanation: entry.explanation,
  hold_reason: entry.hold_reason ?? null,
  review_decision: entry.review_decision ?? null,
  created_at: entry.created_at,
  line_status: lineStatus,
});
