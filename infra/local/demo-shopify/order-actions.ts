/**
 * The merchant's actions on an order, shared by the admin page's forms and their JSON forms:
 * a refund of some units of some lines (→ a refund record and refunds/create) and a cancellation
 * (→ cancelled_at and orders/cancelled). Each stores the change and its deliveries in one write.
 * Invalid requests (more than refundable, a cancelled order, ...) change nothing.
 */
import type { OrderContext } from './checkout';
import {
  buildRefund,
  refundableQuantity,
  type ShopifyOrder,
  type ShopifyRefund,
  shopifyTime,
  withRefund,
} from './order-payload';
import { webhookDeliveriesFor } from './webhook-delivery';

export type ActionResult<T> = { ok: T } | { status: 400 | 404; errors: Record<string, string> };

const notFound = { status: 404 as const, errors: { order: 'No such order in this shop' } };

export const refundOrder = (
  ctx: OrderContext,
  shop: string,
  orderId: number,
  body: unknown,
): ActionResult<{ refund: ShopifyRefund; order: ShopifyOrder }> => {
  const order = ctx.state.findOrder(shop, orderId);
  if (!order) return notFound;
  if (order.cancelled_at) return { status: 400, errors: { order: 'A cancelled order cannot be refunded' } };
  const requested = (body as { lines?: unknown } | null)?.lines;
  if (!Array.isArray(requested) || requested.length === 0) {
    return { status: 400, errors: { lines: 'lines must list {lineItemId, quantity} to refund' } };
  }
  const errors: Record<string, string> = {};
  const lines: { line: ShopifyOrder['line_items'][number]; quantity: number }[] = [];
  for (const [index, entry] of (requested as unknown[]).entries()) {
    const { lineItemId, quantity } = (entry ?? {}) as { lineItemId?: unknown; quantity?: unknown };
    const line = order.line_items.find((candidate) => String(candidate.id) === String(lineItemId));
    if (!line || lines.some((taken) => taken.line.id === line.id)) {
      errors[`lines[${index}].lineItemId`] =
        `No line ${String(lineItemId)} on order ${order.name} (or listed twice)`;
      continue;
    }
    const refundable = refundableQuantity(order, line);
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > refundable
    ) {
      errors[`lines[${index}].quantity`] =
        refundable === 0
          ? `${line.title} has nothing left to refund`
          : `Refund 1 to ${refundable} of ${line.title}`;
      continue;
    }
    lines.push({ line, quantity });
  }
  if (Object.keys(errors).length) return { status: 400, errors };
  const refund = buildRefund(order, {
    ids: {
      refund: ctx.state.nextId('refund'),
      transaction: ctx.state.nextId('transaction'),
      refundLineItems: lines.map(() => ctx.state.nextId('refundLineItem')),
    },
    lines,
    createdAt: new Date(),
  });
  const updated = withRefund(order, refund);
  const deliveries = webhookDeliveriesFor(ctx.state, shop, 'refunds/create', refund);
  ctx.state.saveOrder(shop, updated, deliveries);
  ctx.sender.send(deliveries);
  return { ok: { refund, order: updated } };
};

export const cancelOrder = (
  ctx: OrderContext,
  shop: string,
  orderId: number,
): ActionResult<{ order: ShopifyOrder }> => {
  const order = ctx.state.findOrder(shop, orderId);
  if (!order) return notFound;
  if (order.cancelled_at)
    return { status: 400, errors: { order: `Order ${order.name} is already cancelled` } };
  const now = shopifyTime(new Date());
  const cancelled: ShopifyOrder = { ...order, cancelled_at: now, cancel_reason: 'customer', updated_at: now };
  const deliveries = webhookDeliveriesFor(ctx.state, shop, 'orders/cancelled', cancelled);
  ctx.state.saveOrder(shop, cancelled, deliveries);
  ctx.sender.send(deliveries);
  return { ok: { order: cancelled } };
};
