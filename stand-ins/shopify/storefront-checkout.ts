/**
 * The storefront's Buy form and order status page:
 *   POST /{shop}/products/{handle}  (form) → 303 to the order status page, or the product page again
 *                                   with the errors (400) and nothing stored;
 *   GET  /{shop}/orders/{token}     "Order #1001 placed" with its lines and totals.
 * Post → redirect → get, so reloading the confirmation never places the order twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type OrderContext, placeOrder, validateCheckout } from './checkout';
import { errorPage, escapeHtml, page, sendHtml, shopDisplayName } from './html';
import { cents, money } from './order-money';
import { readForm } from './request-body';
import { type BuyForm, productPageHtml, sellableProduct } from './storefront';

export const handleBuy = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  handle: string,
  ctx: OrderContext & { baseUrl: string },
): Promise<void> => {
  const product = sellableProduct(handle);
  if (!product)
    return errorPage(res, 404, 'Product not found', `${shop} has no product at /products/${handle}.`);
  const fields = await readForm(req);
  const form: BuyForm = {
    quantity: fields.get('quantity') ?? '',
    email: fields.get('email') ?? '',
    discountCode: fields.get('discount_code') ?? '',
    ref: fields.get('ref') ?? '',
    landingSite: fields.get('landing_site') ?? '',
    errors: {},
  };
  const quantity = /^\d{1,3}$/.test(form.quantity.trim()) ? Number(form.quantity) : Number.NaN;
  const result = validateCheckout(ctx.state, shop, {
    items: [{ handle, quantity }],
    email: form.email,
    ref: form.ref || undefined,
    discountCode: form.discountCode || undefined,
    landingSite: form.landingSite || undefined,
  });
  if ('errors' in result) {
    // The cart's field names → the form's.
    for (const [field, message] of Object.entries(result.errors)) {
      form.errors[field.startsWith('items[') ? 'quantity' : field] = message;
    }
    const landing = new URLSearchParams(form.landingSite.split('?')[1] ?? '');
    return sendHtml(res, 400, productPageHtml(shop, product, landing, ctx.baseUrl, form));
  }
  const order = placeOrder(ctx, shop, result.checkout);
  res.writeHead(303, {
    location: `${ctx.baseUrl}/${shop}/orders/${order.token}`,
    'cache-control': 'no-store',
  });
  res.end();
};

export const handleOrderStatus = (
  res: ServerResponse,
  shop: string,
  token: string,
  ctx: OrderContext & { baseUrl: string },
): void => {
  const order = ctx.state.findOrderByToken(shop, token);
  if (!order) {
    errorPage(res, 404, 'Order not found', `${shop} has no order at this address.`);
    return;
  }
  const rows = order.line_items
    .map(
      (line) => `<tr><td>${escapeHtml(line.title)}</td><td class="num">${line.quantity}</td>
        <td class="num">$${escapeHtml(line.price)}</td><td class="num">$${money(cents(line.price) * line.quantity)}</td></tr>`,
    )
    .join('');
  const discount = order.discount_codes[0];
  sendHtml(
    res,
    200,
    page(
      `Order ${order.name} placed – ${shopDisplayName(shop)}`,
      `<section class="card narrow" aria-labelledby="order-title">
        <p class="muted">${escapeHtml(shopDisplayName(shop))}</p>
        <h1 id="order-title">Order ${escapeHtml(order.name)} placed</h1>
        <p>Thank you! A confirmation goes to <strong>${escapeHtml(order.email)}</strong>.</p>
        <table><caption class="sr-only">Items in order ${escapeHtml(order.name)}</caption>
          <thead><tr><th scope="col">Product</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Amount</th></tr></thead>
          <tbody>${rows}</tbody></table>
        <dl class="totals">
          <dt>Subtotal</dt><dd>$${escapeHtml(order.total_line_items_price)}</dd>
          ${discount ? `<dt>Discount (${escapeHtml(discount.code)})</dt><dd>−$${escapeHtml(discount.amount)}</dd>` : ''}
          <dt class="grand">Total</dt><dd class="grand">$${escapeHtml(order.total_price)} ${escapeHtml(order.currency)}</dd>
        </dl>
        <div class="actions"><a class="button" href="${escapeHtml(`${ctx.baseUrl}/${shop}/`)}">Continue shopping</a></div>
      </section>`,
    ),
  );
};
