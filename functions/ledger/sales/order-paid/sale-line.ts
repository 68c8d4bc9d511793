/**
 * One line of a paid order as the sale keeps it: whether it earns, why not, and at what rate. The rate
 * comes from the rule the line's product is under (rate-of-line.ts); what it earns is rounded half-up to
 * the cent (commission-arithmetic.ts).
 */
import type { ShopifyOrderLineV1 } from '../../../../events/schemas/shopify-order-paid';
import { type ProductItem, productInProgramAt } from '../../../catalogue';
import type { SaleLine } from '../../entities/sale';
import type { RateCandidate } from '../../terms/resolve-rate';
import { lineBaseCents, lineCommissionCents, percentToBasisPoints } from '../commission-arithmetic';

export const BLOCKED_REASON =
  'The brand has blocked this creator: the sale is not attributed and earns nothing.';
/** Issue 35: a creator who closed their account earns nothing from the closing on. */
export const CLOSED_REASON =
  'The creator closed their account: the sale is not attributed and earns nothing.';

/** Why a line earns nothing, or null when it earns (or the whole order is up for review). */
const reasonOf = (
  line: ShopifyOrderLineV1,
  product: ProductItem | undefined,
  blocked: string | null,
  review: boolean,
  inProgram: boolean,
): string | null => {
  if (review) return null;
  if (blocked) return blocked;
  if (!line.productId) return 'A custom line with no product: not part of any program.';
  if (!product) return "This product is not in the brand's catalogue on the marketplace.";
  if (inProgram) return null;
  return product.deleted_at
    ? "This product was deleted: it was no longer in the brand's program when the order was placed."
    : "This product is paused: it was not in the brand's program when the order was placed.";
};

export const saleLineOf = (
  line: ShopifyOrderLineV1,
  product: ProductItem | undefined,
  /** Why no line of the order earns (a blocked creator, a closed account); null when they may. */
  blocked: string | null,
  review: boolean,
  /** The rule that sets the line's rate (rate-of-line.ts), given its product. */
  rateOf: (product: ProductItem) => RateCandidate,
  /** The order's time: a product paused or deleted after it still earns (program-schedule.ts). */
  at: string,
): SaleLine => {
  const inProgram = !!product && productInProgramAt(product, at);
  const commissionable = !review && blocked === null && inProgram;
  const base = commissionable ? lineBaseCents(line) : 0;
  const rule = commissionable && product ? rateOf(product) : null;
  const rate = rule ? rule.percentage : null;
  return {
    line_id: line.id,
    shopify_product_id: line.productId,
    product_id: product?.id ?? null,
    product_name: product?.name ?? line.title,
    quantity: line.quantity,
    price_cents: line.priceCents,
    discount_cents: line.discountCents,
    base_cents: base,
    rate_percentage: rate,
    rate_rule: rule?.brandLabel ?? null,
    creator_rate_rule: rule?.creatorLabel ?? null,
    commission_cents: rate === null ? 0 : lineCommissionCents(base, percentToBasisPoints(rate)),
    commissionable,
    reason: reasonOf(line, product, blocked, review, inProgram),
    entry_sk: null,
    reversed_quantity: 0,
    reversed_base_cents: 0,
    reversed_commission_cents: 0,
  };
};
