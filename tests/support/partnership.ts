/**
 * A brand with a connected demo Shopify store, its catalogue imported and some products live, and an
 * onboarded creator: the starting point of the partnership loop.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from './brand';
import { api, eventually } from './cloud';
import { connectStore } from './shopify-connect';

export const json = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined
    ? {}
    : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
});

export interface StoreBrand extends TestBrand {
  shop: string;
  liveProductIds: string[];
}

/**
 * The brand's store sells a dozen products, one or two of every category, or as many as are to be live
 * (a small shop of the stand-in, stand-ins/shopify/catalogue.ts); `storeSize: 'all'` connects a shop with
 * the demo store's full catalogue (36, two of them drafts).
 */
export const brandWithStore = async (
  live = 3,
  { storeSize = Math.max(12, live) }: { storeSize?: number | 'all' } = {},
): Promise<StoreBrand> => {
  const brand = await brandWithProducts(0);
  const name = `partner-${randomUUID().slice(0, 8)}`;
  const shop = storeSize === 'all' ? `${name}.myshopify.com` : `${name}-sells-${storeSize}.myshopify.com`;
  await connectStore(brand.token, shop);
  const started = await api('/brand/products/import', { ...json('POST'), token: brand.token });
  await eventually(async () => {
    const { body } = await api(`/brand/products/import/${started.body.job.id}`, { token: brand.token });
    return body.job.status === 'succeeded' ? true : undefined;
    // The import is an event consumer's work: on a saturated 2-core CI machine it waited past 30 s once.
  }, 90_000);
  const products = (await api('/brand/products', { token: brand.token })).body.products as { id: string }[];
  const liveProductIds = products.slice(0, live).map((product) => product.id);
  for (const id of liveProductIds) {
    await api(`/brand/products/${id}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
  }
  return { ...brand, shop, productIds: products.map((p) => p.id), liveProductIds };
};

export { onboardedCreator };

/**
 * A brand whose products are live without a Shopify store (a store on another platform, recorded as
 * connected): the cheaper start for tests of partnerships that need no orders or import.
 */
export const brandWithLiveProducts = async (count = 3): Promise<TestBrand & { liveProductIds: string[] }> => {
  const brand = await brandWithProducts(count);
  const connected = await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token });
  if (connected.status !== 200) throw new Error(`store not connected: ${connected.status}`);
  for (const id of brand.productIds) {
    await api(`/brand/products/${id}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
  }
  return { ...brand, liveProductIds: brand.productIds };
};

/** A creator's application to promote `productId`, made and approved over the wire: its id. */
export const approvedApplication = async (
  brand: Pick<TestBrand, 'brandId' | 'token'>,
  creatorToken: string,
  productId: string,
): Promise<string> => {
  const applied = await api('/creator/applications', {
    ...json('POST', { brand_id: brand.brandId, product_id: productId }),
    token: creatorToken,
  });
  expect(applied.status).toBe(201);
  const approved = await api(`/brand/applications/${applied.body.application.id}/approve`, {
    ...json('POST'),
    token: brand.token,
  });
  expect(approved.status).toBe(200);
  return applied.body.application.id as string;
};

/**
 * Switches a creator's storefront on or off, keeping the rest of its settings as they are: a storefront
 * that exists (and is listed, linked, shown to brands) or one whose page is a 404.
 */
export const setStorefrontActive = async (token: string, active: boolean): Promise<void> => {
  const editor = await api('/creator/storefront', { token });
  const { marketplace_name, bio, theme_color, background_color, layout_style, header_image_url } =
    editor.body.storefront;
  const saved = await api('/creator/storefront', {
    ...json('PUT', {
      marketplace_name,
      bio,
      theme_color,
      background_color,
      layout_style,
      header_image_url,
      is_active: active,
    }),
    token,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};
