/**
 * The public product page's data and the events that invalidate its edge copy (issue 20):
 * - readPublicProduct finds a product by its id alone (the id pointer written with the product), with
 *   its brand and where "Buy" goes (null until the brand connects a store), and answers null for an
 *   unknown or deleted product;
 * - ProductChanged is written once per change of what the page shows (an import of a changed field,
 *   availability, delete), not for a new product nor an import that finds the product unchanged;
 * - the image's size (from the store) is stored and read back; a new size at the same URL is a change of
 *   the image (ProductChanged once), the same size again is none;
 * - BrandChanged once per change of the brand's name or store, not for a save of the same values.
 * Events are counted as the local bus received them (published from the outbox).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedEntry } from '../../../../infra/local/event-bus';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { entriesWith } from '../../../../tests/support/local-bus';
import { json } from '../../../../tests/support/partnership';

let brand: TestBrand;
let catalogue: typeof import('../../index');
const shopifyProductId = String(7_000_000 + Math.floor(Math.random() * 1_000_000));
const handle = `glow-serum-${randomUUID().slice(0, 6)}`;
const imported = {
  shopifyProductId,
  handle,
  name: 'Glow serum',
  description: 'A serum that glows',
  priceCents: 2_450,
  category: 'beauty' as const,
  imageUrl: 'https://cdn.example.com/glow.jpg',
  imageWidth: 1200,
  imageHeight: 900,
};
let productId: string;

/** Accepted bus entries of one event type whose detail has `field` = `value`. */
const published = async (detailType: string, field: string, value: string): Promise<ReceivedEntry[]> =>
  (await entriesWith(field, value)).accepted.filter((entry) => entry.detailType === detailType);

/**
 * How many such events were published once the one written by the last change (at or after `since`)
 * was: the outbox is published in the order it was written, so an event written before it that should
 * not exist is counted too.
 */
const publishedUpTo = async (detailType: string, field: string, value: string, since: string) => {
  const occurredAt = (entry: ReceivedEntry) =>
    (entry.detail as { meta?: { occurredAt?: string } }).meta?.occurredAt ?? '';
  const entries = await eventually(async () => {
    const found = await published(detailType, field, value);
    return found.some((entry) => occurredAt(entry) >= since) ? found : undefined;
  }, 20_000);
  return entries.length;
};

const saveBrandName = (brandName: string) =>
  api('/brand/account', { ...json('PUT', { brand_name: brandName }), token: brand.token });

beforeAll(async () => {
  brand = await brandWithProducts(0);
  useCloudEnvironment();
  catalogue = await import('../../index');
  // A new product: no page of it was ever served, nothing to announce.
  expect(await catalogue.upsertImportedProduct(brand.brandId, imported)).toEqual({
    created: true,
    changed: false,
  });
  productId = catalogue.importedProductId(brand.brandId, shopifyProductId);
}, 60_000);

describe('readPublicProduct', () => {
  it('finds the product by id alone, with its brand; no store yet: no shop URL, the program currency', async () => {
    const found = await catalogue.readPublicProduct(productId);
    expect(found).toEqual({
      id: productId,
      name: 'Glow serum',
      description: 'A serum that glows',
      price_cents: 2_450,
      currency: 'USD',
      image_url: 'https://cdn.example.com/glow.jpg',
      image_width: 1200,
      image_height: 900,
      available: false,
      brand: { id: brand.brandId, name: expect.any(String), logo_url: null, shop_url: null },
    });
  });

  it('answers null for an id no product has', async () => {
    expect(await catalogue.readPublicProduct(`pr_${randomUUID().replace(/-/g, '').slice(0, 24)}`)).toBeNull();
  });

  it('sends "Buy" to the product on the store once one is connected (BrandChanged once)', async () => {
    const storeUrl = `https://shop-${randomUUID().slice(0, 8)}.example.com`;
    const since = new Date().toISOString();
    const connected = await api('/brand/store', {
      ...json('POST', { platform: 'other', store_url: storeUrl }),
      token: brand.token,
    });
    expect(connected.status).toBe(200);
    const found = await catalogue.readPublicProduct(productId);
    expect(found?.brand.shop_url).toBe(`${storeUrl}/products/${handle}`);
    expect(await publishedUpTo('BrandChanged', 'brandId', brand.brandId, since)).toBe(1);
  });
});

describe('ProductChanged and BrandChanged', () => {
  it('an import of unchanged data writes nothing; a changed price, availability and delete announce once each', async () => {
    expect(await catalogue.upsertImportedProduct(brand.brandId, imported)).toEqual({
      created: false,
      changed: false,
    });
    expect(await catalogue.upsertImportedProduct(brand.brandId, { ...imported, priceCents: 1_990 })).toEqual({
      created: false,
      changed: true,
    });
    // A change of category only (not on the public page) is written but announces nothing.
    expect(
      await catalogue.upsertImportedProduct(brand.brandId, {
        ...imported,
        priceCents: 1_990,
        category: 'home',
      }),
    ).toEqual({ created: false, changed: false });
    const lastChange = new Date().toISOString();
    const live = await api(`/brand/products/${productId}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
    expect(live.status).toBe(200);
    const found = await catalogue.readPublicProduct(productId);
    expect(found).toMatchObject({ price_cents: 1_990, available: true });
    // The price and the availability: two, not more.
    expect(await publishedUpTo('ProductChanged', 'productId', productId, lastChange)).toBe(2);

    const deletedAt = new Date().toISOString();
    const deleted = await api(`/brand/products/${productId}`, { ...json('DELETE'), token: brand.token });
    expect(deleted.status).toBe(204);
    expect(await catalogue.readPublicProduct(productId)).toBeNull();
    expect(await publishedUpTo('ProductChanged', 'productId', productId, deletedAt)).toBe(3);
  });

  it('a new size of the same image announces once, the same size again nothing; an unknown size reads null', async () => {
    const sizedId = String(6_000_000 + Math.floor(Math.random() * 1_000_000));
    const photo: Parameters<typeof catalogue.upsertImportedProduct>[1] = {
      ...imported,
      shopifyProductId: sizedId,
      handle: `${handle}-sized`,
      imageUrl: 'https://cdn.example.com/sized.jpg',
      imageWidth: 800,
      imageHeight: 600,
    };
    const sizedProductId = catalogue.importedProductId(brand.brandId, sizedId);
    const imports = async (input: typeof photo) => catalogue.upsertImportedProduct(brand.brandId, input);
    const sizeOf = async () => {
      const found = await catalogue.readPublicProduct(sizedProductId);
      return [found?.image_width, found?.image_height];
    };
    expect(await imports(photo)).toEqual({ created: true, changed: false });
    expect(await sizeOf()).toEqual([800, 600]);
    expect(await imports(photo)).toEqual({ created: false, changed: false });
    const resizedAt = new Date().toISOString();
    expect(await imports({ ...photo, imageWidth: 1600, imageHeight: 1200 })).toEqual({
      created: false,
      changed: true,
    });
    expect(await imports({ ...photo, imageWidth: 1600, imageHeight: 1200 })).toEqual({
      created: false,
      changed: false,
    });
    expect(await sizeOf()).toEqual([1600, 1200]);
    expect(await publishedUpTo('ProductChanged', 'productId', sizedProductId, resizedAt)).toBe(1);

    // The store no longer knows the size (an image it does not host): removed, read as unknown.
    const unsizedAt = new Date().toISOString();
    expect(await imports({ ...photo, imageWidth: null, imageHeight: null })).toEqual({
      created: false,
      changed: true,
    });
    expect(await sizeOf()).toEqual([null, null]);
    expect(await publishedUpTo('ProductChanged', 'productId', sizedProductId, unsizedAt)).toBe(2);
  });

  it("a save of the brand's details with the same name announces nothing; a rename once", async () => {
    const { body } = await api('/brand/account', { token: brand.token });
    const name = body.brand.brand_name as string;
    expect((await saveBrandName(name)).status).toBe(200);
    const renamedAt = new Date().toISOString();
    expect((await saveBrandName(`${name} Renamed`)).status).toBe(200);
    // The connection (earlier) and the rename: two, not three.
    expect(await publishedUpTo('BrandChanged', 'brandId', brand.brandId, renamedAt)).toBe(2);
  });
});
