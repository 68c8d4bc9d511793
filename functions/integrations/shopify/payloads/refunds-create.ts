import * as z from 'zod/mini';
import type { ShopifyRefundCreatedV1 } from '../../../../events/schemas/shopify-refund-created';
import type { WebhookContext } from './context';
import { isoTime, shopifyId } from './fields';

/** Shopify's `refunds/create` payload (the REST Refund resource): which order lines, how many units. */
export const refundsCreatePayload = z.object({
  id: shopifyId,
  order_id: shopifyId,
  created_at: isoTime,
  refund_line_items: z._default(
    z.array(z.object({ line_item_id: shopifyId, quantity: z.number().check(z.int(), z.gte(0)) })),
    [],
  ),
});

export const normalizeRefundCreated = (
  payload: z.infer<typeof refundsCreatePayload>,
  context: WebhookContext,
): ShopifyRefundCreatedV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
  refund: {
    id: payload.id,
    orderId: payload.order_id,
    createdAt: payload.created_at,
    // A refund of shipping or an amount only has no units to reverse.
    lineItems: payload.refund_line_items
      .filter((line) => line.quantity > 0)
      .map((line) => ({ lineItemId: line.line_item_id, quantity: line.quantity })),
  },
});
