/**
 * The merchant's actions on an order, shared by the admin page's forms and their JSON forms:
 * a refund of some units of some lines (→ a refund record and refunds/create) and a cancellation
 * (→ cancelled_at and orders/cancelled), a fulfilment with tracking (→ fulfillments/create). Each
 * stores the change and its deliveries in one write.
 * Invalid requests (more than refundable, a cancelled order, ...) change nothing.
 */
import type { OrderContext } from './checkout';
import {
  buildRefund,
  refundableQuantity,
  type ShopifyFulfillment,
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

/** Carriers the admin's fulfil form offers, with the tracking page Shopify links for each. */
export const CARRIERS: Readonly<Record<string, (number: string) => string>> = {
  UPS: (number) => `https://www.ups.com/track?tracknum=${encodeURIComponent(number)}`,
  USPS: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(number)}`,
  FedEx: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(number)}`,
  'DHL Express': (number) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(number)}`,
};

const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The merchant marks an order fulfilled (all its lines, one shipment) with a carrier and a tracking
 * number: a fulfilment record on the order and the fulfillments/create delivery, in one write. Shopify
 * derives the tracking URL for carriers it knows; another carrier may give its own (https) URL.
 */
export const fulfilOrder = (
  ctx: OrderContext,
  shop: string,
  orderId: number,
  body: unknown,
): ActionResult<{ fulfillment: ShopifyFulfillment; order: ShopifyOrder }> => {
  const order = ctx.state.findOrder(shop, orderId);
  if (!order) return notFound;
  if (order.cancelled_at) return { status: 400, errors: { order: 'A cancelled order cannot be fulfilled' } };
  if (order.fulfillment_status === 'fulfilled')
    return { status: 400, errors: { order: `Order ${order.name} is already fulfilled` } };
  const input = (body ?? {}) as {
    trackingCompany?: unknown;
    trackingNumber?: unknown;
    trackingUrl?: unknown;
  };
  const company = typeof input.trackingCompany === 'string' ? input.trackingCompany.trim() : '';
  const number = typeof input.trackingNumber === 'string' ? input.trackingNumber.trim() : '';
  const givenUrl = typeof input.trackingUrl === 'string' ? input.trackingUrl.trim() : '';
  const errors: Record<string, string> = {};
  if (!company || company.length > 60) errors.trackingCompany = 'Choose a carrier';
  if (!TRACKING_NUMBER.test(number))
    errors.trackingNumber = 'Enter a tracking number (4 to 40 letters, digits or -)';
  if (givenUrl && !/^https:\/\/\S+$/.test(givenUrl))
    errors.trackingUrl = 'A tracking URL starts with https://';
  if (Object.keys(errors).length) return { status: 400, errors };
  const url = givenUrl || CARRIERS[company]?.(number) || null;
  const id = ctx.state.nextId('fulfillment');
  const now = shopifyTime(new Date());
  const lines = order.line_items.map((line) => ({
    ...line,
    fulfillable_quantity: 0,
    fulfillment_status: 'fulfilled' as const,
  }));
  const fulfillment: ShopifyFulfillment = {
    id,
    admin_graphql_api_id: `gid://shopify/Fulfillment/${id}`,
    order_id: order.id,
    name: `${order.name}.${(order.fulfillments?.length ?? 0) + 1}`,
    status: 'success',
    service: 'manual',
    shipment_status: null,
    location_id: null,
    created_at: now,
    updated_at: now,
    tracking_company: company,
    tracking_number: number,
    tracking_numbers: [number],
    tracking_url: url,
    tracking_urls: url ? [url] : [],
    email: order.email,
    destination: order.shipping_address ?? null,
    line_items: lines,
    receipt: {},
  };
  const fulfilled: ShopifyOrder = {
    ...order,
    fulfillment_status: 'fulfilled',
    line_items: lines,
    fulfillments: [...(order.fulfillments ?? []), fulfillment],
    updated_at: now,
  };
  const deliveries = webhookDeliveriesFor(ctx.state, shop, 'fulfillments/create', fulfillment);
  ctx.state.saveOrder(shop, fulfilled, deliveries);
  ctx.sender.send(deliveries);
  return { ok: { fulfillment, order: fulfilled } };
};
