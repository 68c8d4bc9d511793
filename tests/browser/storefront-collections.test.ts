/**
 * Issue 34's collections journey in Chromium against the local cloud: a creator with three products on
 * their storefront uploads an avatar (Profile Settings) and a header from the device, then builds two
 * collections in the editor: creates them, chooses their products and orders them by keyboard, renames
 * an address, uploads a cover, and orders the collections by dragging. They copy one's link; a
 * signed-out visitor opens it, sees the creator's disclosure and discount code, opens a product and buys
 * through the creator's referral. The old address of the renamed collection still leads to it.
 * Screenshots at 1280 and 375 px with axe.
 */
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, outputs } from '../support/cloud';
import { brandWithStore, json, type StoreBrand } from '../support/partnership';
import { approvedDiscountCode, partnerOn, productsOf, type StoreProduct } from '../support/sales';
import { phonePhoto } from '../support/uploads';

let browser: Browser;
let brand: StoreBrand;
let products: StoreProduct[];
let creator: Awaited<ReturnType<typeof partnerOn>>;
let creatorSession: SavedSession;
let code: string;

beforeAll(async () => {
  browser = await launchBrowser();
  brand = await brandWithStore(3);
  const all = await productsOf(brand);
  products = brand.liveProductIds.map((id) => all.find((p) => p.id === id) as StoreProduct);
  creator = await partnerOn(brand, products[0]?.id as string);
  for (const product of products.slice(1)) await partnerOn(brand, product.id, creator);
  for (const product of products) {
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: product.id }),
      token: creator.token,
    });
    expect(added.status).toBe(201);
  }
  code = await approvedDiscountCode(brand, creator);
  creatorSession = await sessionOf(browser, creator.token, 'creator');
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('storefront collections', () => {
  it('are built in the editor, shared, and sell through the creator’s link', async () => {
    const [first, second, third] = products as [StoreProduct, StoreProduct, StoreProduct];
    const username = creator.creator.username;
    const { context, page: editor } = await openPage(browser, '/creator/profile', {
      session: creatorSession,
    });

    // --- Images from the device: an avatar in Profile Settings, a header in the editor. -------------
    await editor.getByTestId('profile-form').waitFor();
    await editor
      .getByLabel('Avatar')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(900, 900) });
    await editor.getByTestId('profile-avatar-preview').waitFor();
    await editor.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(editor, 'Profile Updated');
    await editor.goto('/creator/storefront');
    await editor.getByTestId('storefront-editor').waitFor();
    await editor.getByLabel('Header image').setInputFiles({
      name: 'header.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 2000, height: 800, channels: 3, background: '#2a6' } })
        .png()
        .toBuffer(),
    });
    await editor.getByTestId('storefront-header-preview').waitFor();
    await editor.getByRole('button', { name: 'Save Settings' }).click();
    await waitForToast(editor, 'Settings Saved');
    // Both show on the storefront at once.
    const shown = (await api(`/storefront/${username}`)).body.storefront;
    expect(shown.avatar_url).toMatch(/^\/media\//);
    expect(shown.header_image_url).toMatch(/^\/media\/.+1600x500\.webp$/);
    const section = editor.locator('section[aria-labelledby="storefront-collections"]');
    await section.waitFor();

    // --- Two collections: "Camping kit" (two products, reordered by keyboard) and "Morning routine". ---
    const create = async (title: string) => {
      await section.getByLabel('New collection').fill(title);
      await section.getByRole('button', { name: 'Create collection' }).click();
      await waitForToast(editor, 'Collection Created');
    };
    // Bad input first: an empty title is refused at the field.
    await section.getByRole('button', { name: 'Create collection' }).click();
    await section.getByText('Please enter a title').waitFor();
    await create('Camping kit');
    // The new collection opens for its products.
    await section.getByRole('button', { name: `Add ${first.name} to Camping kit` }).click();
    await section.getByRole('button', { name: `Add ${third.name} to Camping kit` }).click();
    const chosen = section.getByTestId('collection-products');
    await expect.poll(() => chosen.getByTestId('collection-products-item').count()).toBe(2);
    // Keyboard: focus "Move {third} up" and press Enter; the new place is announced.
    await chosen.getByRole('button', { name: `Move ${third.name} up` }).focus();
    await editor.keyboard.press('Enter');
    await section.getByText(`${third.name} moved to position 1 of 2`).waitFor();
    await section.getByLabel('Address').fill('camping-gear');
    // Its cover, uploaded from the device.
    await section.getByLabel('Cover image (optional)').setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c63' } })
        .jpeg()
        .toBuffer(),
    });
    await expect
      .poll(() => section.locator('img[src^="/media/"]').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await section.getByRole('button', { name: 'Save collection' }).click();
    await waitForToast(editor, 'Collection Saved');
    await section.getByText(`/${username}/c/camping-gear`).waitFor();
    // Shared: Copy link puts the collection's address on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: outputs().WebUrl });
    await section.getByRole('button', { name: 'Copy link to Camping kit' }).click();
    await waitForToast(editor, 'Link Copied');
    const shared = await editor.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(`${outputs().WebUrl}/${username}/c/camping-gear`);

    await section.getByRole('button', { name: 'Close Camping kit' }).click();
    await create('Morning routine');
    await section.getByRole('button', { name: `Add ${second.name} to Morning routine` }).click();
    await section.getByRole('button', { name: 'Save collection' }).click();
    await waitForToast(editor, 'Collection Saved');
    // The collections' order: Morning routine first, dragged with the mouse onto Camping kit's place.
    const list = section.getByTestId('storefront-collection-list');
    const rows = list.getByTestId('storefront-collection-list-item');
    await section.getByRole('button', { name: 'Close Morning routine' }).click();
    await rows.nth(1).dragTo(rows.nth(0));
    await expect
      .poll(async () => (await list.getByRole('heading', { level: 3 }).allTextContents()).join(' | '))
      .toBe('Morning routine | Camping kit');
    await section.getByText('Morning routine moved to position 1 of 2').waitFor();
    // The preview shows them as sections.
    const preview = editor.getByTestId('storefront-editor-preview');
    await expect.poll(() => preview.getByRole('heading', { name: 'Camping kit' }).count()).toBe(1);
    await screenshotsAndAxe(editor, 'storefront-collections-editor', () => section.waitFor());
    await context.close();

    // --- The storefront shows both as sections, in the creator's order, each linking to its page. ---
    const { context: visitorContext, page } = await openPage(browser, `/${username}`, { viewport: 'phone' });
    await page.getByTestId('storefront').waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf('Morning routine')).toBeLessThan(headings.indexOf('Camping kit'));
    expect(headings.indexOf('Camping kit')).toBeLessThan(headings.indexOf('All Products (3)'));

    // --- An address shared before the rename still leads to the collection. -----------------------
    await page.goto(`/${username}/c/camping-kit`);
    await page.waitForURL((url) => url.pathname === `/${username}/c/camping-gear`);
    // --- A visitor opens the shared link. ------------------------------------------------------------
    await page.goto(shared);
    await page.getByTestId('storefront-collection').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Camping kit');
    expect(await page.getByTestId('affiliate-disclosure').textContent()).toContain('I earn a commission');
    // The creator's uploaded avatar beside "A collection by".
    expect(await page.locator('header img').first().getAttribute('src')).toMatch(
      /^\/media\/.+\/256\.webp$|^\/media\//,
    );
    // The uploaded cover, at its processed size; the share card is a 1200×630 PNG of its own.
    const coverSize = await page
      .locator('main img')
      .first()
      .evaluate(
        (image: HTMLImageElement) =>
          `${image.getAttribute('src')} ${image.naturalWidth}x${image.naturalHeight}`,
      );
    expect(coverSize).toMatch(/^\/media\/\S+ 1200x630$/);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /\/og\/collection\/.+\.png$/,
    );
    const names = await page
      .getByTestId('storefront-product')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(names).toEqual([third.name, first.name]);
    // The creator's discount code for the brand, with Copy code.
    expect(await page.getByText(code, { exact: true }).first().isVisible()).toBe(true);
    await screenshotsAndAxe(page, 'storefront-collection-page', () =>
      page.getByTestId('storefront-collection').waitFor(),
    );

    // --- Opens a product and buys through the creator's referral. -----------------------------------
    await page.getByRole('link', { name: third.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${username}/p/${third.id}`);
    const buy = page.getByRole('link', { name: /^Buy at / });
    const referral = decodeURIComponent(
      (await buy.getAttribute('href'))?.match(/^\/r\/([^/?]+)$/)?.[1] ?? '',
    );
    expect(referral).not.toBe('');
    await buy.click();
    await page.waitForURL((url) => url.searchParams.get('ref') === referral);
    await visitorContext.close();
  });
});
