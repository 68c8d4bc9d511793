/**
 * Bad input on every brand route with a body: wrong types, out-of-range commissions, missing fields,
 * oversized strings. Each gets a 4xx with a message (and field messages where a field is at fault), and
 * the brand's data is exactly as before.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../support/brand';
import { api } from '../support/cloud';
import { allDirectoryCreators } from '../support/directory';
import { ensureSecondFactor } from '../support/second-factor';

let brand: TestBrand;
let creator: { id: string; username: string };
/** The brand's data before any case: every case must leave it exactly so. */
let baseline: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  brand = await brandWithProducts(2);
  // Issue 35: payment details need two-factor sign-in before their input is even read.
  await ensureSecondFactor(brand.token);
  creator = (await onboardedCreator()).creator;
  baseline = await snapshot();
});

const send = (method: string, path: string, body: unknown, contentType = 'application/json') =>
  api(path, {
    method,
    token: brand.token,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': contentType },
  });

const snapshot = async () => ({
  account: (await api('/brand/account', { token: brand.token })).body,
  products: (await api('/brand/products', { token: brand.token })).body,
  // Only the creator these cases use (searched by username): other test files onboard creators in parallel.
  creator: (await allDirectoryCreators(brand.token, { search: creator.username })).find(
    (c) => c.id === creator.id,
  ),
  samples: (await api('/brand/samples', { token: brand.token })).body,
  ugc: (await api('/brand/ugc-requests', { token: brand.token })).body,
  billing: (await api('/brand/billing/payment-method', { token: brand.token })).body,
  terms: (await api('/brand/terms', { token: brand.token })).body,
  tiers: (await api('/brand/tiers', { token: brand.token })).body,
  offers: (await api('/brand/offers', { token: brand.token })).body,
  webhooks: (await api('/brand/webhooks', { token: brand.token })).body,
});

const long = (n: number) => 'x'.repeat(n);
const product = () => brand.productIds[0] as string;

const cases: [string, string, () => string, unknown][] = [
  ['complete onboarding without a partner', 'POST', () => '/brand/onboarding/complete', {}],
  [
    'complete onboarding with an unknown partner',
    'POST',
    () => '/brand/onboarding/complete',
    { payment_partner: 'paypal' },
  ],
  ['complete onboarding with a number', 'POST', () => '/brand/onboarding/complete', { payment_partner: 5 }],
  ['shopify without a shop', 'POST', () => '/brand/store/shopify', {}],
  ['shopify with a blank shop', 'POST', () => '/brand/store/shopify', { shop: '   ' }],
  ['shopify with an oversized shop', 'POST', () => '/brand/store/shopify', { shop: long(300) }],
  [
    'shopify with a shop that is not a domain',
    'POST',
    () => '/brand/store/shopify',
    { shop: 'not a shop!!' },
  ],
  ['shopify with a number', 'POST', () => '/brand/store/shopify', { shop: 42 }],
  ['other store without a platform', 'POST', () => '/brand/store', {}],
  [
    'other store as shopify (OAuth only)',
    'POST',
    () => '/brand/store',
    { platform: 'shopify', store_url: 'a.com' },
  ],
  ['woocommerce without a URL', 'POST', () => '/brand/store', { platform: 'woocommerce', store_url: '' }],
  ['store with an oversized URL', 'POST', () => '/brand/store', { platform: 'other', store_url: long(300) }],
  ['commission above 100', 'PUT', () => '/brand/products/commission', { commission_percentage: 101 }],
  ['commission below 0', 'PUT', () => '/brand/products/commission', { commission_percentage: -1 }],
  ['commission as text', 'PUT', () => '/brand/products/commission', { commission_percentage: '15' }],
  ['commission missing', 'PUT', () => '/brand/products/commission', {}],
  [
    'bulk commission above 100',
    'POST',
    () => '/brand/products/bulk',
    { action: 'set_commission', commission_percentage: 101, product_ids: ['pr_any'] },
  ],
  ['bulk without ids', 'POST', () => '/brand/products/bulk', { action: 'pause', product_ids: [] }],
  ['onboarding brand name blank', 'PUT', () => '/brand/onboarding/name', { brand_name: '  ' }],
  ['product edit with nothing', 'PATCH', () => `/brand/products/${product()}`, {}],
  ['product edit with an empty name', 'PATCH', () => `/brand/products/${product()}`, { name: '' }],
  ['product edit with an oversized name', 'PATCH', () => `/brand/products/${product()}`, { name: long(201) }],
  [
    'product price in dollars, not cents',
    'PATCH',
    () => `/brand/products/${product()}`,
    { price_cents: 19.99 },
  ],
  ['product price as text', 'PATCH', () => `/brand/products/${product()}`, { price_cents: 'abc' }],
  ['product price negative', 'PATCH', () => `/brand/products/${product()}`, { price_cents: -100 }],
  [
    'product category not in the list',
    'PATCH',
    () => `/brand/products/${product()}`,
    { category: 'weapons' },
  ],
  [
    'product edit with an unknown field',
    'PATCH',
    () => `/brand/products/${product()}`,
    { brand_id: 'other' },
  ],
  [
    'settings commission 150',
    'PATCH',
    () => `/brand/products/${product()}/settings`,
    { commission_percentage: 150 },
  ],
  [
    'settings availability as text',
    'PATCH',
    () => `/brand/products/${product()}/settings`,
    { available_to_influencers: 'yes' },
  ],
  [
    'settings negative credits',
    'PATCH',
    () => `/brand/products/${product()}/settings`,
    { sample_credits: -1 },
  ],
  [
    'settings oversized guidelines',
    'PATCH',
    () => `/brand/products/${product()}/settings`,
    { promotional_guidelines: long(5001) },
  ],
  ['settings with nothing', 'PATCH', () => `/brand/products/${product()}/settings`, {}],
  ['account without a name', 'PUT', () => '/brand/account', {}],
  ['account with a blank name', 'PUT', () => '/brand/account', { brand_name: '  ' }],
  ['account with an oversized name', 'PUT', () => '/brand/account', { brand_name: long(121) }],
  [
    'account website that is not a URL',
    'PUT',
    () => '/brand/account',
    { brand_name: 'Ok', website: 'not a url' },
  ],
  [
    'account logo with a javascript: URL',
    'PUT',
    () => '/brand/account',
    { brand_name: 'Ok', logo_url: 'javascript:alert(1)' },
  ],
  [
    'account social link that is not a URL',
    'PUT',
    () => '/brand/account',
    { brand_name: 'Ok', social_media_links: { instagram: 'my insta' } },
  ],
  [
    'account with an unknown field',
    'PUT',
    () => '/brand/account',
    { brand_name: 'Ok', store_connected: true },
  ],
  [
    'relationship of an unknown kind',
    'PUT',
    () => `/brand/creators/${creator.id}/relationship`,
    { relationship_type: 'friend' },
  ],
  ['relationship missing', 'PUT', () => `/brand/creators/${creator.id}/relationship`, {}],
  ['notes as a number', 'PUT', () => `/brand/creators/${creator.id}/notes`, { notes: 5 }],
  ['oversized notes', 'PUT', () => `/brand/creators/${creator.id}/notes`, { notes: long(2001) }],
  ['fulfil a malformed sample order id', 'POST', () => '/brand/samples/orders/bad%23id/fulfil', undefined],
  [
    'fulfil a sample order id of another kind',
    'POST',
    () => '/brand/samples/orders/PO-1234/fulfil',
    undefined,
  ],
  // Issue 21: program settings.
  ['program mode unknown', 'PUT', () => '/brand/account/program', { program_mode: 'invite-only' }],
  ['program mode missing', 'PUT', () => '/brand/account/program', {}],
  ['retry a malformed sample order id', 'POST', () => '/brand/samples/orders/bad%23id/retry', undefined],
  ...webhookCases(),
  ...ugcCases(),
];

/** Issue 22: outgoing webhook endpoints (registration and on/off). */
function webhookCases(): [string, string, () => string, unknown][] {
  const endpoint = { url: 'https://example.com/hooks', events: ['sale.created'] };
  return [
    [
      'webhook URL that is not https',
      'POST',
      () => '/brand/webhooks',
      { ...endpoint, url: 'http://example.com/h' },
    ],
    [
      'webhook URL over 2048 characters',
      'POST',
      () => '/brand/webhooks',
      { ...endpoint, url: `https://example.com/${long(2040)}` },
    ],
    [
      'webhook of an unknown event',
      'POST',
      () => '/brand/webhooks',
      { ...endpoint, events: ['sale.deleted'] },
    ],
    ['webhook without events', 'POST', () => '/brand/webhooks', { ...endpoint, events: [] }],
    ['webhook with its own secret', 'POST', () => '/brand/webhooks', { ...endpoint, secret: 'whsec_mine' }],
    ['webhook on/off as text', 'PUT', () => '/brand/webhooks/whep_any/enabled', { enabled: 'yes' }],
    [
      'webhook test event of an unknown type',
      'POST',
      () => '/brand/webhooks/whep_any/test',
      { type: 'sale.deleted' },
    ],
    ['webhook test event without a type', 'POST', () => '/brand/webhooks/whep_any/test', {}],
  ];
}

/** UGC Requests: Create Request (spec 5), close, and the decisions on submissions. */
function ugcCases(): [string, string, () => string, unknown][] {
  const request = { title: 'Reel', description: 'Show it', budget_cents: 5000 };
  return [
    ['UGC request without a title', 'POST', () => '/brand/ugc-requests', { ...request, title: undefined }],
    [
      'UGC request with a blank description',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, description: ' ' },
    ],
    [
      'UGC request without a budget',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, budget_cents: undefined },
    ],
    [
      'UGC request budget as dollars text',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, budget_cents: '50.00' },
    ],
    [
      'UGC request budget in fractions of a cent',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, budget_cents: 10.5 },
    ],
    [
      'UGC request of an unknown content type',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, content_type: 'gif' },
    ],
    [
      'UGC request with a deadline that is no date',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, deadline: 'soon' },
    ],
    [
      'UGC request with an oversized title',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, title: long(121) },
    ],
    [
      'UGC request licence of 0 months',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, licensing_duration_months: 0 },
    ],
    [
      'UGC request with an unknown field',
      'POST',
      () => '/brand/ugc-requests',
      { ...request, status: 'closed' },
    ],
    ['close a malformed UGC request id', 'POST', () => '/brand/ugc-requests/bad%23id/close', undefined],
    ['reject a submission without feedback', 'POST', () => '/brand/ugc-submissions/US1/reject', {}],
    [
      'approve a submission with feedback as a number',
      'POST',
      () => '/brand/ugc-submissions/US1/approve',
      { feedback: 5 },
    ],
    ['approve a malformed submission id', 'POST', () => '/brand/ugc-submissions/bad%23id/approve', {}],
    ['automatic payment as a string', 'PUT', () => '/brand/billing/autopay', { enabled: 'yes' }],
    ['automatic payment without a value', 'PUT', () => '/brand/billing/autopay', {}],
    [
      'automatic payment with an unknown field',
      'PUT',
      () => '/brand/billing/autopay',
      { enabled: true, card: 'x' },
    ],
    ['dismiss a malformed sale id', 'POST', () => '/brand/sales/bad%23id/dismiss', {}],
    ...termsCases(),
  ];
}

/** Issue 21, terms: per-creator rates and performance tiers. */
function termsCases(): [string, string, () => string, unknown][] {
  return [
    [
      'creator terms above 100%',
      'PUT',
      () => '/brand/terms',
      () => ({ creator_id: creator.id, product_id: null, commission_percentage: 150 }),
    ],
    [
      'creator terms without a creator',
      'PUT',
      () => '/brand/terms',
      { product_id: null, commission_percentage: 20 },
    ],
    [
      'creator terms with an oversized product id',
      'PUT',
      () => '/brand/terms',
      () => ({ creator_id: creator.id, product_id: long(65), commission_percentage: 20 }),
    ],
    [
      'creator terms with an unknown field',
      'PUT',
      () => '/brand/terms',
      () => ({ creator_id: creator.id, product_id: null, commission_percentage: 20, brand_id: 'other' }),
    ],
    ['cancel a cut without a creator', 'POST', () => '/brand/terms/cancel-cut', { product_id: null }],
    ['tiers missing', 'PUT', () => '/brand/tiers', {}],
    [
      'a tier after 0 sales',
      'PUT',
      () => '/brand/tiers',
      { tiers: [{ after_sales: 0, rate_percentage: 20 }] },
    ],
    [
      'a tier after 2.5 sales',
      'PUT',
      () => '/brand/tiers',
      { tiers: [{ after_sales: 2.5, rate_percentage: 20 }] },
    ],
    ['a tier at 120%', 'PUT', () => '/brand/tiers', { tiers: [{ after_sales: 10, rate_percentage: 120 }] }],
    [
      'two tiers at the same count',
      'PUT',
      () => '/brand/tiers',
      {
        tiers: [
          { after_sales: 10, rate_percentage: 20 },
          { after_sales: 10, rate_percentage: 25 },
        ],
      },
    ],
    [
      'an offer with a date that is no date',
      'POST',
      () => '/brand/offers',
      { product_id: null, rate_percentage: 20, starts_on: 'tomorrow', ends_on: '2099-01-01' },
    ],
    [
      'an offer at 120%',
      'POST',
      () => '/brand/offers',
      { product_id: null, rate_percentage: 120, starts_on: '2099-01-01', ends_on: '2099-01-02' },
    ],
    [
      'an offer ending before it starts',
      'POST',
      () => '/brand/offers',
      { product_id: null, rate_percentage: 20, starts_on: '2099-01-02', ends_on: '2099-01-01' },
    ],
    [
      'an offer longer than a year',
      'POST',
      () => '/brand/offers',
      { product_id: null, rate_percentage: 20, starts_on: '2099-01-01', ends_on: '2100-06-01' },
    ],
    ['withdraw a malformed offer id', 'DELETE', () => '/brand/offers/bad%23id', undefined],
    [
      'six tiers',
      'PUT',
      () => '/brand/tiers',
      { tiers: Array.from({ length: 6 }, (_, i) => ({ after_sales: i + 1, rate_percentage: 20 })) },
    ],
  ];
}

describe('bad input on brand routes', () => {
  it.each(cases)('%s → 400 with a message, nothing written', async (_name, method, path, body) => {
    // A body naming the test's creator is built when the case runs (the creator exists only then).
    const response = await send(method, path(), typeof body === 'function' ? body() : body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message.length).toBeGreaterThan(5);
    // Against the state before every case, so a write by any earlier case fails this one too.
    expect(await snapshot()).toEqual(baseline);
  });

  it('names the field and says the spec message for an out-of-range commission', async () => {
    const response = await send('PUT', '/brand/products/commission', { commission_percentage: 101 });
    expect(response.body.error.fields).toEqual({
      commission_percentage: 'Please enter a valid commission rate between 0-100%',
    });
  });

  it('malformed JSON → 400, a non-JSON body → 415, nothing written', async () => {
    const before = await snapshot();
    const malformed = await send('PUT', '/brand/account', '{"brand_name":', 'application/json');
    expect(malformed.status).toBe(400);
    const form = await send('PUT', '/brand/account', 'brand_name=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('a relationship with a creator who does not exist → 404, nothing written', async () => {
    const before = await snapshot();
    const response = await send('PUT', '/brand/creators/nobody/relationship', {
      relationship_type: 'favorite',
    });
    expect(response.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('importing without a connected store → 409 Store Not Connected, no job', async () => {
    const response = await send('POST', '/brand/products/import', {});
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'store_not_connected',
      message: 'Please connect your Shopify store first',
    });
  });
});
