/**
 * Issue 36, leaked codes, as a brand sees them in Chromium against the local cloud and the demo Shopify
 * store: on Influencers & Campaigns → Discount Codes, Rotate opens a dialog choosing how long the old code
 * keeps working; once the store has made it, the new code shows with the old one and when it stops; One
 * use per customer shows on the code once set. Screenshots and axe at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  screenshotOf,
  screenshotsAndAxe,
  sessionOf,
  waitForToast as toast,
  viewports,
} from '../support/browser';
import { api, eventually, useCloudEnvironment } from '../support/cloud';
import type { StoreBrand } from '../support/partnership';
import { approvedDiscountCode, partnerOn, type StoreProduct, sellingBrand } from '../support/sales';

let browser: Browser;
let brand: StoreBrand;
let live: StoreProduct;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ brand, live } = await sellingBrand(1));
});

afterAll(async () => {
  await browser?.close();
});

describe("a brand rotates a creator's leaked code", () => {
  it('chooses the grace period in a dialog; the code shows its replacement, then the once-per-customer limit', async () => {
    const ava = await partnerOn(brand, live.id);
    const code = await approvedDiscountCode(brand, ava, 15);
    await eventually(async () => {
      const { body } = await api('/brand/campaigns', { token: brand.token });
      return body.discount_codes[0]?.store_sync === 'created' ? true : undefined;
    });
    const session = await sessionOf(browser, brand.token, 'brand');
    const { context, page } = await openPage(browser, '/brand/campaigns?tab=codes', { session });
    try {
      const row = page.locator(`[data-testid="brand-discount-code"][data-creator-id="${ava.creator.id}"]`);
      await row.getByRole('button', { name: `Rotate code ${code}` }).click();
      const dialog = page.getByTestId('rotate-code-dialog');
      await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(`Rotate ${code}`);
      // 24 hours is chosen to begin with; the brand picks 3 days.
      expect(await dialog.getByRole('radio', { name: '24 hours' }).isChecked()).toBe(true);
      await dialog.getByRole('radio', { name: '3 days' }).check();
      await screenshotsAndAxe(page, 'rotate-code-dialog', () =>
        dialog.getByRole('radio', { name: '3 days' }).waitFor(),
      );
      for (const [viewport, size] of Object.entries(viewports)) {
        await page.setViewportSize(size);
        await screenshotOf(dialog, `rotate-code-dialog-only-${viewport}`);
      }
      await page.setViewportSize(viewports.desktop);

      await dialog.getByRole('button', { name: 'Rotate code' }).click();
      await toast(page, 'Rotation Requested', new RegExp(`replacing ${code}`));
      // The store makes the change in the background; the screen shows it once made.
      const previous = row.getByTestId('code-previous');
      await expect.poll(() => previous.textContent(), { timeout: 30_000 }).toContain(`Replaced ${code}`);
      const rotated = (await api('/brand/campaigns', { token: brand.token })).body.discount_codes[0];
      expect(rotated.previous_code).toBe(code);
      expect(Date.parse(rotated.previous_code_ends_at) - Date.now()).toBeGreaterThan(71 * 3600_000);
      expect(await row.textContent()).toContain(rotated.code);
      // A rotation is still ending: Rotate waits until the old code has stopped.
      expect(await row.getByRole('button', { name: `Rotate code ${rotated.code}` }).isDisabled()).toBe(true);

      await row.getByRole('button', { name: `One use per customer for ${rotated.code}` }).click();
      await toast(page, 'Limit Requested');
      await row.getByTestId('code-once-per-customer').waitFor();
      await screenshotsAndAxe(page, 'rotated-code', () =>
        row.getByTestId('code-once-per-customer').waitFor(),
      );
    } finally {
      await context.close();
    }
  });
});
