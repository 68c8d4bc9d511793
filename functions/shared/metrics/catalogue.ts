/**
 * The product's own CloudWatch metrics: one namespace, one list of names. The functions emit them as
 * Embedded Metric Format log lines (count.ts); the stack's alarms and money dashboard
 * (infra/constructs/alarms.ts, infra/constructs/money-dashboard.ts) read them by these same names, and a
 * unit test checks that every name here is emitted somewhere in functions/. No dimensions: each is one
 * series per deployment (the stack's name is fixed), which is what the alarms and the dashboard read.
 */
export const METRICS_NAMESPACE = 'AffiliateMarketplace';

/** Every metric, with what one count of it means. All are counts (CloudWatch unit Count). */
export const productMetrics = {
  OrdersReceived: 'A Shopify orders/paid delivery accepted by the webhook (once per webhook id).',
  CommissionsRecorded:
    'An attributed sale written to the ledger with its commission lines (once per order; held ones included, orders sent to review not).',
  InvoicesIssued: "A brand's invoice for a period created (once per brand and period).",
  InvoicesPaid: 'An invoice marked paid by a payment that matched it (once per invoice).',
  PayoutsSent: "A creator's payout closed paid: Stripe made its transfer (once per payout).",
  PayoutsFailed:
    "A creator's payout closed failed: Stripe refused the transfer, the account could not receive it, or the sweep gave it up (once per payout).",
  WebhookSignatureFailures:
    'A Shopify or Stripe webhook delivery refused because its signature (or its signed headers) did not verify.',
} as const;

export type ProductMetric = keyof typeof productMetrics;

export const productMetricNames = Object.keys(productMetrics) as ProductMetric[];
