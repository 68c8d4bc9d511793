/**
 * The demo shop's storefront: GET /{shop}/ (all products) and GET /{shop}/products/{handle}, where
 * referral links land. The product page shows the `ref` and utm_* parameters it received, so the whole
 * referral path can be seen working locally. Drafts are not published (404), as on Shopify.
 */
import type { ServerResponse } from 'node:http';
import { demoCatalogue, findDemoProduct, formatMoney } from './catalogue';
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

export const handleProductPage = (
  res: ServerResponse,
  shop: string,
  handle: string,
  query: URLSearchParams,
  baseUrl: string,
): void => {
  const product = findDemoProduct(handle);
  if (product?.status !== 'ACTIVE') {
    errorPage(res, 404, 'Product not found', `${shop} has no product at /products/${handle}.`);
    return;
  }
  const received = REFERRAL_PARAMS.flatMap((key) => {
    const value = query.get(key);
    return value === null ? [] : [[key, value] as const];
  });
  const referral = received.length
    ? `<section class="referral" aria-labelledby="referral-title"><h2 id="referral-title">You arrived through a referral link</h2>
        <p class="muted">On a real store these parameters attribute the sale to the creator.</p>
        <dl>${received.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></section>`
    : '';
  sendHtml(
    res,
    200,
    page(
      `${product.title} – ${shopDisplayName(shop)}`,
      `${storeHeader(shop, baseUrl)}
      <article class="card product">
        <img src="${escapeHtml(productImageUrl(baseUrl, shop, product.handle))}" alt="${escapeHtml(product.title)}" width="800" height="800">
        <div>
          <p class="muted">${escapeHtml(product.productType)}</p>
          <h1>${escapeHtml(product.title)}</h1>
          <p class="price">$${formatMoney(product.priceCents)}</p>
          <p>${escapeHtml(product.description)}</p>
          <button type="button" class="primary" disabled aria-describedby="demo-note">Add to cart</button>
          <p id="demo-note" class="muted">The demo store does not take orders.</p>
          ${referral}
        </div>
      </article>`,
    ),
  );
};

export const handleStoreHome = (res: ServerResponse, shop: string, baseUrl: string): void => {
  const items = demoCatalogue
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
