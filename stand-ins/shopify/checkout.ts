/**
 * Placing an order in the demo store — one path for the storefront's Buy form (storefront-checkout.ts),
 * the JSON checkout (`POST /{shop}/checkout`, for tests and demos) and the demo data's history:
 * validate the cart, price it (order-payload.ts), store it with its orders/paid deliveries in one state
 * write, then deliver asynchronously. Bad input stores nothing.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { discountStatus } from './admin-discounts';
import { type DemoProduct, findDemoProduct } from './catalogue';
import { shopDisplayName } from './html';
import { presentmentCurrencies } from './order-money';
import { buildOrder, type ShopifyOrder } from './order-payload';
import { readJsonBody, sendErrors } from './request-body';
import type { DemoState } from './state';
import { type WebhookSender, webhookDeliveriesFor } from './webhook-delivery';

export interface OrderContext {
  state: DemoState;
  sender: WebhookSender;
}

export const MAX_QUANTITY = 10;
const MAX_LINES = 20;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckoutRequest {
  items: { handle: string; quantity: number }[];
  email: string;
  ref?: string;
  discountCode?: string;
  landingSite?: string;
  /** Local-only: backdates the order (the demo data's history). Never in the future. */
  processedAt?: string;
  /** The shopper's currency (a multi-currency checkout); the shop's own currency when absent. */
  presentmentCurrency?: string;
}

/** Shopify's checkout wording for a once-per-customer code this customer already used. */
export const ONCE_PER_CUSTOMER_USED = 'This discount has reached its usage limit';

/** Whether an order of this shop by this customer (e-mail, lower-cased) used the code (any case). */
const usedBy = (state: DemoState, shop: string, code: string, email: string) =>
  state
    .orders(shop)
    .some(
      (order) =>
        order.email === email &&
        order.discount_codes.some((used) => used.code.toLowerCase() === code.toLowerCase()),
    );

/** Field → message, e.g. { email: 'Enter a valid email' }. */
export type FieldErrors = Record<string, string>;

interface ValidCheckout {
  lines: { product: DemoProduct; quantity: number }[];
  email: string;
  ref?: string;
  discount?: { code: string; percentage: number };
  landingSite?: string;
  processedAt: Date;
  presentmentCurrency?: string;
}

const optionalText = (value: unknown, max: number, field: string, errors: FieldErrors) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max) {
    errors[field] = `${field} must be text of at most ${max} characters`;
    return undefined;
  }
  return value.trim() || undefined;
};

export const validateCheckout = (
  state: DemoState,
  shop: string,
  body: unknown,
): { checkout: ValidCheckout } | { errors: FieldErrors } => {
  const errors: FieldErrors = {};
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const lines: ValidCheckout['lines'] = [];
  if (!Array.isArray(input.items) || input.items.length === 0 || input.items.length > MAX_LINES) {
    errors.items = `items must list 1 to ${MAX_LINES} products as {handle, quantity}`;
  } else {
    for (const [index, item] of (input.items as unknown[]).entries()) {
      const { handle, quantity } = (item ?? {}) as { handle?: unknown; quantity?: unknown };
      const product = typeof handle === 'string' ? findDemoProduct(handle) : undefined;
      if (product?.status !== 'ACTIVE') {
        errors[`items[${index}].handle`] = `No product for sale with handle ${JSON.stringify(handle)}`;
      } else if (lines.some((line) => line.product.id === product.id)) {
        errors[`items[${index}].handle`] = `${product.handle} is listed twice: give one line a quantity`;
      }
      if (
        typeof quantity !== 'number' ||
        !Number.isInteger(quantity) ||
        quantity < 1 ||
        quantity > MAX_QUANTITY
      ) {
        errors[`items[${index}].quantity`] = `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`;
      }
      if (product?.status === 'ACTIVE' && typeof quantity === 'number') lines.push({ product, quantity });
    }
  }
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (!email) errors.email = 'Enter an email';
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'Enter a valid email';

  const ref = optionalText(input.ref, 255, 'ref', errors);
  const landingSite = optionalText(input.landingSite, 2048, 'landingSite', errors);
  if (landingSite && !landingSite.startsWith('/'))
    errors.landingSite = 'landingSite must be a path, e.g. /products/x?ref=CODE';
  const code = optionalText(input.discountCode, 255, 'discountCode', errors);
  const found = code ? state.findDiscount(shop, code) : undefined;
  // Shopify's checkout wording for a code the shop does not have, and for one deactivated, ended or not
  // yet started: it does not say which.
  if (code && (!found || discountStatus(found) !== 'ACTIVE'))
    errors.discountCode = 'Enter a valid discount code';
  else if (found?.appliesOncePerCustomer && email && usedBy(state, shop, found.code, email))
    errors.discountCode = ONCE_PER_CUSTOMER_USED;

  const presentmentCurrency = optionalText(input.presentmentCurrency, 3, 'presentmentCurrency', errors);
  if (presentmentCurrency && !presentmentCurrencies.includes(presentmentCurrency))
    errors.presentmentCurrency = `presentmentCurrency must be one of ${presentmentCurrencies.join(', ')}`;

  let processedAt = new Date();
  if (input.processedAt !== undefined) {
    const at = typeof input.processedAt === 'string' ? new Date(input.processedAt) : new Date(Number.NaN);
    if (Number.isNaN(at.getTime()) || at.getTime() > Date.now() + 60_000) {
      errors.processedAt = 'processedAt must be an ISO 8601 time, not in the future';
    } else processedAt = at;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    checkout: {
      lines,
      email,
      ref,
      landingSite,
      processedAt,
      ...(presentmentCurrency ? { presentmentCurrency } : {}),
      // The code as the shop spells it (Shopify matches case-insensitively, records the shop's code).
      discount: found ? { code: found.code, percentage: found.percentage } : undefined,
    },
  };
};

/** Stores the order and its orders/paid deliveries in one write, then starts delivering. */
export const placeOrder = (ctx: OrderContext, shop: string, checkout: ValidCheckout): ShopifyOrder => {
  const { state } = ctx;
  const { presentmentCurrency, ...cart } = checkout;
  const shopCurrency = state.shopCurrency(shop);
  const order = buildOrder({
    ids: {
      order: state.nextId('order'),
      customer: state.customerIdFor(shop, checkout.email),
      lineItems: checkout.lines.map(() => state.nextId('lineItem')),
    },
    number: state.nextOrderNumber(shop),
    token: randomBytes(16).toString('hex'),
    vendor: shopDisplayName(shop),
    ...cart,
    currencies: { shop: shopCurrency, presentment: presentmentCurrency ?? shopCurrency },
  });
  const deliveries = webhookDeliveriesFor(state, shop, 'orders/paid', order);
  state.saveOrder(shop, order, deliveries);
  ctx.sender.send(deliveries);
  return order;
};

/** POST /{shop}/checkout, JSON: 201 with { order } (Shopify REST order JSON), or 400 with { errors }. */
export const handleJsonCheckout = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  ctx: OrderContext,
): Promise<void> => {
  const body = await readJsonBody(req, res);
  if (body === undefined) return;
  const result = validateCheckout(ctx.state, shop, body);
  if ('errors' in result) return sendErrors(res, 400, result.errors);
  sendJsonOrder(res, placeOrder(ctx, shop, result.checkout));
};

const sendJsonOrder = (res: ServerResponse, order: ShopifyOrder) => {
  res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ order }));
};
