/**
 * The bounds an order must be within for the ledger to count it (docs/architecture.md section 5). An order outside
 * them is not refused (Shopify would retry it for ever) and not counted (it could push totals past
 * exact integer range and break a billing run): it is recorded as `needs_review` with the reason, shown
 * to the brand in Sales, and counted nowhere.
 */
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import { formatUsd as usd } from '../../shared/money-text';

/** The one currency programs are run in today (invoices and payouts are in USD). */
export const PROGRAM_CURRENCY = 'USD';
/** $1,000,000: a unit price above this is a mistake or an attack, not a sale to pay commission on. */
export const MAX_LINE_PRICE_CENTS = 100_000_000;
export const MAX_LINE_QUANTITY = 100_000;
/**
 * Shopify caps an order at 500 lines (a cart's limit; draft orders 499); twice that leaves room for
 * Shopify to raise it while the sale item, which holds every line, stays far below 400 KB.
 */
export const MAX_ORDER_LINES = 1_000;

/** Why an order must be reviewed before it counts, or null when it is within bounds. */
export const orderReviewReason = (
  order: Pick<ShopifyOrderPaidV1['order'], 'currency' | 'lineItems' | 'review'>,
  programCurrency: string = PROGRAM_CURRENCY,
): string | null => {
  if (order.review) return order.review;
  if (order.currency !== programCurrency)
    return `Order in ${order.currency}; this program is in ${programCurrency}.`;
  if (order.lineItems.length > MAX_ORDER_LINES)
    return `The order has ${order.lineItems.length} lines, more than the ${MAX_ORDER_LINES.toLocaleString('en-US')} a store order can have.`;
  let total = 0;
  for (const line of order.lineItems) {
    if (line.priceCents > MAX_LINE_PRICE_CENTS)
      return `Line “${line.title}” price ${usd(line.priceCents)} above the ${usd(MAX_LINE_PRICE_CENTS)} limit.`;
    if (line.quantity > MAX_LINE_QUANTITY)
      return `Line “${line.title}” quantity ${line.quantity.toLocaleString('en-US')} above the ${MAX_LINE_QUANTITY.toLocaleString('en-US')} limit.`;
    total += line.priceCents * line.quantity;
  }
  if (!Number.isSafeInteger(total)) return 'The order total is beyond what can be counted exactly.';
  return null;
};
