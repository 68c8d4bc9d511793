import * as z from 'zod/mini';
import type { ShopifyOrderCancelledV1 } from '../../../../events/schemas/shopify-order-cancelled';
import type { WebhookContext } from './context';
import { isoTime, shopifyId } from './fields';

/** Shopify's `orders/cancelled` payload (the Order resource): only the order and when it was cancelled. */
export const ordersCancelledPayload = z.object({ id: shopifyId, cancelled_at: isoTime });

export const normalizeOrderCancelled = (
  payload: z.infer<typeof ordersCancelledPayload>,
  context: WebhookContext,
): ShopifyOrderCancelledV1 => ({
  version: 1,
  shopDomain: context.shopDomain,
  webhookId: context.webhookId,
  orderId: payload.id,
  cancelledAt: payload.cancelled_at,
});
