/**
 * Bad input on every creator route with a body, path parameters or a query (and the public Explore
 * query): wrong types, missing fields, oversized strings, unknown fields, malformed ids and cursors. Each
 * gets a 4xx with a message (a field message where a field is at fault), and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../support/brand';
import { api, signedUpUser } from '../support/cloud';

let creatorToken: string;
let brand: TestBrand;

const send = (method: string, path: string, body: unknown, contentType = 'application/json') =>
  api(path, {
    method,
    token: creatorToken,
    ...(body === undefined
      ? {}
      : {
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': contentType },
        }),
  });

const product = () => brand.productIds[0] as string;

beforeAll(async () => {
  brand = await brandWithProducts(1);
  const brandCall = (method: string, path: string, body: unknown) =>
    api(path, {
      method,
      token: brand.token,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  expect((await brandCall('POST', '/brand/store', { platform: 'other' })).status).toBe(200);
  expect(
    (
      await brandCall('PATCH', `/brand/products/${product()}/settings`, {
        available_to_influencers: true,
        sample_eligible: true,
      })
    ).status,
  ).toBe(200);

  creatorToken = (await signedUpUser('creator')).token;
  const username = `bad_${randomUUID().slice(0, 8)}`;
  expect((await send('PUT', '/creator/onboarding/profile', { username, bio: 'Original bio' })).status).toBe(
    200,
  );
  expect((await send('POST', '/creator/onboarding/complete', undefined)).status).toBe(200);
});

const snapshot = async () => ({
  profile: (await api('/creator/profile', { token: creatorToken })).body,
  onboarding: (await api('/creator/onboarding', { token: creatorToken })).body,
  inbox: (await api('/brand/threads', { token: brand.token })).body,
  credits: (await api('/creator/credits', { token: creatorToken })).body,
  ugc: (await api('/creator/ugc-submissions', { token: creatorToken })).body,
});

const long = (n: number) => 'x'.repeat(n);
const validProfile = () => ({ username: 'valid_name', bio: 'ok' });
const messages = () => `/creator/brands/${brand.brandId}/messages`;
const samples = () => `/creator/brands/${brand.brandId}/products/${product()}/sample-requests`;

const cases: [string, string, () => string, unknown][] = [
  // Onboarding step 1
  ['onboarding without a body', 'PUT', () => '/creator/onboarding/profile', undefined],
  ['onboarding with nothing', 'PUT', () => '/creator/onboarding/profile', {}],
  ['onboarding as an array', 'PUT', () => '/creator/onboarding/profile', [validProfile()]],
  ['onboarding username as a number', 'PUT', () => '/creator/onboarding/profile', { username: 5, bio: 'x' }],
  ['onboarding bio as an object', 'PUT', () => '/creator/onboarding/profile', { username: 'abc', bio: {} }],
  [
    'onboarding oversized bio',
    'PUT',
    () => '/creator/onboarding/profile',
    { username: 'abcd', bio: long(501) },
  ],
  [
    'onboarding oversized username',
    'PUT',
    () => '/creator/onboarding/profile',
    { username: long(1000), bio: 'x' },
  ],
  [
    'onboarding username with a slash',
    'PUT',
    () => '/creator/onboarding/profile',
    { username: 'a/b/c', bio: 'x' },
  ],
  [
    'onboarding reserved username',
    'PUT',
    () => '/creator/onboarding/profile',
    { username: 'ADMIN', bio: 'x' },
  ],
  [
    'onboarding with an unknown field',
    'PUT',
    () => '/creator/onboarding/profile',
    { ...validProfile(), onboarding_completed: true },
  ],
  // Profile Settings
  ['profile with nothing', 'PUT', () => '/creator/profile', {}],
  ['profile username as a number', 'PUT', () => '/creator/profile', { username: 123, bio: 'x' }],
  ['profile with invalid characters', 'PUT', () => '/creator/profile', { username: 'no spaces', bio: 'x' }],
  ['profile oversized bio', 'PUT', () => '/creator/profile', { ...validProfile(), bio: long(501) }],
  [
    'profile avatar with a javascript: URL',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), avatar_url: 'javascript:alert(1)' },
  ],
  [
    'profile avatar that is not a URL',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), avatar_url: 'me.png' },
  ],
  ['profile negative followers', 'PUT', () => '/creator/profile', { ...validProfile(), follower_count: -1 }],
  [
    'profile fractional followers',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), follower_count: 1.5 },
  ],
  [
    'profile followers as text',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), follower_count: '100' },
  ],
  [
    'profile oversized instagram handle',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), instagram_handle: long(61) },
  ],
  [
    'profile tiktok handle as a number',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), tiktok_handle: 7 },
  ],
  [
    'profile trying to change the e-mail',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), email: 'new@example.com' },
  ],
  [
    'profile setting its own engagement rate',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), engagement_rate: 99 },
  ],
  [
    'profile marking itself onboarded',
    'PUT',
    () => '/creator/profile',
    { ...validProfile(), onboarding_completed: false },
  ],
  // Contact Brand
  ['message with nothing', 'POST', messages, {}],
  ['message without a subject', 'POST', messages, { message: 'Hello' }],
  ['message with a blank subject', 'POST', messages, { subject: '   ', message: 'Hello' }],
  ['message without a message', 'POST', messages, { subject: 'Hi' }],
  ['message with an oversized subject', 'POST', messages, { subject: long(201), message: 'Hello' }],
  ['message with an oversized message', 'POST', messages, { subject: 'Hi', message: long(5001) }],
  ['message subject as a number', 'POST', messages, { subject: 42, message: 'Hello' }],
  ['message with an unknown field', 'POST', messages, { subject: 'Hi', message: 'Hello', creator_id: 'x' }],
  [
    'message to a malformed brand id',
    'POST',
    () => '/creator/brands/bad%23id/messages',
    { subject: 'Hi', message: 'Hello' },
  ],
  [
    'message to an oversized brand id',
    'POST',
    () => `/creator/brands/${long(65)}/messages`,
    { subject: 'Hi', message: 'Hello' },
  ],
  // Request Sample
  ['sample with an oversized message', 'POST', samples, { message: long(501) }],
  ['sample message as a number', 'POST', samples, { message: 12 }],
  ['sample as an array', 'POST', samples, []],
  ['sample as a string', 'POST', samples, '"please"'],
  ['sample with an unknown field', 'POST', samples, { message: 'Hi', creator_id: 'someone' }],
  [
    'sample of a malformed product id',
    'POST',
    () => `/creator/brands/${brand.brandId}/products/bad%23id/sample-requests`,
    {},
  ],
  // Brand profile
  ['brand profile with a malformed id', 'GET', () => '/creator/brands/bad%23id', undefined],
  // Earnings & Payouts
  ['payouts with a forged cursor', 'GET', () => '/creator/payouts?cursor=eyJzayI6IkNPTU0jeCJ9', undefined],
  ['payouts with a cursor that is not base64url', 'GET', () => '/creator/payouts?cursor=%24%24', undefined],
  ['a payout with a malformed id', 'GET', () => '/creator/payouts/bad%23id', undefined],
  // Yearly totals (issue 21)
  ['yearly totals of a year in words', 'GET', () => '/creator/yearly-totals?year=last', undefined],
  ['yearly totals of a fractional year', 'GET', () => '/creator/yearly-totals?year=2024.5', undefined],
  ['yearly totals of a year before the platform', 'GET', () => '/creator/yearly-totals?year=1999', undefined],
  // Sample Credits
  ['redemption with nothing', 'POST', () => '/creator/credits/redemptions', {}],
  ['redemption without a product', 'POST', () => '/creator/credits/redemptions', { brand_id: 'b' }],
  ['redemption ids as numbers', 'POST', () => '/creator/credits/redemptions', { brand_id: 1, product_id: 2 }],
  [
    'redemption naming its own price',
    'POST',
    () => '/creator/credits/redemptions',
    { brand_id: 'b', product_id: 'p', credits: 0 },
  ],
  // Issue 21: a redemption ships to an address checked field by field.
  [
    'redemption without an address',
    'POST',
    () => '/creator/credits/redemptions',
    { brand_id: 'b', product_id: 'p' },
  ],
  [
    'redemption to an unknown country',
    'POST',
    () => '/creator/credits/redemptions',
    {
      brand_id: 'b',
      product_id: 'p',
      shipping_address: { name: 'A', line1: '1 St', city: 'C', region: 'R', postal_code: '1', country: 'XX' },
    },
  ],
  [
    'redemption with an address field unknown',
    'POST',
    () => '/creator/credits/redemptions',
    {
      brand_id: 'b',
      product_id: 'p',
      shipping_address: {
        name: 'A',
        line1: '1 St',
        city: 'C',
        region: 'R',
        postal_code: '1',
        country: 'US',
        x: 1,
      },
    },
  ],
  ['cash-out with nothing', 'POST', () => '/creator/credits/cashouts', {}],
  ['cash-out below the minimum', 'POST', () => '/creator/credits/cashouts', { credits: 99 }],
  ['cash-out of a fraction', 'POST', () => '/creator/credits/cashouts', { credits: 100.5 }],
  ['cash-out as text', 'POST', () => '/creator/credits/cashouts', { credits: '100' }],
  ['cash-out negative', 'POST', () => '/creator/credits/cashouts', { credits: -100 }],
  // Submit Content (spec 5): content URL and description required.
  ...ugcSubmissionCases(),
];

function ugcSubmissionCases(): [string, string, () => string, unknown][] {
  // Validation comes before any read, so the brand need not exist.
  const valid = {
    brand_id: 'br_any',
    content_url: 'https://example.com/reel/1',
    content_description: 'My reel',
  };
  const submit = (body: unknown): [string, () => string, unknown] => [
    'POST',
    () => '/creator/ugc-submissions',
    body,
  ];
  return [
    ['content without a URL', ...submit({ ...valid, content_url: undefined })],
    ['content with a blank description', ...submit({ ...valid, content_description: '  ' })],
    ['content URL that is no URL', ...submit({ ...valid, content_url: 'my reel' })],
    ['content of an unknown type', ...submit({ ...valid, content_type: 'gif' })],
    ['content without a brand', ...submit({ ...valid, brand_id: undefined })],
    ['content with a malformed request id', ...submit({ ...valid, ugc_request_id: 'a#b' })],
    ['content with an oversized description', ...submit({ ...valid, content_description: long(2001) })],
    ['content with a status of its own', ...submit({ ...valid, status: 'approved' })],
    [
      'open requests of a malformed brand id',
      'GET',
      () => '/creator/brands/bad%23id/ugc-requests',
      undefined,
    ],
  ];
}

describe('bad input on creator routes', () => {
  it.each(cases)('%s → 400 with a message, nothing written', async (_name, method, path, body) => {
    const before = await snapshot();
    const response = await send(method, path(), body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message.length).toBeGreaterThan(5);
    expect(await snapshot()).toEqual(before);
  });

  it('names the field: the e-mail is read-only, the username rule is the spec text', async () => {
    const email = await send('PUT', '/creator/profile', { ...validProfile(), email: 'x@example.com' });
    expect(email.body.error.fields).toEqual({ email: 'Email cannot be changed from this page' });
    const chars = await send('PUT', '/creator/profile', { username: 'no spaces', bio: 'x' });
    expect(chars.body.error.fields).toEqual({
      username: 'Username can only contain letters, numbers, underscores, and hyphens',
    });
    const subject = await send('POST', messages(), { subject: long(201), message: 'x' });
    expect(subject.body.error.fields).toEqual({ subject: 'Subject must be at most 200 characters' });
  });

  it('malformed JSON → 400, a non-JSON body → 415, nothing written', async () => {
    const before = await snapshot();
    const malformed = await send('PUT', '/creator/profile', '{"username":', 'application/json');
    expect(malformed.status).toBe(400);
    const form = await send('POST', messages(), 'subject=x&message=y', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await snapshot()).toEqual(before);
  });

  it('unknown brands and products are 404 with a message, nothing written', async () => {
    const before = await snapshot();
    const responses = await Promise.all([
      send('GET', '/creator/brands/br_nope', undefined),
      send('POST', '/creator/brands/br_nope/messages', { subject: 'Hi', message: 'Hello' }),
      send('POST', `/creator/brands/${brand.brandId}/products/pr_nope/sample-requests`, {}),
    ]);
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(responses.map((response) => response.body.error.message)).toEqual([
      'Brand not found',
      'Brand not found',
      'Product not found',
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('after all that, the first real sample request is still the first (201); a second answers it (200)', async () => {
    const first = await send('POST', samples(), { message: 'Would love to try it' });
    expect(first.status).toBe(201);
    expect(first.body.sample_request).toMatchObject({
      product_id: product(),
      message: 'Would love to try it',
    });
    // Issue 34: the pending request is the answer, not a 409 'You already requested a sample'.
    const second = await send('POST', samples(), undefined);
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ created: false, sample_request: first.body.sample_request });
  });
});

describe('bad Explore queries (public)', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['a cursor that is not base64url', 'cursor=%%%not-a-cursor%%%'],
    ['a cursor that is not JSON', `cursor=${Buffer.from('hello').toString('base64url')}`],
    [
      'a cursor into another listing',
      `cursor=${encode({ pk: 'USER#x', sk: 'PROFILE', gsi2pk: 'CREATORS', gsi2sk: 'a' })}`,
    ],
    [
      'a cursor with extra keys',
      `cursor=${encode({ pk: 'BRAND#b', sk: 'PRODUCT#p', gsi2pk: 'MARKET', gsi2sk: 'x', extra: 1 })}`,
    ],
    ['an oversized cursor', `cursor=${'A'.repeat(5000)}`],
    ['limit 0', 'limit=0'],
    ['limit above 48', 'limit=49'],
    ['limit as text', 'limit=many'],
    ['a fractional limit', 'limit=2.5'],
  ])('%s → 400 with a message', async (_name, query) => {
    const response = await api(`/explore/products?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message.length).toBeGreaterThan(5);
  });

  it('names the field', async () => {
    const response = await api('/explore/products?cursor=garbage!');
    expect(response.body.error.fields).toEqual({
      cursor: 'This page link is not valid. Please start from the first page.',
    });
  });
});
