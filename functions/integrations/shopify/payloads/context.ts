/** What every normalized event takes from the delivery's verified headers rather than its body. */
export interface WebhookContext {
  /** X-Shopify-Shop-Domain, normalized (lower-case *.myshopify.com). */
  shopDomain: string;
  /** X-Shopify-Webhook-Id. */
  webhookId: string;
}
