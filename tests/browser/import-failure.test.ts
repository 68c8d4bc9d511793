/**
 * Sync Products when the store fails part-way: the brand sees why the import failed beside the button
 * (not only in a toast), and a new Sync runs at once and clears it. The demo store's local fault switch
 * fails one shop's product page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousViolations,
  launchBrowser,
  openPage,
  type SavedSession,
  screenshot,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { outputs } from '../support/cloud';
import { brandWithStore, type StoreBrand } from '../support/partnership';

let browser: Browser;
let brand: StoreBrand;
let session: SavedSession;

const failProductPages = async (shop: string, pages: number[]) => {
  const response = await fetch(`${outputs().DemoShopifyUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shop, failProductPages: pages }),
  });
  expect(response.status).toBe(200);
};

beforeAll(async () => {
  browser = await launchBrowser();
  brand = await brandWithStore(0);
  session = await sessionOf(browser, brand.token, 'brand');
}, 180_000);

afterAll(async () => {
  await failProductPages(brand.shop, []);
  await browser?.close();
});

describe('Sync Products with a failing store', () => {
  it('shows the reason beside the button, and the next Sync succeeds and clears it', async () => {
    await failProductPages(brand.shop, [1]);
    const { context, page } = await openPage(browser, '/brand/explore', { session });
    try {
      await page.getByRole('button', { name: 'Sync Products' }).click();
      const reason = page.getByTestId('import-error');
      await reason.waitFor({ timeout: 30_000 });
      expect(await reason.getAttribute('role')).toBe('alert');
      expect(await reason.textContent()).toBe(
        'Import failed: Your Shopify store did not answer while importing page 1. Check the store connection and run Sync again.',
      );
      await expectNoSeriousViolations(page, 'my products, import failed');
      await screenshot(page, 'brand-products-import-failed-desktop', { fullPage: false });

      // The reason comes from the server, so it is still there after a reload.
      await page.reload();
      await reason.waitFor({ timeout: 30_000 });
      expect(await reason.textContent()).toMatch(/^Import failed: Your Shopify store did not answer/);

      await failProductPages(brand.shop, []);
      await page.getByRole('button', { name: 'Sync Products' }).click();
      expect(await reason.count()).toBe(0);
      await waitForToast(page, 'Import Successful');
      expect(await reason.count()).toBe(0);
      await page.reload();
      await page.getByRole('button', { name: 'Sync Products' }).waitFor();
      expect(await reason.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
