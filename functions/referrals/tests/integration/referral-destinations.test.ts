/**
 * Referral destinations: /r/{code} sends shoppers only to the brand's CURRENT store. A brand that moves
 * to another store re-targets its links within the redirect's cache minute; one that disconnects sends them to the product page on
 * this site, never to the domain it let go. A product the brand deleted makes its pending applications
 * un-approvable (409 with a message; the application stays pending and no link is made).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBrand } from '../../../../tests/support/brand';
import { busEvent } from '../../../../tests/support/bus-event';
import { api, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { brandWithStore, json, onboardedCreator } from '../../../../tests/support/partnership';
import { connectStore } from '../../../../tests/support/shopify-connect';
import { linkToOtherStore } from './other-store-link';
import { passRedirectCacheMinute } from './redirect-cache';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

/** Where /r/{code} sends a shopper once the redirect's cache minute is over (it keeps a store for that long). */
const redirectOf = async (code: string) => {
  await passRedirectCacheMinute();
  const response = await fetch(`${outputs().WebUrl}/r/${code}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', 'https://same-origin.invalid');
};

beforeAll(() => {
  useCloudEnvironment();
});

describe('/r/{code} follows the brand’s current store', () => {
  let brand: TestBrand;
  let creator: Creator;
  let code: string;
  const oldHost = `old-${randomUUID().slice(0, 8)}.example.com`;
  const newHost = `new-${randomUUID().slice(0, 8)}.example.com`;

  beforeAll(async () => {
    ({ brand, creator, code } = await linkToOtherStore(oldHost));
  });

  it('goes to the store the link was made for while the brand keeps it', async () => {
    const location = await redirectOf(code);
    expect(location.host).toBe(oldHost);
    expect(location.pathname).toMatch(/^\/products\//);
    expect(location.searchParams.get('ref')).toBe(code);
  });

  it('goes to the new store once the brand changes its store', async () => {
    const moved = await api('/brand/store', {
      ...json('POST', { platform: 'woocommerce', store_url: `https://${newHost}` }),
      token: brand.token,
    });
    expect(moved.status).toBe(200);
    const location = await redirectOf(code);
    expect(location.host).toBe(newHost);
    expect(location.searchParams.get('ref')).toBe(code);
    // What Copy Link shows the creator points there too.
    const again = await api('/creator/links', {
      ...json('POST', { brand_id: brand.brandId, product_id: brand.productIds[0] }),
      token: creator.token,
    });
    expect(new URL(again.body.link.store_url).host).toBe(newHost);
  });

  it('goes to the product page on this site once the brand disconnects', async () => {
    expect((await api('/brand/store', { ...json('DELETE'), token: brand.token })).status).toBe(200);
    const location = await redirectOf(code);
    expect(location.host).toBe('same-origin.invalid');
    expect(location.pathname).toBe(`/product/${brand.productIds[0]}`);
    expect(location.searchParams.get('ref')).toBe(code);
  });

  it('goes to the Shopify shop the brand connects next', async () => {
    const shop = `retarget-${randomUUID().slice(0, 8)}.myshopify.com`;
    await connectStore(brand.token, shop);
    const location = await redirectOf(code);
    expect(location.href.startsWith(`${outputs().DemoShopifyUrl}/${shop}/products/`)).toBe(true);
  });
});

describe('a product the brand deleted', () => {
  it('cannot have its pending applications approved (409, still pending, no link)', async () => {
    const [brand, creator] = await Promise.all([brandWithStore(2), onboardedCreator()]);
    const productId = brand.liveProductIds[0] as string;
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId }),
      token: creator.token,
    });
    expect(applied.status).toBe(201);
    expect(
      (await api(`/brand/products/${productId}`, { ...json('DELETE'), token: brand.token })).status,
    ).toBe(204);
    const approve = await api(`/brand/applications/${applied.body.application.id}/approve`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toMatch(/product has been deleted/);
    const campaigns = (await api('/creator/campaigns', { token: creator.token })).body;
    expect(campaigns.pending.map((application: { id: string }) => application.id)).toEqual([
      applied.body.application.id,
    ]);
    expect(campaigns.links).toEqual([]);
    const dashboard = (await api('/brand/dashboard', { token: brand.token })).body;
    expect(dashboard.totals.active_campaigns).toBe(0);
    // Denying it still works: the brand can clear it from its queue.
    const deny = await api(`/brand/applications/${applied.body.application.id}/deny`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(deny.status).toBe(200);
  });
});

describe('a product deleted after its approval was announced', () => {
  it('ends the ApplicationApproved consumer quietly (no link, nothing to retry into the dead letters)', async () => {
    const [brand, creator] = await Promise.all([brandWithStore(2), onboardedCreator()]);
    const productId = brand.liveProductIds[0] as string;
    expect(
      (await api(`/brand/products/${productId}`, { ...json('DELETE'), token: brand.token })).status,
    ).toBe(204);
    const { handler } = await import(
      '../../../partnerships/consumers/create-referral-link-on-approval.consumer'
    );
    const detail = {
      version: 1,
      applicationId: `ap_${randomUUID()}`,
      creatorId: creator.creator.id,
      productId,
      brandId: brand.brandId,
    };
    await expect(handler(busEvent('ApplicationApproved', detail))).resolves.toBeUndefined();
    const campaigns = (await api('/creator/campaigns', { token: creator.token })).body;
    expect(campaigns.links).toEqual([]);
  });
});
