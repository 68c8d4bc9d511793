/**
 * The demo shop's storefront: GET /{shop}/ (all products) and GET /{shop}/products/{handle}, where
 * referral links land. The product page shows the `ref` and utm_* parameters it received and has a Buy
 * form (quantity, e-mail, discount code) that keeps `ref` and the landing URL, as a theme app embed
 * would, for the order's note_attributes and landing_site (storefront-checkout.ts places it).
 * Drafts are not published (404), as on Shopify.
 */
import type { ServerResponse } from 'node:http';
import { catalogueOf, type DemoProduct, findDemoProduct, formatMoney } from './catalogue';
import { MAX_QUANTITY } from './checkout';
import { errorPage, escapeHtml, page, sendHtml, shopDisplayName } from './html';
import { productImageUrl } from './product-images';

const REFERRAL_PARAMS = [
  'ref',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'discount',
];

const storeHeader = (shop: string, baseUrl: string) => {
  const name = shopDisplayName(shop);
  return `<div class="store"><div class="logo" aria-hidden="true">${escapeHtml(name.charAt(0) || 'S')}</div>
    <div><a href="${escapeHtml(`${baseUrl}/${shop}/`)}"><strong>${escapeHtml(name)}</strong></a>
    <div class="muted">${escapeHtml(shop)}</div></div></div>`;
};

/** What the Buy form carries: typed values, the referral kept from the landing URL, and errors to show. */
export interface BuyForm {
  quantity: string;
  email: string;
  discountCode: string;
  ref: string;
  /** The landing path + query, as Shopify records landing_site: /products/{handle}?ref=... */
  landingSite: string;
  errors: Record<string, string>;
}

const fieldError = (form: BuyForm, field: string) =>
  form.errors[field]
    ? `<p id="${field}-error" class="field-error">${escapeHtml(form.errors[field] ?? '')}</p>`
    : '';

const invalid = (form: BuyForm, field: string, hint?: string) => {
  const described = [hint, form.errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return `${form.errors[field] ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}`;
};

/** The checkout form (a theme's product form plus an app embed that keeps `ref` as a cart attribute). */
const buyForm = (shop: string, handle: string, baseUrl: string, form: BuyForm): string => {
  const labels: Record<string, string> = {
    quantity: 'quantity',
    email: 'email',
    discountCode: 'discount_code',
  };
  const problems = Object.entries(form.errors);
  const summary = problems.length
    ? `<div class="errors" role="alert" aria-labelledby="errors-title"><h2 id="errors-title">Your order was not placed</h2><ul>${problems
        .map(
          ([field, message]) =>
            `<li><a href="#${labels[field] ?? 'quantity'}">${escapeHtml(message)}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const hidden = (name: string, value: string) =>
    value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
  return `<form class="buy" method="post" action="${escapeHtml(`${baseUrl}/${shop}/products/${handle}`)}" novalidate>
    ${summary}
    <div class="field"><label for="quantity">Quantity</label>
      <input type="number" id="quantity" name="quantity" min="1" max="${MAX_QUANTITY}" step="1" required inputmode="numeric" value="${escapeHtml(form.quantity)}"${invalid(form, 'quantity', 'quantity-hint')}>
      <span id="quantity-hint" class="hint">1 to ${MAX_QUANTITY}</span>${fieldError(form, 'quantity')}</div>
    <div class="field"><label for="email">Email</label>
      <input type="email" id="email" name="email" autocomplete="email" required value="${escapeHtml(form.email)}"${invalid(form, 'email', 'email-hint')}>
      <span id="email-hint" class="hint">For your order confirmation</span>${fieldError(form, 'email')}</div>
    <div class="field"><label for="discount_code">Discount code <span class="muted">(optional)</span></label>
      <input type="text" id="discount_code" name="discount_code" autocomplete="off" autocapitalize="characters" value="${escapeHtml(form.discountCode)}"${invalid(form, 'discountCode')}>
      ${fieldError(form, 'discountCode')}</div>
    ${hidden('ref', form.ref)}${hidden('landing_site', form.landingSite)}
    <button type="submit" class="primary">Buy</button>
    <p class="muted">Demo checkout: no payment is taken; the order is paid at once.</p>
  </form>`;
};

/** The Buy form as a shopper first sees it: the `ref` and `discount` of the landing URL kept. */
export const landingForm = (handle: string, query: URLSearchParams): BuyForm => {
  const search = query.toString();
  return {
    quantity: '1',
    email: '',
    discountCode: query.get('discount') ?? '',
    ref: query.get('ref') ?? '',
    landingSite: `/products/${handle}${search ? `?${search}` : ''}`,
    errors: {},
  };
};

export const productPageHtml = (
  shop: string,
  product: DemoProduct,
  landingQuery: URLSearchParams,
  baseUrl: string,
  form: BuyForm,
): string => {
  const received = REFERRAL_PARAMS.flatMap((key) => {
    const value = landingQuery.get(key);
    return value === null ? [] : [[key, value] as const];
  });
  const referral = received.length
    ? `<section class="referral" aria-labelledby="referral-title"><h2 id="referral-title">You arrived through a referral link</h2>
        <p class="muted">The store keeps <code>ref</code> with your order (a cart attribute and the landing page), so the sale is attributed to the creator.</p>
        <dl>${received.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></section>`
    : '';
  return page(
    `${product.title} – ${shopDisplayName(shop)}`,
    `${storeHeader(shop, baseUrl)}
      <article class="card product">
        <img src="${escapeHtml(productImageUrl(baseUrl, shop, product.handle))}" alt="${escapeHtml(product.title)}" width="800" height="800">
        <div>
          <p class="muted">${escapeHtml(product.productType)}</p>
          <h1>${escapeHtml(product.title)}</h1>
          <p class="price">$${formatMoney(product.priceCents)}</p>
          <p>${escapeHtml(product.description)}</p>
          ${buyForm(shop, product.handle, baseUrl, form)}
          ${referral}
        </div>
      </article>`,
  );
};

/** Published products only (drafts are 404, as on Shopify). */
export const sellableProduct = (handle: string): DemoProduct | undefined => {
  const product = findDemoProduct(handle);
  return product?.status === 'ACTIVE' ? product : undefined;
};

export const handleProductPage = (
  res: ServerResponse,
  shop: string,
  handle: string,
  query: URLSearchParams,
  baseUrl: string,
): void => {
  const product = sellableProduct(handle);
  if (!product) {
    errorPage(res, 404, 'Product not found', `${shop} has no product at /products/${handle}.`);
    return;
  }
  sendHtml(res, 200, productPageHtml(shop, product, query, baseUrl, landingForm(handle, query)));
};

export const handleStoreHome = (res: ServerResponse, shop: string, baseUrl: string): void => {
  const items = catalogueOf(shop)
    .filter((product) => product.status === 'ACTIVE')
    .map(
      (product) => `<li><a href="${escapeHtml(`${baseUrl}/${shop}/products/${product.handle}`)}">
        <img src="${escapeHtml(productImageUrl(baseUrl, shop, product.handle))}" alt="" width="400" height="400" loading="lazy">
        <strong>${escapeHtml(product.title)}</strong><div class="muted">$${formatMoney(product.priceCents)}</div></a></li>`,
    )
    .join('');
  sendHtml(
    res,
    200,
    page(
      shopDisplayName(shop),
      `${storeHeader(shop, baseUrl)}<h1>All products</h1><ul class="grid">${items}</ul>`,
    ),
  );
};
