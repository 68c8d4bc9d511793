/** What every normalized event takes from the delivery's verified headers rather than its body. */
export interface WebhookContext {
  /** X-Shopify-Shop-Domain, normalized (lower-case *.myshopify.com). */
  shopDomain: string;
  /** X-Shopify-Webhook-Id. */
  webhookId: string;
  /**
   * The brand holding the shop (its store claim) when the delivery was received; null when none does.
   * An order names it, so the ledger records the sale without asking integrations back (issue 32).
   */
  brandId: string | null;
}
