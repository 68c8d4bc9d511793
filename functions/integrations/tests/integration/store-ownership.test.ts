/**
 * One store, one brand: a Shopify shop or any store domain connected to one brand cannot be connected
 * to another while the first holds it (409 with a clear message, nothing written), whichever way the
 * second brand comes (the early check, or the OAuth callback racing the first brand). The holder may
 * re-connect its own store; disconnecting or moving to another store releases it. Store URLs are
 * http(s) only.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';
import { callCallback, connectStore, startStoreConnection } from '../../../../tests/support/shopify-connect';
import { STORE_ALREADY_CONNECTED } from '../../store/store-ownership';

const newShop = () => `owned-${randomUUID().slice(0, 8)}.myshopify.com`;
const newHost = () => `store-${randomUUID().slice(0, 8)}.example.com`;

const brandItem = async (brandId: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: outputs().TableName, Key: { pk: `BRAND#${brandId}`, sk: 'BRAND' } }),
    )
  ).Item;

const connectOther = (token: string, body: Record<string, unknown>) =>
  api('/brand/store', { ...json('POST', body), token });
const beginShopify = (token: string, shop: string) =>
  api('/brand/store/shopify', { ...json('POST', { shop }), token });
const disconnect = (token: string) => api('/brand/store', { ...json('DELETE'), token });

beforeAll(() => {
  useCloudEnvironment();
});

describe('a Shopify shop belongs to one brand', () => {
  it('a second brand is refused at the start (409 at the shop field), nothing written', async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const shop = newShop();
    await connectStore(first.token, shop);
    const before = await brandItem(second.brandId);
    const response = await beginShopify(second.token, shop);
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'conflict',
      message: STORE_ALREADY_CONNECTED,
      fields: { shop: STORE_ALREADY_CONNECTED },
    });
    // Typed differently, still the same shop.
    expect((await beginShopify(second.token, shop.toUpperCase())).status).toBe(409);
    expect(await brandItem(second.brandId)).toEqual(before);
  });

  it('a callback that loses the race to another brand is refused and writes nothing', async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const shop = newShop();
    // The second brand starts while the shop is free ...
    const pending = await startStoreConnection(second.token, shop);
    // ... the first brand connects it meanwhile ...
    await connectStore(first.token, shop);
    const before = await brandItem(second.brandId);
    // ... and the second brand's callback arrives last.
    const result = await callCallback(pending.callbackUrl, pending.cookie);
    expect(result.status).toBe(403);
    expect(result.html).toContain('data-type="SHOPIFY_ERROR"');
    expect(result.html).toContain('already connected to another brand');
    expect(await brandItem(second.brandId)).toEqual(before);
    const holder = (await api('/brand/account', { token: first.token })).body.brand;
    expect(holder).toMatchObject({ store_connected: true, shop_domain: shop });
  });

  it('the holder re-connects its own shop; a disconnect releases it for another brand', async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const shop = newShop();
    await connectStore(first.token, shop);
    await connectStore(first.token, shop);
    expect((await api('/brand/account', { token: first.token })).body.brand.shop_domain).toBe(shop);
    expect((await disconnect(first.token)).status).toBe(200);
    await connectStore(second.token, shop);
    expect((await api('/brand/account', { token: second.token })).body.brand).toMatchObject({
      store_connected: true,
      shop_domain: shop,
    });
    expect((await beginShopify(first.token, shop)).status).toBe(409);
  });

  it('moving to another store releases the previous one', async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const shop = newShop();
    await connectStore(first.token, shop);
    expect(
      (await connectOther(first.token, { platform: 'other', store_url: `https://${newHost()}` })).status,
    ).toBe(200);
    await connectStore(second.token, shop);
  });
});

describe('any store domain belongs to one brand', () => {
  it('another brand giving the same domain, however written, is refused at the store URL field', async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const host = newHost();
    expect(
      (await connectOther(first.token, { platform: 'other', store_url: `https://${host}` })).status,
    ).toBe(200);
    const before = await brandItem(second.brandId);
    for (const url of [
      `https://${host}`,
      `${host}/shop`,
      `http://WWW.${host.toUpperCase()}/`,
      `https://${host}.`,
    ]) {
      const response = await connectOther(second.token, { platform: 'woocommerce', store_url: url });
      expect(response.status, url).toBe(409);
      expect(response.body.error.fields).toEqual({ store_url: STORE_ALREADY_CONNECTED });
    }
    expect(await brandItem(second.brandId)).toEqual(before);
  });

  it("a Shopify shop given as another platform's URL is the same store", async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const shop = newShop();
    await connectStore(first.token, shop);
    const response = await connectOther(second.token, { platform: 'other', store_url: `https://${shop}` });
    expect(response.status).toBe(409);
  });

  it("a brand's own domain may be given again; disconnecting releases it", async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    const host = newHost();
    expect(
      (await connectOther(first.token, { platform: 'other', store_url: `https://${host}` })).status,
    ).toBe(200);
    expect(
      (await connectOther(first.token, { platform: 'magento', store_url: `https://${host}/` })).status,
    ).toBe(200);
    expect((await disconnect(first.token)).status).toBe(200);
    expect(
      (await connectOther(second.token, { platform: 'other', store_url: `https://${host}` })).status,
    ).toBe(200);
  });

  it('two brands racing for one domain leave one holder', async () => {
    const brands = await Promise.all([brandWithProducts(0), brandWithProducts(0), brandWithProducts(0)]);
    const host = newHost();
    const results = await Promise.all(
      brands.map((brand) => connectOther(brand.token, { platform: 'other', store_url: `https://${host}` })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
  });

  it("'other' without a URL claims nothing: any number of brands may record one", async () => {
    const [first, second] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
    expect((await connectOther(first.token, { platform: 'other' })).status).toBe(200);
    expect((await connectOther(second.token, { platform: 'other' })).status).toBe(200);
  });
});

describe('store URLs are web addresses', () => {
  it('anything but http(s) is refused (400 at the store URL field), nothing written', async () => {
    const brand = await brandWithProducts(0);
    const before = await brandItem(brand.brandId);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.com',
      'file:///etc/passwd',
      'https://user:pass@shop.example.com',
      'not a url',
      'localhost',
    ]) {
      const response = await connectOther(brand.token, { platform: 'other', store_url: url });
      expect(response.status, url).toBe(400);
      expect(response.body.error.fields.store_url, url).toMatch(/web address/);
    }
    expect(await brandItem(brand.brandId)).toEqual(before);
  });

  it('a bare domain (with or without a port) is taken as https', async () => {
    const brand = await brandWithProducts(0);
    const host = newHost();
    const response = await connectOther(brand.token, { platform: 'woocommerce', store_url: `${host}:8443` });
    expect(response.status).toBe(200);
    expect(response.body.brand).toMatchObject({ shop_domain: `https://${host}:8443`, store_name: host });
  });
});
