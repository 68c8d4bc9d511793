/**
 * Issue 34: a product as a creator's storefront shows it, /{username}/p/{id}, read as a crawler or a
 * browser without JavaScript reads it:
 * - the storefront carries its affiliate disclosure above its products, and each product's name leads to
 *   its page on the storefront;
 * - that page carries the creator's disclosure near its top, leads back to the storefront, and its Buy
 *   goes through the creator's own tracked link, which redirects to the same store page the plain
 *   product page sends shoppers to;
 * - a product the storefront does not show is the plain product page (the marketplace's disclosure, Buy
 *   straight to the store); an unknown product is a 404; the address is lower-case, one per page.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDisclosure } from '../../../../contracts/storefront';
import { api, eventually } from '../../../../tests/support/cloud';
import { fetchPage, readHead, siteUrl } from '../../../../tests/support/html-page';
import { brandWithStore, json, setStorefrontActive } from '../../../../tests/support/partnership';
import {
  approvedDiscountCode,
  partnerOn,
  productsOf,
  type StoreProduct,
} from '../../../../tests/support/sales';
import { marketplaceDisclosure } from '../../../../ui/product-page/product-view';

let username: string;
let brand: Awaited<ReturnType<typeof brandWithStore>>;
let creatorOf: Awaited<ReturnType<typeof partnerOn>>;
let picked: StoreProduct;
let notPicked: StoreProduct;
let shareUrl: string;
const note = 'I use it every <morning> & love it';

/** The page's elements, parsed as a browser without JavaScript reads them. */
const parse = (html: string) => {
  const document = parseDocument(html);
  const byTestId = (id: string) =>
    DomUtils.findAll((element) => element.attribs['data-testid'] === id, document.children);
  const anchors = DomUtils.getElementsByTagName('a', document).map((anchor) => ({
    text: DomUtils.textContent(anchor).replace(/\s+/g, ' ').trim(),
    href: anchor.attribs.href ?? '',
  }));
  return {
    html,
    byTestId,
    anchors,
    text: (id: string) => byTestId(id).map((e) => DomUtils.textContent(e).trim()),
  };
};

const buyLink = (page: ReturnType<typeof parse>) => page.anchors.filter((a) => a.text.startsWith('Buy at '));

beforeAll(async () => {
  brand = await brandWithStore(2);
  const all = await productsOf(brand);
  [picked, notPicked] = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct) as [
    StoreProduct,
    StoreProduct,
  ];
  const creator = await partnerOn(brand, picked.id);
  creatorOf = creator;
  await partnerOn(brand, notPicked.id, creator);
  username = creator.creator.username;
  const added = await api('/creator/storefront/products', {
    ...json('POST', { product_id: picked.id, custom_description: note }),
    token: creator.token,
  });
  expect(added.status).toBe(201);
  shareUrl = added.body.product.share_url;
  expect(shareUrl).toMatch(/^\/r\//);
}, 120_000);

describe('a storefront leads to its products’ pages', () => {
  it('shows the disclosure above the products, and each product’s name links to its page on the storefront', async () => {
    const response = await fetchPage(`/${username}`);
    expect(response.status).toBe(200);
    const page = parse(response.html);
    expect(page.text('affiliate-disclosure')).toEqual([defaultDisclosure]);
    expect(response.html.indexOf('data-testid="affiliate-disclosure"')).toBeLessThan(
      response.html.indexOf('data-testid="storefront-product"'),
    );
    expect(page.anchors).toContainEqual({ text: picked.name, href: `/${username}/p/${picked.id}` });
  });
});

describe('/{username}/p/{id}', () => {
  it('carries the creator’s disclosure and note, leads back to the storefront, and Buy goes through their tracked link', async () => {
    const response = await fetchPage(`/${username}/p/${encodeURIComponent(picked.id)}`);
    expect(response.status).toBe(200);
    const page = parse(response.html);
    expect(page.text('affiliate-disclosure')).toEqual([defaultDisclosure]);
    // Near the top: before the product's name and its Buy link.
    expect(response.html.indexOf('data-testid="affiliate-disclosure"')).toBeLessThan(
      response.html.indexOf('<h1'),
    );
    expect(page.byTestId('picked-by').map((e) => e.attribs.href)).toEqual([`/${username}`]);
    expect(page.text('creator-note')[0]).toContain(note);
    expect(buyLink(page)).toEqual([{ text: expect.stringContaining('Buy at'), href: shareUrl }]);

    // One address for search engines and previews: the product's own.
    const head = readHead(response.html);
    expect(head.canonical).toEqual([`${siteUrl()}/product/${picked.id}`]);
    const ld = head.jsonLd[0] as { offers: { url: string } };
    expect(ld.offers.url).toBe(`${siteUrl()}${shareUrl}`);

    // The tracked link lands on the same store page the plain product page's Buy goes to.
    const plain = parse((await fetchPage(`/product/${encodeURIComponent(picked.id)}`)).html);
    const storePage = buyLink(plain)[0]?.href ?? '';
    expect(storePage).toMatch(/^https?:\/\//);
    const redirect = await fetch(`${siteUrl()}${shareUrl}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(storePage.split('?')[0]);
  });

  it('a product the storefront does not show is the plain product page; an unknown one is a 404', async () => {
    const response = await fetchPage(`/${username}/p/${encodeURIComponent(notPicked.id)}`);
    expect(response.status).toBe(200);
    const page = parse(response.html);
    expect(page.byTestId('picked-by')).toEqual([]);
    expect(page.text('affiliate-disclosure')).toEqual([marketplaceDisclosure]);
    expect(buyLink(page)[0]?.href).toMatch(/^https?:\/\//);

    // No such storefront: the product still has its page, credited to no one.
    const nobody = parse((await fetchPage(`/nobody_has_this_name/p/${encodeURIComponent(picked.id)}`)).html);
    expect(nobody.byTestId('picked-by')).toEqual([]);
    expect(buyLink(nobody)[0]?.href).not.toBe(shareUrl);

    const unknown = await fetchPage(`/${username}/p/pr_no_such_product`);
    expect(unknown.status).toBe(404);
    expect(readHead(unknown.html).name('robots')).toEqual(['noindex']);
  });

  it('the product’s pages list the storefronts that show it, and follow them as they change', async () => {
    const featured = async (path: string) => {
      const page = parse((await fetchPage(path)).html);
      const section = page.byTestId('featured-by')[0];
      return {
        heading: section ? DomUtils.textContent(DomUtils.getElementsByTagName('h2', section)).trim() : null,
        hrefs: section ? DomUtils.getElementsByTagName('a', section).map((a) => a.attribs.href) : [],
      };
    };
    const plainPath = `/product/${encodeURIComponent(picked.id)}`;
    const ownPath = `/${username}/p/${encodeURIComponent(picked.id)}`;
    expect(await featured(plainPath)).toEqual({ heading: 'Picked by creators', hrefs: [ownPath] });
    // The creator's own page of it does not list them again.
    expect((await featured(ownPath)).hrefs).toEqual([]);

    // Another creator picks it: both pages list them (the change dropped the cached copies).
    const other = await partnerOn(brand, picked.id);
    const otherPath = `/${other.creator.username}/p/${encodeURIComponent(picked.id)}`;
    expect(
      (
        await api('/creator/storefront/products', {
          ...json('POST', { product_id: picked.id }),
          token: other.token,
        })
      ).status,
    ).toBe(201);
    await eventually(async () => ((await featured(plainPath)).hrefs.length === 2 ? true : undefined), 20_000);
    expect((await featured(plainPath)).hrefs.sort()).toEqual([ownPath, otherPath].sort());
    await eventually(async () => ((await featured(ownPath)).hrefs.length === 1 ? true : undefined), 20_000);
    expect(await featured(ownPath)).toEqual({ heading: 'Also picked by', hrefs: [otherPath] });

    // Switched off, a storefront is no longer listed: its page would be a 404.
    await setStorefrontActive(other.token, false);
    await eventually(async () => ((await featured(plainPath)).hrefs.length === 1 ? true : undefined), 20_000);
    expect((await featured(plainPath)).hrefs).toEqual([ownPath]);

    // Removed from a storefront, a product no longer lists it.
    const creatorToken = creatorOf.token;
    expect(
      (
        await api(`/creator/storefront/products/${encodeURIComponent(picked.id)}`, {
          method: 'DELETE',
          token: creatorToken,
        })
      ).status,
    ).toBe(204);
    await eventually(async () => ((await featured(plainPath)).hrefs.length === 0 ? true : undefined), 20_000);
    expect(await featured(plainPath)).toEqual({ heading: null, hrefs: [] });
  });

  it('shows the creator’s discount code for the brand once the store has it, on the storefront and the product’s page', async () => {
    // A second product of the same brand, still on the storefront (the first was removed above).
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: notPicked.id }),
      token: creatorOf.token,
    });
    expect(added.status).toBe(201);
    const storefrontCodes = async () =>
      parse((await fetchPage(`/${username}`)).html)
        .byTestId('discount-code')
        .map((e) => DomUtils.textContent(e));
    const productsShown = async () =>
      parse((await fetchPage(`/${username}`)).html).byTestId('storefront-product').length;
    // No code asked for yet: none shown.
    await eventually(
      async () =>
        parse((await fetchPage(`/${username}`)).html).anchors.some((a) => a.text === notPicked.name)
          ? true
          : undefined,
      20_000,
    );
    expect(await storefrontCodes()).toEqual([]);

    const code = await approvedDiscountCode(brand, creatorOf, 15);
    // The store creates it (DiscountCodeSynced), and the storefront's cached pages are dropped.
    const shown = await eventually(async () => {
      const texts = await storefrontCodes();
      return texts.length > 0 ? texts : undefined;
    }, 30_000);
    // Every product on the storefront is the brand's: each shows its code.
    expect(shown).toEqual(
      Array.from({ length: await productsShown() }, () => `15% off with code ${code}Copy code ${code}`),
    );
    expect(shown.length).toBeGreaterThan(0);
    const productPage = parse((await fetchPage(`/${username}/p/${encodeURIComponent(notPicked.id)}`)).html);
    expect(productPage.byTestId('discount-code').map((e) => DomUtils.textContent(e))).toEqual([shown[0]]);
    expect(productPage.byTestId('discount-code')[0]?.attribs).toBeDefined();
    // The copy button carries the code for the page's script; the plain product page shows no one's code.
    expect(productPage.html).toContain(`data-copy-code="${code}"`);
    const plain = parse((await fetchPage(`/product/${encodeURIComponent(notPicked.id)}`)).html);
    expect(plain.byTestId('discount-code')).toEqual([]);
  });

  it('has one address: another case or a trailing slash is a permanent redirect to it', async () => {
    for (const path of [`/${username.toUpperCase()}/p/${picked.id}`, `/${username}/p/${picked.id}/`]) {
      const response = await fetch(`${siteUrl()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(`/${username}/p/${encodeURIComponent(picked.id)}`);
    }
  });
});
