/**
 * Issue 34, part 4: share cards that render everywhere. A crawler's GET (no JavaScript) of /{username},
 * a collection /{username}/c/{slug} and /product/{id} finds exactly one og:image, a 1200×630 PNG on the site's own origin that decodes,
 * with the size, type and alt tags and twitter:card summary_large_image the big unfurlers read; the
 * storefront's and the collection's cards are made again when they change (the pages' invalidation);
 * unknown ones are 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/support/cloud';
import { fetchPage, readHead, siteUrl } from '../../../../tests/support/html-page';
import { brandWithStore, json } from '../../../../tests/support/partnership';
import { decodePng, distinctColours } from '../../../../tests/support/png';
import { partnerOn, productsOf, type StoreProduct } from '../../../../tests/support/sales';

const fetchCard = async (url: string) => {
  const response = await fetch(url, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

/** The page's one og:image, checked as the unfurlers read it, and its card decoded. */
const cardOfPage = async (path: string) => {
  const page = await fetchPage(path);
  expect(page.status, path).toBe(200);
  const head = readHead(page.html);
  expect(head.property('og:image'), path).toHaveLength(1);
  const url = head.property('og:image')[0] as string;
  expect(url.startsWith(`${siteUrl()}/og/`), url).toBe(true);
  expect(head.property('og:image:width')).toEqual(['1200']);
  expect(head.property('og:image:height')).toEqual(['630']);
  expect(head.property('og:image:type')).toEqual(['image/png']);
  expect(head.property('og:image:alt')).toHaveLength(1);
  expect(head.property('og:image:alt')[0]?.length).toBeGreaterThan(3);
  expect(head.name('twitter:card')).toEqual(['summary_large_image']);
  expect(head.name('twitter:image')).toEqual([url]);
  const card = await fetchCard(url);
  expect(card.status, url).toBe(200);
  expect(card.type).toBe('image/png');
  expect(card.cacheControl).toMatch(/s-maxage=\d+/);
  const png = decodePng(card.bytes);
  expect([png.width, png.height]).toEqual([1200, 630]);
  return { url, head, png, bytes: card.bytes };
};

const COLLECTION = { title: 'Morning routine', slug: 'morning-routine', cover_url: null };

let username: string;
let token: string;
let products: StoreProduct[];

const settings = (name: string) => ({
  marketplace_name: name,
  bio: 'Cards that render everywhere',
  theme_color: '#db2777',
  background_color: '#1e1b4b',
  layout_style: 'grid',
  // A picture that cannot be fetched: the card is drawn without it.
  header_image_url: 'https://images.invalid/header.jpg',
  is_active: true,
});

beforeAll(async () => {
  const brand = await brandWithStore(2);
  const all = await productsOf(brand);
  products = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct);
  const creator = await partnerOn(brand, products[0]?.id as string);
  await partnerOn(brand, products[1]?.id as string, creator);
  username = creator.creator.username;
  token = creator.token;
  expect(
    (await api('/creator/storefront', { ...json('PUT', settings(`Ava's <Card> & "co"`)), token })).status,
  ).toBe(200);
  for (const product of products) {
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: product.id }),
      token,
    });
    expect(added.status).toBe(201);
  }
  const collection = await api('/creator/storefront/collections', {
    ...json('POST', { ...COLLECTION, product_ids: products.map((product) => product.id) }),
    token,
  });
  expect(collection.status).toBe(201);
}, 120_000);

describe('share cards as a crawler reads them', () => {
  it('a storefront: one og:image, a 1200×630 PNG that decodes, made again when its name changes', async () => {
    const first = await cardOfPage(`/${username}`);
    expect(first.url).toBe(`${siteUrl()}/og/storefront/${username}.png`);
    expect(first.head.property('og:image:alt')[0]).toContain(`@${username}`);
    // Cached at the edge: the same bytes again.
    expect((await fetchCard(first.url)).bytes.equals(first.bytes)).toBe(true);

    expect(
      (await api('/creator/storefront', { ...json('PUT', settings('A New Name Entirely')), token })).status,
    ).toBe(200);
    // StorefrontChanged invalidates the card with the page (invalidation/paths.ts): a new drawing.
    await expect
      .poll(async () => (await fetchCard(first.url)).bytes.equals(first.bytes), { timeout: 15_000 })
      .toBe(false);
    const second = await cardOfPage(`/${username}`);
    expect(second.url).toBe(first.url);
    expect(second.bytes.equals(first.bytes)).toBe(false);
  }, 60_000);

  it('a product: one og:image, a 1200×630 PNG that decodes, its SVG picture rasterized into it', async () => {
    const product = products[0] as StoreProduct;
    const { url, png } = await cardOfPage(`/product/${encodeURIComponent(product.id)}`);
    expect(url).toBe(`${siteUrl()}/og/product/${encodeURIComponent(product.id)}.png`);
    // The picture is in it: the demo store's gradient fills the picture's box with hundreds of colours,
    // where a card drawn without it (a picture refused or failed) has a flat box and one letter. Locally
    // the demo store is on loopback, allowed only because the local cloud names it (LOCAL_PICTURE_ORIGINS).
    expect(distinctColours(png, { x: 100, y: 110, width: 420, height: 420 })).toBeGreaterThan(300);
  }, 30_000);

  it('a collection: one og:image, a 1200×630 PNG that decodes with its products’ pictures, made again when it changes', async () => {
    const first = await cardOfPage(`/${username}/c/${COLLECTION.slug}`);
    expect(first.url).toBe(`${siteUrl()}/og/collection/${username}/${COLLECTION.slug}.png`);
    expect(first.head.property('og:image:alt')[0]).toContain(`@${username}`);
    // Its two products' pictures side by side on the right (the demo store's gradients).
    expect(distinctColours(first.png, { x: 620, y: 150, width: 200, height: 300 })).toBeGreaterThan(300);
    expect(distinctColours(first.png, { x: 900, y: 150, width: 200, height: 300 })).toBeGreaterThan(300);

    const renamed = await api(`/creator/storefront/collections/${COLLECTION.slug}`, {
      ...json('PUT', {
        ...COLLECTION,
        title: 'Morning routine, revised',
        product_ids: products.map((product) => product.id),
      }),
      token,
    });
    expect(renamed.status).toBe(200);
    // The collection's StorefrontChanged drops its card with its page (invalidation/paths.ts).
    await expect
      .poll(async () => (await fetchCard(first.url)).bytes.equals(first.bytes), { timeout: 15_000 })
      .toBe(false);
  }, 60_000);

  it('the landing page: the site’s own card', async () => {
    const { url } = await cardOfPage('/');
    expect(url).toBe(`${siteUrl()}/og/site.png`);
  }, 30_000);

  it('no card for what does not exist: 404, quickly', async () => {
    for (const path of [
      '/og/storefront/no_such_storefront_here.png',
      '/og/product/pr_no_such_product.png',
      '/og/storefront/Upper.png',
      `/og/collection/${username}/no-such-collection.png`,
      '/og/nothing.png',
    ]) {
      const started = performance.now();
      const card = await fetchCard(`${siteUrl()}${path}`);
      expect(card.status, path).toBe(404);
      expect(card.type, path).not.toBe('image/png');
      expect(performance.now() - started, path).toBeLessThan(1_000);
    }
  });
});
