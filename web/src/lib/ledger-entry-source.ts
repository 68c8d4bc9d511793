/**
 * What a ledger line came from, as the creator's Earnings list and a payout's receipt show it: a sale's
 * commission (or its refund) names the order, an approved content submission reads as content pay, a
 * credit cash-out as itself — never "Order …" for something that was no order.
 */
export interface LedgerEntrySource {
  kind: 'sale' | 'reversal' | 'ugc' | 'credit_cashout' | 'bonus';
  /** The order's name for a sale; the request's title for content; "N credits cashed out" for a cash-out. */
  order_name: string;
}

export const ledgerEntrySource = (entry: LedgerEntrySource): string => {
  switch (entry.kind) {
    case 'ugc':
      return `Content payment — ${entry.order_name}`;
    case 'credit_cashout':
      return entry.order_name;
    case 'bonus':
      return `Milestone bonus — ${entry.order_name}`;
    default:
      return `Order ${entry.order_name}`;
  }
};
