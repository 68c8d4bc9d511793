/**
 * Issue 20: /{username} as a link-preview crawler gets it (no JavaScript): one title, og:title, og:image,
 * og:url, the canonical URL and JSON-LD naming the storefront and its products, with what a creator
 * typed escaped; the edge-cache headers; HEAD; 404s for unknown and switched-off storefronts; app paths
 * still get the SPA's shell. /product/{id}: its og:image, the product's share card (issue 34).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/support/cloud';
import { fetchPage, readHead, siteUrl } from '../../../../tests/support/html-page';
import { brandWithStore, json } from '../../../../tests/support/partnership';
import { partnerOn, productsOf, type StoreProduct } from '../../../../tests/support/sales';

let username: string;
let token: string;
let products: StoreProduct[];

// What a creator may type, including what would end a tag or a script if it were not escaped.
const name = `Ava's <Picks> & "more"`;
const bio = 'Real reviews </script><script>alert(1)</script> only';
const header = 'https://images.example.com/header.jpg?w=1500&h=500';

const settings = (overrides: Record<string, unknown> = {}) => ({
  marketplace_name: name,
  bio,
  theme_color: '#112233',
  background_color: '#fafafa',
  layout_style: 'grid',
  header_image_url: header,
  is_active: true,
  ...overrides,
});

beforeAll(async () => {
  const brand = await brandWithStore(2);
  const all = await productsOf(brand);
  products = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct);
  const creator = await partnerOn(brand, products[0]?.id as string);
  await partnerOn(brand, products[1]?.id as string, creator);
  username = creator.creator.username;
  token = creator.token;
  expect((await api('/creator/storefront', { ...json('PUT', settings()), token })).status).toBe(200);
  for (const product of products) {
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: product.id }),
      token,
    });
    expect(added.status).toBe(201);
  }
}, 120_000);

describe('a storefront as a crawler reads it', () => {
  it('names the storefront and its products in the title, Open Graph, Twitter and JSON-LD', async () => {
    const page = await fetchPage(`/${username}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const head = readHead(page.html);
    const url = `${siteUrl()}/${username}`;

    expect(head.titles).toEqual([`${name} (@${username}) · Affiliate Marketplace`]);
    expect(head.property('og:title')).toEqual([head.titles[0]]);
    expect(head.property('og:url')).toEqual([url]);
    expect(head.canonical).toEqual([url]);
    // The share card, not the header (issue 34: share-cards.test.ts decodes it).
    expect(head.property('og:image')).toEqual([`${siteUrl()}/og/storefront/${username}.png`]);
    expect(head.name('twitter:card')).toEqual(['summary_large_image']);
    expect(head.name('description')).toHaveLength(1);
    expect(head.name('description')[0]).toContain('Real reviews');

    // JSON-LD: an ItemList of Products with Offers through the creator's links.
    expect(head.jsonLd).toHaveLength(1);
    const list = head.jsonLd[0] as {
      '@type': string;
      name: string;
      url: string;
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    expect(list['@type']).toBe('ItemList');
    expect(list.name).toBe(name);
    expect(list.url).toBe(url);
    const items = list.itemListElement.map(({ item }) => item);
    expect(items.map((item) => item.name).sort()).toEqual(products.map((p) => p.name).sort());
    for (const item of items) {
      const product = products.find((p) => p.name === item.name) as StoreProduct;
      expect(item['@type']).toBe('Product');
      expect(item.offers).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'USD',
        price: (product.price_cents / 100).toFixed(2),
      });
      expect((item.offers as { url: string }).url).toMatch(new RegExp(`^${siteUrl()}/r/`));
    }

    // The bio's "</script>" ended nothing: the only executable script is the page's own module.
    expect(head.scripts.map((script) => script.attribs.src)).toEqual([expect.stringMatching(/^\/assets\//)]);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    // The page itself is in the HTML: products, prices and the tracked links.
    for (const product of products) expect(head.text).toContain(product.name);
    expect(page.html).toContain('href="/r/');
  });

  it('is cacheable at the edge, answers HEAD without a body, and is the same for a browser', async () => {
    // Another spelling of the address is sent to the one the page is cached and indexed under.
    for (const other of [`/${username.toUpperCase()}`, `/${username}/`]) {
      const moved = await fetch(`${siteUrl()}${other}`, { redirect: 'manual' });
      expect(moved.status, other).toBe(301);
      expect(moved.headers.get('location'), other).toBe(`/${username}`);
    }
    const page = await fetchPage(`/${username.toUpperCase()}`, 'Mozilla/5.0 (iPhone) Mobile Safari');
    expect(page.status).toBe(200);
    const cache = page.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/s-maxage=\d+/);
    expect(cache).toMatch(/stale-while-revalidate=\d+/);
    expect(readHead(page.html).canonical).toEqual([`${siteUrl()}/${username}`]);

    const head = await fetch(`${siteUrl()}/${username}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('is a 404 (not indexed) when unknown or switched off, and app paths stay the SPA', async () => {
    const unknown = await fetchPage('/no_such_storefront_here');
    expect(unknown.status).toBe(404);
    expect(readHead(unknown.html).name('robots')).toEqual(['noindex']);
    expect(unknown.html).toContain('Marketplace not found');

    expect(
      (await api('/creator/storefront', { ...json('PUT', settings({ is_active: false })), token })).status,
    ).toBe(200);
    // The page was cached at the edge by the tests above: switching it off invalidates it through the
    // StorefrontChanged event (the outbox, the bus, consumers/invalidate-public-pages.consumer.ts).
    await expect.poll(async () => (await fetchPage(`/${username}`)).status).toBe(404);
    const off = await fetchPage(`/${username}`);
    expect(off.status).toBe(404);
    expect(off.html).not.toContain(name.replace('<', '&lt;'));
    expect((await api('/creator/storefront', { ...json('PUT', settings()), token })).status).toBe(200);

    for (const path of ['/login', '/creator/dashboard', '/features']) {
      const app = await fetchPage(path);
      expect(app.status, path).toBe(200);
      expect(app.html, path).toContain('id="root"');
      expect(readHead(app.html).jsonLd, path).toEqual([]);
    }
  });
});

describe('a product page as a crawler reads it', () => {
  it('names the product and its brand in the title, Open Graph and a Product JSON-LD with its Offer', async () => {
    const product = products[0] as StoreProduct;
    const page = await fetchPage(`/product/${encodeURIComponent(product.id)}`, 'Slackbot-LinkExpanding 1.0');
    expect(page.status).toBe(200);
    const head = readHead(page.html);
    const url = `${siteUrl()}/product/${product.id}`;
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(product.name);
    expect(head.property('og:title')).toEqual(head.titles);
    expect(head.property('og:url')).toEqual([url]);
    expect(head.property('og:type')).toEqual(['product']);
    expect(head.property('og:image')).toHaveLength(1);
    // The product's share card, 1200×630 (issue 34: share-cards.test.ts decodes it), not its SVG picture.
    expect(head.property('og:image')).toEqual([
      `${siteUrl()}/og/product/${encodeURIComponent(product.id)}.png`,
    ]);
    expect(head.property('og:image:width')).toEqual(['1200']);
    expect(head.property('og:image:height')).toEqual(['630']);
    expect(head.jsonLd).toHaveLength(1);
    const ld = head.jsonLd[0] as { '@type': string; name: string; offers: Record<string, string> };
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(product.name);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: (product.price_cents / 100).toFixed(2),
      priceCurrency: 'USD',
    });
    // The brand's store is connected: the page sends the shopper to the product on it.
    expect(head.text).toContain(product.name);
    expect(page.html).toMatch(/Buy at /);
    expect(ld.offers.url).toMatch(/^https?:\/\//);
    expect((page.headers.get('cache-control') ?? '').includes('s-maxage')).toBe(true);

    const unknown = await fetchPage('/product/pr_no_such_product');
    expect(unknown.status).toBe(404);
    expect(readHead(unknown.html).name('robots')).toEqual(['noindex']);
  });
});
