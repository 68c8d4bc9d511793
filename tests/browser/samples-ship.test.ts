/**
 * Samples that ship (issue 21) in Chromium against the local cloud and its demo Shopify store: a creator
 * redeems a sample, confirming the cost and giving a shipping address; the order appears in the brand's
 * demo store as a $0 order (the store's own admin page); the merchant fulfils it there with a carrier and
 * tracking number; the creator sees it Shipped with the tracking, and the brand sees the same on Samples.
 * Screenshots at 1280 and 375 px with axe on the new screens.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousViolations,
  launchBrowser,
  openPage,
  type SavedSession,
  screenshot,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { storeUrl } from '../support/demo-store';
import { brandWithStore, json, onboardedCreator, type StoreBrand } from '../support/partnership';
import { partnerOn } from '../support/sales';

const SAMPLE_CREDITS = 40;

let browser: Browser;
let brand: StoreBrand;
let productId: string;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let brandSession: SavedSession;
let creatorSession: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  [brand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
  productId = brand.liveProductIds[0] as string;
  const settings = await api(`/brand/products/${productId}/settings`, {
    ...json('PATCH', { sample_available: true, sample_credits: SAMPLE_CREDITS }),
    token: brand.token,
  });
  expect(settings.status).toBe(200);
  // Approved to promote the product: First Campaign's 50 credits (by the event) to redeem with.
  await partnerOn(brand, productId, creator);
  await eventually(async () =>
    (await api('/creator/credits', { token: creator.token })).body.balance === 50 ? true : undefined,
  );
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a sample that ships', () => {
  it('redeemed with an address, ordered in the store, fulfilled there, shown shipped with tracking', async () => {
    // --- The creator redeems: the dialog states the cost and the balance after, asks the address ------
    const { context, page } = await openPage(browser, '/creator/credits?tab=store', {
      session: creatorSession,
    });
    const sample = page.locator(`[data-testid="sample-product"][data-product-id="${productId}"]`);
    await sample.getByRole('button', { name: /^Redeem for 40 credits/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Redeem a sample of/ });
    await dialog.waitFor();
    expect(await dialog.getByTestId('balance-after').textContent()).toBe('10 credits');
    // The server checks the address: its message appears at the field, nothing is spent.
    await dialog.getByLabel('Full name').fill('Ava Reviews');
    await dialog.getByLabel('Address line 1').fill('1 Main Street');
    await dialog.getByLabel('City').fill('Austin');
    await dialog.getByLabel('Region / state').fill('TX');
    await dialog.getByLabel('Postal code').fill('737#01');
    await dialog.getByRole('button', { name: 'Confirm: 40 credits' }).click();
    await dialog.getByText('Postal code may hold only letters, digits, spaces and -').waitFor();
    await screenshotsAndAxe(page, 'creator-redeem-sample-dialog', () => dialog.waitFor());
    await dialog.getByLabel('Postal code').fill('73301');
    await dialog.getByLabel('Country').selectOption('US');
    await dialog.getByRole('button', { name: 'Confirm: 40 credits' }).click();
    await waitForToast(page, 'Sample Ordered');
    await dialog.waitFor({ state: 'hidden' });

    // --- My Samples: the order is created in the store (by the event's consumer) ---------------------
    await page.getByRole('tab', { name: /^My Samples/ }).click();
    const mine = page.getByTestId('my-sample');
    await expect
      .poll(
        async () => {
          const status = await mine.first().getAttribute('data-status');
          if (status !== 'ordered') await page.reload();
          return status;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('ordered');
    expect(await mine.getByTestId('sample-order-status').textContent()).toBe('Order created in store');
    const storeOrder = /store order (#\d+)/.exec((await mine.textContent()) ?? '')?.[1] ?? '';
    expect(storeOrder).toMatch(/^#\d+$/);

    // --- The demo store's admin: the $0 order, fulfilled with a carrier and tracking number -----------
    const store = await context.newPage();
    await store.goto(storeUrl(brand.shop, 'admin/orders'));
    const card = store.getByRole('region', { name: storeOrder });
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('$0.00');
    expect(cardText).toContain('1 Main Street');
    await card.getByLabel('Carrier').selectOption('UPS');
    await card.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await expectNoSeriousViolations(store, 'demo store admin orders with a sample');
    await card.getByRole('button', { name: `Fulfil order ${storeOrder}` }).click();
    await expect
      .poll(() => store.getByRole('status').textContent())
      .toContain(`Order ${storeOrder} fulfilled`);
    await screenshot(store, 'demo-store-admin-sample-fulfilled');
    await store.close();

    // --- The creator sees it Shipped with the tracking (the store's fulfillments/create webhook) -------
    await expect
      .poll(
        async () => {
          const status = await mine.first().getAttribute('data-status');
          if (status !== 'fulfilled') await page.reload();
          return status;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe('fulfilled');
    expect(await mine.getByTestId('sample-order-status').textContent()).toBe('Shipped');
    const tracking = mine.getByRole('link', { name: /1Z999AA10123456784/ });
    expect(await tracking.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    await screenshotsAndAxe(page, 'creator-my-samples', () => mine.first().waitFor());
    await context.close();

    // --- The brand sees the same, with the address, and the samples' cost per creator -----------------
    const brandSide = await openPage(browser, '/brand/samples', { session: brandSession });
    const order = brandSide.page.getByTestId('sample-order');
    await order.getByText(`For @${creator.creator.username} ·`).waitFor();
    expect(await order.getAttribute('data-status')).toBe('fulfilled');
    expect(await order.getByTestId('shipping-address').textContent()).toContain('1 Main Street');
    expect(await order.getByTestId('sample-tracking').textContent()).toContain('UPS');
    await screenshotsAndAxe(brandSide.page, 'brand-samples-shipped', () => order.waitFor());
    await brandSide.page.getByRole('tab', { name: 'Cost & Sales' }).click();
    const row = brandSide.page.getByTestId('sample-creator-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(`@${creator.creator.username}`);
    await expectNoSeriousViolations(brandSide.page, 'brand samples cost and sales');
    await brandSide.context.close();
  }, 180_000);
});
