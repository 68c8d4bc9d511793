/**
 * The merchant's order list of a demo shop (local-only, like the rest of the demo store: no login, the
 * local cloud listens on loopback). Every change is a POST (never a GET another site could trigger) and
 * cross-site posts are refused:
 *   GET  /{shop}/admin/orders                      the orders, newest first, with Refund per line and Cancel
 *   GET  /{shop}/admin/orders.json                 { orders } as Shopify REST writes them
 *   POST /{shop}/admin/orders/{id}/refunds         form, or JSON {lines:[{lineItemId, quantity}]} → 201 {refund}
 *   POST /{shop}/admin/orders/{id}/cancel          form, or JSON → 200 {order}
 *   POST /{shop}/admin/orders/{id}/fulfillments    form, or JSON {trackingCompany, trackingNumber, trackingUrl?}
 *                                                  → 201 {fulfillment}, and fulfillments/create
 * Forms answer 303 back to the list (with a notice) or the list with the errors (400).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OrderContext } from './checkout';
import { escapeHtml, page, sendHtml, sendJson, shopDisplayName } from './html';
import { CARRIERS, cancelOrder, fulfilOrder, refundOrder } from './order-actions';
import { money } from './order-money';
import { refundableQuantity, refundedCents, refundedQuantity, type ShopifyOrder } from './order-payload';
import { isJsonRequest, readForm, readJsonBody, sendErrors } from './request-body';

type AdminContext = OrderContext & { baseUrl: string };

const statusOf = (order: ShopifyOrder): { key: string; label: string } => {
  if (order.cancelled_at) return { key: 'cancelled', label: 'Cancelled' };
  if (order.financial_status === 'refunded') return { key: 'refunded', label: 'Refunded' };
  if (order.fulfillment_status === 'fulfilled') return { key: 'paid', label: 'Paid · Fulfilled' };
  if (order.financial_status === 'partially_refunded')
    return { key: 'partially_refunded', label: 'Partially refunded' };
  return { key: 'paid', label: 'Paid' };
};

const shipTo = (order: ShopifyOrder): string => {
  const address = order.shipping_address;
  if (!address) return '—';
  return escapeHtml(
    [
      address.name,
      address.address1,
      address.address2,
      `${address.city} ${address.province ?? ''} ${address.zip}`,
      address.country_code,
    ]
      .filter(Boolean)
      .join(', '),
  );
};

/** The fulfilment's tracking, or the form that ships the order (carrier + tracking number). */
const fulfilment = (order: ShopifyOrder, action: (suffix: string) => string): string => {
  const done = order.fulfillments?.at(-1);
  if (done) {
    const number = escapeHtml(done.tracking_number ?? '');
    const tracking = done.tracking_url ? `<a href="${escapeHtml(done.tracking_url)}">${number}</a>` : number;
    return `<p class="muted">Fulfilled: ${escapeHtml(done.tracking_company ?? '')} ${tracking}</p>`;
  }
  if (order.cancelled_at) return '';
  const id = `order-${order.id}`;
  const options = Object.keys(CARRIERS)
    .map((carrier) => `<option>${escapeHtml(carrier)}</option>`)
    .join('');
  return `<form class="inline fulfil" method="post" action="${action('fulfillments')}">
      <label for="${id}-carrier">Carrier</label>
      <select id="${id}-carrier" name="tracking_company">${options}</select>
      <label for="${id}-tracking">Tracking number</label>
      <input id="${id}-tracking" type="text" name="tracking_number" required pattern="[A-Za-z0-9-]{4,40}" autocomplete="off">
      <button type="submit" aria-label="Fulfil order ${escapeHtml(order.name)}">Fulfil</button></form>`;
};

const refOf = (order: ShopifyOrder): string | undefined =>
  order.note_attributes.find((attribute) => attribute.name === 'ref')?.value;

const orderCard = (order: ShopifyOrder, shop: string, baseUrl: string): string => {
  const status = statusOf(order);
  const action = (suffix: string) => escapeHtml(`${baseUrl}/${shop}/admin/orders/${order.id}/${suffix}`);
  const heading = `order-${order.id}`;
  const discount = order.discount_codes[0];
  const rows = order.line_items
    .map((line) => {
      const refundable = refundableQuantity(order, line);
      const select = `refund-${line.id}`;
      const refund = refundable
        ? `<form class="inline" method="post" action="${action('refunds')}">
            <input type="hidden" name="line_item_id" value="${line.id}">
            <label for="${select}" class="sr-only">Units of ${escapeHtml(line.title)} to refund on ${escapeHtml(order.name)}</label>
            <select id="${select}" name="quantity">${Array.from({ length: refundable }, (_, i) => `<option>${i + 1}</option>`).join('')}</select>
            <button type="submit" aria-label="Refund ${escapeHtml(line.title)} on ${escapeHtml(order.name)}">Refund</button></form>`
        : '<span class="muted">—</span>';
      const lineDiscount = line.discount_allocations.reduce(
        (sum, a) => sum + Math.round(Number(a.amount) * 100),
        0,
      );
      return `<tr><td>${escapeHtml(line.title)}</td><td class="num">${line.quantity}</td><td class="num">$${escapeHtml(line.price)}</td>
        <td class="num">${lineDiscount ? `−$${money(lineDiscount)}` : '—'}</td><td class="num">${refundedQuantity(order, line.id) || '—'}</td><td>${refund}</td></tr>`;
    })
    .join('');
  const refunded = refundedCents(order);
  return `<section class="card order" aria-labelledby="${heading}">
    <div class="order-head"><h2 id="${heading}">${escapeHtml(order.name)}</h2><span class="badge ${status.key}">${status.label}</span></div>
    <dl class="meta">
      <div><dt>Date</dt><dd>${escapeHtml(new Date(order.processed_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }))} UTC</dd></div>
      <div><dt>Email</dt><dd>${escapeHtml(order.email)}</dd></div>
      <div><dt>Ref</dt><dd>${escapeHtml(refOf(order) ?? '—')}</dd></div>
      <div><dt>Discount</dt><dd>${discount ? `${escapeHtml(discount.code)} (−$${escapeHtml(discount.amount)})` : '—'}</dd></div>
      <div><dt>Total</dt><dd>$${escapeHtml(order.total_price)}</dd></div>
      <div><dt>Refunded</dt><dd>${refunded ? `$${money(refunded)}` : '—'}</dd></div>
      ${order.tags ? `<div><dt>Tags</dt><dd>${escapeHtml(order.tags)}</dd></div>` : ''}
      ${order.shipping_address ? `<div><dt>Ship to</dt><dd>${shipTo(order)}</dd></div>` : ''}
    </dl>
    ${order.note ? `<p class="muted">Note: ${escapeHtml(order.note)}</p>` : ''}
    <table><caption class="sr-only">Lines of order ${escapeHtml(order.name)}</caption>
      <thead><tr><th scope="col">Product</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Discount</th><th scope="col" class="num">Refunded</th><th scope="col"><span class="sr-only">Refund</span></th></tr></thead>
      <tbody>${rows}</tbody></table>
    ${fulfilment(order, action)}
    ${
      order.cancelled_at
        ? ''
        : `<form class="cancel" method="post" action="${action('cancel')}"><button type="submit" aria-label="Cancel order ${escapeHtml(order.name)}">Cancel order</button></form>`
    }
  </section>`;
};

const listPage = (
  shop: string,
  ctx: AdminContext,
  message?: { kind: 'notice' | 'errors'; text: string },
): string => {
  const orders = [...ctx.state.orders(shop)].reverse();
  const banner = !message
    ? ''
    : message.kind === 'notice'
      ? `<p class="notice" role="status">${escapeHtml(message.text)}</p>`
      : `<div class="errors" role="alert"><h2>Nothing was changed</h2><p>${escapeHtml(message.text)}</p></div>`;
  return page(
    `Orders – ${shopDisplayName(shop)} admin`,
    `<p class="muted">${escapeHtml(shopDisplayName(shop))} · ${escapeHtml(shop)} · admin</p>
    <h1>Orders</h1>${banner}
    ${orders.length ? orders.map((order) => orderCard(order, shop, ctx.baseUrl)).join('') : '<p class="card">No orders yet.</p>'}`,
  );
};

export const handleAdminOrders = (
  res: ServerResponse,
  shop: string,
  query: URLSearchParams,
  ctx: AdminContext,
) => {
  const done = query.get('done');
  const name = query.get('order') ?? '';
  const notices: Record<string, string> = {
    refund: `Refund created on ${name}.`,
    cancel: `Order ${name} cancelled.`,
    fulfil: `Order ${name} fulfilled.`,
  };
  const notice = done ? notices[done] : undefined;
  sendHtml(res, 200, listPage(shop, ctx, notice ? { kind: 'notice', text: notice } : undefined));
};

export const handleOrdersJson = (res: ServerResponse, shop: string, ctx: AdminContext) =>
  sendJson(res, 200, { orders: ctx.state.orders(shop) }, { 'cache-control': 'no-store' });

/** POST …/refunds, …/cancel and …/fulfillments, as JSON (tests, demos) or as the list page's forms. */
export const handleOrderAction = async (
  req: IncomingMessage,
  res: ServerResponse,
  shop: string,
  orderId: number,
  kind: 'refunds' | 'cancel' | 'fulfillments',
  ctx: AdminContext,
): Promise<void> => {
  const json = isJsonRequest(req);
  let body: unknown = {};
  if (json) {
    body = await readJsonBody(req, res);
    if (body === undefined) return;
  } else if (kind === 'refunds') {
    const form = await readForm(req);
    body = { lines: [{ lineItemId: form.get('line_item_id'), quantity: Number(form.get('quantity')) }] };
  } else if (kind === 'fulfillments') {
    const form = await readForm(req);
    body = { trackingCompany: form.get('tracking_company'), trackingNumber: form.get('tracking_number') };
  }
  const result =
    kind === 'refunds'
      ? refundOrder(ctx, shop, orderId, body)
      : kind === 'fulfillments'
        ? fulfilOrder(ctx, shop, orderId, body)
        : cancelOrder(ctx, shop, orderId);
  if ('errors' in result) {
    if (json) return sendErrors(res, result.status, result.errors);
    return sendHtml(
      res,
      result.status,
      listPage(shop, ctx, { kind: 'errors', text: Object.values(result.errors).join(' ') }),
    );
  }
  if (json) return sendJson(res, kind === 'cancel' ? 200 : 201, result.ok);
  const name = encodeURIComponent(result.ok.order.name);
  const done = { refunds: 'refund', cancel: 'cancel', fulfillments: 'fulfil' }[kind];
  res.writeHead(303, {
    location: `${ctx.baseUrl}/${shop}/admin/orders?done=${done}&order=${name}`,
    'cache-control': 'no-store',
  });
  res.end();
};
