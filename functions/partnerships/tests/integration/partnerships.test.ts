/**
 * The partnership loop over the wire: apply → the brand approves → ApplicationApproved → the link
 * appears → /r/{code} redirects to the store with the tracking parameters and the click is counted (a
 * browser's User-Agent: a bare fetch is counted only in the raw count, human-click.ts).
 * Plus the concurrency promises: 500 simultaneous clicks count 500; the approval event delivered three
 * times leaves one link; deciding twice is a 409.
 */
import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../events/catalogue';
import type { ApplicationApprovedV1 } from '../../../../events/schemas/application-approved';
import { api, eventually, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import { BROWSER_UA } from '../../../../tests/support/shopify-connect';

let brand: StoreBrand;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;

beforeAll(async () => {
  useCloudEnvironment();
  [brand, creator] = await Promise.all([brandWithStore(3), onboardedCreator()]);
});

const productId = (index: number) => brand.liveProductIds[index] as string;
const campaignsOf = async (token: string) => (await api('/creator/campaigns', { token })).body;
const linkFor = async (token: string, product: string) =>
  (await campaignsOf(token)).links.find((link: { product_id: string }) => link.product_id === product);

describe('apply, approve, link, click', () => {
  let applicationId: string;
  let code: string;

  it('a creator applies once; a second application answers the pending one (200)', async () => {
    const first = await api('/creator/applications', {
      ...json('POST', {
        brand_id: brand.brandId,
        product_id: productId(0),
        message: 'I review skincare weekly',
      }),
      token: creator.token,
    });
    expect(first.status).toBe(201);
    expect(first.body.application).toMatchObject({
      status: 'pending',
      creator_username: creator.creator.username,
    });
    applicationId = first.body.application.id;
    const second = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId(0) }),
      token: creator.token,
    });
    // Issue 34: not a 409 any more while the first is pending.
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ created: false, application: first.body.application });
    expect((await campaignsOf(creator.token)).pending).toHaveLength(1);
  });

  it('the brand sees it pending, approves it, and deciding again is a 409', async () => {
    const before = (await api('/brand/campaigns', { token: brand.token })).body;
    expect(before.pending.map((a: { id: string }) => a.id)).toContain(applicationId);
    expect((await api('/brand/dashboard', { token: brand.token })).body.pending_applications).toBe(1);

    const approve = await api(`/brand/applications/${applicationId}/approve`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(approve.status).toBe(200);
    expect(approve.body.application).toMatchObject({ status: 'approved' });
    expect(approve.body.application.reviewed_at).toBeTruthy();

    expect(
      (await api(`/brand/applications/${applicationId}/approve`, { ...json('POST'), token: brand.token }))
        .status,
    ).toBe(409);
    expect(
      (await api(`/brand/applications/${applicationId}/deny`, { ...json('POST'), token: brand.token }))
        .status,
    ).toBe(409);

    const after = (await api('/brand/campaigns', { token: brand.token })).body;
    expect(after.pending).toHaveLength(0);
    expect(after.active.map((a: { id: string }) => a.id)).toContain(applicationId);
    const dashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(dashboard.pending_applications).toBe(0);
    expect(dashboard.totals.active_campaigns).toBe(1);
  });

  it('the approval event creates the link within seconds', async () => {
    const link = await eventually(() => linkFor(creator.token, productId(0)), 10_000);
    expect(link.referral_code).toMatch(new RegExp(`^${creator.creator.username}_`));
    expect(link.clicks).toBe(0);
    code = link.referral_code;
  });

  it('/r/{code} redirects to the store product page with the tracking parameters', async () => {
    const response = await fetch(`${outputs().WebUrl}/r/${code}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(`${outputs().DemoShopifyUrl}/${brand.shop}/products/`)).toBe(true);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      utm_source: 'creator',
      utm_medium: 'referral',
      utm_campaign: 'partnership',
      utm_content: creator.creator.username,
      ref: code,
    });
    // The demo store's product page answers.
    expect((await fetch(location)).status).toBe(200);
  });

  it('the click count rises by one', async () => {
    const link = await eventually(async () => {
      const current = await linkFor(creator.token, productId(0));
      return current?.clicks === 1 ? current : undefined;
    }, 10_000);
    expect(link.clicks).toBe(1);
    const dashboard = (await api('/creator/dashboard', { token: creator.token })).body;
    expect(dashboard.totals.clicks).toBe(1);
    expect(dashboard.series.at(-1).clicks).toBe(1);
    const brandDashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(brandDashboard.totals.total_clicks).toBe(1);
    const links = (await api(`/brand/products/${productId(0)}/links`, { token: brand.token })).body.links;
    expect(links).toEqual([
      expect.objectContaining({ referral_code: code, clicks: 1, creator_username: creator.creator.username }),
    ]);
  });

  it('500 concurrent requests to one link count exactly 500', async () => {
    const { countClicks } = await import('../../../referrals');
    const before = await countClicks(code);
    const responses = await Promise.all(
      Array.from({ length: 500 }, () =>
        fetch(`${outputs().WebUrl}/r/${code}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } }),
      ),
    );
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect(await countClicks(code)).toBe(before + 500);
    // ...and the aggregated total people see converges to the same number.
    const link = await eventually(async () => {
      const current = await linkFor(creator.token, productId(0));
      return current?.clicks === before + 500 ? current : undefined;
    }, 20_000);
    expect(link.clicks).toBe(before + 500);
  }, 60_000);

  it('an unknown code gives a friendly 404 page', async () => {
    const response = await fetch(`${outputs().WebUrl}/r/nobody_00000000`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Link not found');
  });
});

describe('one link per creator and product', () => {
  const approvedEvent = (
    product: string,
  ): EventBridgeEvent<'ApplicationApproved', ApplicationApprovedV1> => ({
    version: '0',
    id: randomUUID(),
    'detail-type': 'ApplicationApproved',
    source: catalogue.ApplicationApproved.source,
    account: '000000000000',
    time: new Date().toISOString(),
    region: outputs().Region,
    resources: [],
    detail: {
      version: 1,
      applicationId: `${creator.creator.id}.${product}`,
      creatorId: creator.creator.id,
      productId: product,
      brandId: brand.brandId,
    },
  });

  it('the approval event delivered three times leaves exactly one link', async () => {
    const { handler } = await import('../../consumers/create-referral-link-on-approval.consumer');
    const event = approvedEvent(productId(1));
    await handler(event);
    await handler(event);
    await handler(event);
    const links = (await campaignsOf(creator.token)).links.filter(
      (l: { product_id: string }) => l.product_id === productId(1),
    );
    expect(links).toHaveLength(1);
    const product = (await api('/brand/products', { token: brand.token })).body.products.find(
      (p: { id: string }) => p.id === productId(1),
    );
    expect(product.link_count).toBe(1);
  });

  it('three deliveries racing, plus a direct request, still leave one link', async () => {
    const { handler } = await import('../../consumers/create-referral-link-on-approval.consumer');
    const event = approvedEvent(productId(2));
    const [, , , direct] = await Promise.all([
      handler(event),
      handler(event),
      handler(event),
      api('/creator/links', {
        ...json('POST', { brand_id: brand.brandId, product_id: productId(2) }),
        token: creator.token,
      }),
    ]);
    expect([200, 201]).toContain(direct.status);
    const links = (await campaignsOf(creator.token)).links.filter(
      (l: { product_id: string }) => l.product_id === productId(2),
    );
    expect(links).toHaveLength(1);
    expect(direct.body.link.referral_code).toBe(links[0].referral_code);
  });

  it('asking for a link directly reuses the existing one (200, same code)', async () => {
    const again = await api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId(2) }),
      token: creator.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
  });
});

describe('discount codes', () => {
  it('a creator requests a code once; the brand approves it and it is created in the Shopify store', async () => {
    const requested = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    expect(requested.status).toBe(201);
    expect(requested.body.discount_code).toMatchObject({
      code: creator.creator.username,
      status: 'pending',
    });
    const again = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    // Issue 34: while pending, a second request answers the first (200), not a 409.
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ created: false, discount_code: requested.body.discount_code });

    const tab = (await api('/brand/campaigns', { token: brand.token })).body.discount_codes;
    expect(tab).toEqual([expect.objectContaining({ creator_id: creator.creator.id, status: 'pending' })]);

    const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
      ...json('POST', { discount_percentage: 15 }),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.discount_code).toMatchObject({ status: 'approved', discount_percentage: 15 });
    const synced = await eventually(async () => {
      const codes = (await campaignsOf(creator.token)).discount_codes;
      return codes[0]?.store_sync === 'created' ? codes[0] : undefined;
    }, 10_000);
    expect(synced.store_sync).toBe('created');
    // Once decided, a second request is refused as before.
    const decided = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    expect(decided.status).toBe(409);
    expect(decided.body.error.message).toBe('You already have a discount code request for this brand');

    // The demo store now holds the code: creating it again is refused there as taken.
    const { createShopifyDiscountCode, ShopifyUserError } = await import('../../../integrations');
    const { decryptSecret } = await import('../../../shared/crypto/secret-box');
    const { getSealedStoreToken } = await import('../../../catalogue');
    const token = await decryptSecret((await getSealedStoreToken(brand.brandId)) ?? '', {
      purpose: 'store-token',
      brandId: brand.brandId,
    });
    await expect(
      createShopifyDiscountCode(
        { shop: brand.shop, accessToken: token, scope: '' },
        {
          code: synced.code,
          percentage: 15,
          title: 'again',
        },
      ),
    ).rejects.toBeInstanceOf(ShopifyUserError);

    expect(
      (await api(`/brand/discount-codes/${creator.creator.id}/deny`, { ...json('POST'), token: brand.token }))
        .status,
    ).toBe(409);
  });
});
