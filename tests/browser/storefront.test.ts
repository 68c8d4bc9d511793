/**
 * Issue 12's storefront journey in Chromium against the local cloud: a creator partnered on two products
 * builds a storefront in the editor (settings, two products, one featured, reordered with the keyboard);
 * a signed-in visitor opens /{username}, sees the featured product first, follows (the count shows 1),
 * and buys through the storefront: the product's link goes through the creator's /r/{code} to the demo
 * store, and the sale is attributed to the creator (their earnings show it). Signed out, Follow asks
 * for a login that comes back to the storefront and completes the Follow once (issue 20); an unknown storefront is the '404' / 'Marketplace not found' view inside the app's header. Screenshots at 1280
 * and 375 px with axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../contracts/money-text';
import {
  launchBrowser,
  logInThroughUi,
  openPage,
  type SavedSession,
  screenshot,
  screenshotsAndAxe,
  sessionOf,
  signedInSession,
  waitForToast,
  withAndWithoutJavaScript,
} from '../support/browser';
import { eventually, signedUpUser } from '../support/cloud';
import { fetchPage } from '../support/html-page';
import { brandWithStore, type StoreBrand } from '../support/partnership';
import { earningsOf, partnerOn, productsOf, type StoreProduct } from '../support/sales';

let browser: Browser;
let brand: StoreBrand;
let products: StoreProduct[];
let creator: Awaited<ReturnType<typeof partnerOn>>;
let creatorSession: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  brand = await brandWithStore(2);
  const all = await productsOf(brand);
  products = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct);
  creator = await partnerOn(brand, products[0]?.id as string);
  await partnerOn(brand, products[1]?.id as string, creator);
  creatorSession = await sessionOf(browser, creator.token, 'creator');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('a creator storefront', () => {
  it('is built in the editor, followed by a signed-in visitor, and sells through the creator’s link', async () => {
    const [first, second] = products as [StoreProduct, StoreProduct];
    const username = creator.creator.username;

    // --- The creator builds it on /creator/storefront (the old /creator/my-marketplace leads there). ---
    const { context: creatorContext, page: editor } = await openPage(browser, '/creator/my-marketplace', {
      session: creatorSession,
    });
    await editor.waitForURL((url) => url.pathname === '/creator/storefront');
    await editor.getByRole('heading', { name: 'Storefront', level: 1 }).waitFor();
    await editor.getByTestId('storefront-editor').waitFor();
    // Issue 34: the bio starts from the one written at onboarding; the preview follows the form as typed.
    expect(await editor.getByLabel('Bio').inputValue()).toBe(creator.creator.bio);
    expect(await editor.getByTestId('storefront-address').textContent()).toContain('Goes live once you save');
    await editor.getByLabel('Storefront name').fill('Weekend Picks');
    const preview = editor.getByTestId('storefront-editor-preview');
    await expect.poll(() => preview.getByRole('heading', { level: 1 }).textContent()).toBe('Weekend Picks');
    expect(await preview.getByTestId('affiliate-disclosure').textContent()).toContain('I earn a commission');
    await editor.getByLabel('Bio').fill('What I actually use.');
    await editor.getByLabel('Layout').selectOption('grid');
    await editor.getByRole('button', { name: 'Save Settings' }).click();
    await waitForToast(editor, 'Settings Saved');
    for (const product of [first, second]) {
      await editor.getByRole('button', { name: `Add ${product.name}` }).click();
      await waitForToast(editor, 'Product Added');
      await editor.getByRole('button', { name: `Remove ${product.name}` }).waitFor();
    }
    // Keyboard reorder: move the first product down with Enter on its button.
    const moveDown = editor.getByRole('button', { name: `Move ${first.name} down` });
    await expect.poll(() => moveDown.isEnabled()).toBe(true);
    await moveDown.focus();
    await editor.keyboard.press('Enter');
    await expect
      .poll(async () => (await editor.getByTestId('storefront-editor-product').first().textContent()) ?? '')
      .toContain(second.name);
    await editor.getByRole('switch', { name: `Featured: ${second.name}` }).click();
    await waitForToast(editor, 'Product Updated');
    await screenshotsAndAxe(editor, 'storefront-editor', () =>
      editor.getByTestId('storefront-editor').waitFor(),
    );
    // As the page: the featured one in its own section, then all of them.
    expect(await preview.getByTestId('storefront-product').count()).toBe(3);
    const view = editor.getByRole('link', { name: /^View my storefront/ });
    expect(await view.getAttribute('href')).toBe(`/${username}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    await creatorContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    await editor.getByRole('button', { name: 'Copy link' }).click();
    await waitForToast(editor, 'Link Copied');
    expect(await editor.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(editor.url()).origin}/${username}`,
    );
    await creatorContext.close();

    // --- JavaScript off (a shopper's locked-down browser, a crawler): the whole page is in the HTML. ---
    const { context: plainContext, page: plain } = await openPage(browser, `/${username}`, {
      javaScriptEnabled: false,
      viewport: 'phone',
    });
    await plain.getByTestId('storefront').waitFor();
    // The page's script did not run: it is what adds the toast region (web/src/public/entry.ts).
    expect(await plain.getByTestId('toasts').count()).toBe(0);
    expect(await plain.getByRole('heading', { level: 1 }).textContent()).toBe('Weekend Picks');
    expect(await plain.getByTestId('storefront-product').count()).toBe(3);
    for (const product of [first, second]) {
      const card = plain.getByTestId('storefront-product').filter({ hasText: product.name }).first();
      expect(await card.textContent()).toContain(formatUsd(product.price_cents));
      expect(await card.getByRole('link', { name: `Shop ${product.name}` }).getAttribute('href')).toMatch(
        /^\/r\//,
      );
    }
    expect(await plain.getByTestId('storefront-follow').isVisible()).toBe(true);
    await screenshot(plain, 'storefront-no-javascript-phone');
    await plainContext.close();

    // The same text and links as with the page's script run (it adds behaviour, never content). The
    // products' pages list the storefront once the additions' invalidation has reached the edge cache.
    for (const product of [first, second]) {
      await eventually(async () => {
        const { html } = await fetchPage(`/product/${encodeURIComponent(product.id)}`);
        return html.includes(`/${username}/p/`) ? true : undefined;
      }, 30_000);
    }
    for (const pathname of [
      `/${username}`,
      `/product/${encodeURIComponent(first.id)}`,
      `/${username}/p/${encodeURIComponent(second.id)}`,
    ]) {
      const { on, off } = await withAndWithoutJavaScript(browser, pathname);
      expect(off.links.length, pathname).toBeGreaterThan(0);
      expect(off, pathname).toEqual(on);
    }

    // --- A product's own page (where a link lands when its brand has no store): readable, accessible. --
    const { context: productContext, page: productPage } = await openPage(
      browser,
      `/product/${encodeURIComponent(first.id)}`,
    );
    await productPage.getByTestId('product-page').waitFor();
    expect(await productPage.getByRole('heading', { level: 1 }).textContent()).toBe(first.name);
    expect(await productPage.getByTestId('product-price').textContent()).toBe(formatUsd(first.price_cents));
    await screenshotsAndAxe(productPage, 'product-page', () =>
      productPage.getByTestId('product-page').waitFor(),
    );
    await productContext.close();

    // --- Issue 34: a signed-out shopper opens a product from the storefront, reads the creator's --------
    // disclosure on its page, and buys there: through the creator's link, so the sale is theirs.
    const { context: pickContext, page: pick } = await openPage(browser, `/${username}`, {
      viewport: 'phone',
    });
    await pick.getByTestId('storefront').waitFor();
    expect(await pick.getByTestId('affiliate-disclosure').textContent()).toContain('I earn a commission');
    await pick.getByRole('link', { name: second.name, exact: true }).first().click();
    await pick.waitForURL((url) => url.pathname === `/${username}/p/${second.id}`);
    await pick.getByTestId('product-page').waitFor();
    expect(await pick.getByTestId('affiliate-disclosure').textContent()).toContain('I earn a commission');
    expect(await pick.getByTestId('picked-by').textContent()).toContain(`@${username}`);
    await screenshotsAndAxe(pick, 'storefront-product-page', () =>
      pick.getByTestId('product-page').waitFor(),
    );
    // The creator's own link for this product (each product they promote has its code).
    const buy = pick.getByRole('link', { name: /^Buy at / });
    const code = decodeURIComponent((await buy.getAttribute('href'))?.match(/^\/r\/([^/?]+)$/)?.[1] ?? '');
    expect(code).not.toBe('');
    await buy.click();
    await pick.waitForURL((url) => url.searchParams.get('ref') === code);
    await pick.getByRole('heading', { name: second.name }).waitFor();
    await pick.getByLabel('Quantity').fill('1');
    await pick.getByLabel('Email').fill(`product-page-shopper-${Date.now()}@example.com`);
    await pick.getByRole('button', { name: 'Buy' }).click();
    await pick.getByRole('heading', { name: /^Order #\d+ placed$/ }).waitFor();
    await pickContext.close();

    // --- Signed out: the page, and Follow asks for a login. ---------------------------------------
    const { context: anonContext, page: anon } = await openPage(browser, `/${username}`);
    await anon.getByTestId('storefront').waitFor();
    expect(await anon.getByRole('heading', { level: 1 }).textContent()).toBe('Weekend Picks');
    expect(await anon.title()).toContain('Weekend Picks');
    expect(await anon.locator('meta[property="og:title"]').getAttribute('content')).toContain(
      'Weekend Picks',
    );
    expect(await anon.getByRole('heading', { name: 'Featured Products (1)' }).isVisible()).toBe(true);
    expect(await anon.getByRole('heading', { name: 'All Products (2)' }).isVisible()).toBe(true);
    expect(await anon.getByTestId('storefront-followers').isVisible()).toBe(false);
    await anon
      .getByRole('button', { name: `About ${second.name}` })
      .first()
      .click();
    await waitForToast(anon, 'Interested in this product?', `Contact ${username} for more information`);
    await screenshotsAndAxe(anon, 'storefront-public', () => anon.getByTestId('storefront').waitFor());
    // Follow asks for a login that comes back here (a sign-up from there too) and completes the Follow
    // once: following, 1 follower, and the ?follow=1 that brought it gone from the address.
    await anon.getByTestId('storefront-follow').click();
    await anon.waitForURL((url) => url.pathname === '/login');
    expect(new URL(anon.url()).searchParams.get('next')).toBe(`/${username}?follow=1`);
    expect(await anon.getByRole('main').getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      `/signup?next=${encodeURIComponent(`/${username}?follow=1`)}`,
    );
    const { user: visitor } = await signedUpUser('brand');
    await logInThroughUi(anon, visitor);
    await anon.waitForURL((url) => url.pathname === `/${username}` && !url.searchParams.has('follow'));
    const follow = anon.getByTestId('storefront-follow');
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    expect(await follow.textContent()).toBe('Following');
    await expect.poll(() => anon.getByTestId('storefront-followers').textContent()).toBe('1 follower');
    // Stored, not just shown: a reload still shows it (and the one follower).
    await anon.reload();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    expect(await anon.getByTestId('storefront-followers').textContent()).toBe('1 follower');
    // A crafted ?follow=1 link follows nobody: the tab never pressed Follow for it.
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
    const writes: string[] = [];
    anon.on('request', (request) => {
      if (request.url().includes('/api/storefront-follows/') && request.method() !== 'GET')
        writes.push(`${request.method()} ${request.url()}`);
    });
    const followState = anon.waitForResponse(
      (response) =>
        response.url().includes('/api/storefront-follows/') && response.request().method() === 'GET',
    );
    await anon.goto(`/${username}?follow=1`);
    await anon.waitForURL((url) => !url.searchParams.has('follow'));
    // The follow would be sent in the same step that drops the parameter; by the state's answer it would be seen.
    await followState;
    expect(writes).toEqual([]);
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    expect(await anon.getByTestId('storefront-followers').isVisible()).toBe(false);
    await anonContext.close();

    // --- A signed-in visitor follows, then buys through the storefront. ----------------------------
    const signedIn = await signedInSession(browser, 'brand');
    const { context, page } = await openPage(browser, `/${username}`, { session: signedIn.session });
    const followOnPage = page.getByTestId('storefront-follow');
    await followOnPage.waitFor();
    await expect.poll(() => followOnPage.getAttribute('aria-pressed')).toBe('false');
    await followOnPage.click();
    await expect.poll(() => followOnPage.getAttribute('aria-pressed')).toBe('true');
    expect(await followOnPage.textContent()).toBe('Following');
    await expect.poll(() => page.getByTestId('storefront-followers').textContent()).toBe('1 follower');

    // Featured first in All Products too; the shop link is the creator's own /r/{code}.
    const cards = page.getByTestId('storefront-product');
    expect(await cards.first().textContent()).toContain(second.name);
    const shop = page.getByRole('link', { name: `Shop ${first.name}` }).first();
    expect(await shop.getAttribute('href')).toBe(`/r/${encodeURIComponent(creator.code)}`);
    await shop.click();
    await page.waitForURL((url) => url.searchParams.get('ref') === creator.code);
    await page.getByRole('heading', { name: first.name }).waitFor();
    await page.getByLabel('Quantity').fill('1');
    await page.getByLabel('Email').fill(`storefront-shopper-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('heading', { name: /^Order #\d+ placed$/ }).waitFor();
    await context.close();

    // --- The sale is the creator's: it reaches their earnings. ------------------------------------
    const earnings = await eventually(async () => {
      const body = await earningsOf(creator.token);
      const text = JSON.stringify(body);
      return text.includes(first.name) && text.includes(second.name) ? body : undefined;
    }, 30_000);
    expect(JSON.stringify(earnings)).toContain(first.name);
    // And the sale made on the product's page, through the same creator's link.
    expect(JSON.stringify(earnings)).toContain(second.name);
  });

  it("an unknown storefront is the '404' / 'Marketplace not found' view with Go Home, under the app's header", async () => {
    const { context, page } = await openPage(browser, '/no_such_store_here', { viewport: 'phone' });
    await page.getByTestId('storefront-404').waitFor();
    expect(await page.getByRole('heading', { name: 'Marketplace not found' }).isVisible()).toBe(true);
    // The app's own header, with its way in, not a bare page.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await screenshotsAndAxe(page, 'storefront-404', () => page.getByTestId('storefront-404').waitFor());
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
