/**
 * Account → Audit log in Chromium (issue 35, part 3): the brand's changes made over the API (Apply to All
 * on 27 products, one product by an API key, a key created) are listed newest first with who, role, what,
 * before → after, when and IP; "Load more" brings the rest; the person and kind filters narrow the list
 * (a filter with nothing shows the empty state); Export CSV downloads the log. Screenshots at 1280 and
 * 375 px with axe.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../support/brand';
import { launchBrowser, openPage, type SavedSession, screenshotsAndAxe, sessionOf } from '../support/browser';
import { api, outputs } from '../support/cloud';
import { json } from '../support/partnership';
import { ensureSecondFactor } from '../support/second-factor';

let browser: Browser;
let brand: TestBrand;
let session: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  brand = await brandWithProducts(27, { firstName: 'Grace' });
  expect(
    (
      await api('/brand/products/commission', {
        ...json('PUT', { commission_percentage: 12 }),
        token: brand.token,
      })
    ).status,
  ).toBe(200);
  // Signed in before two-factor sign-in is turned on (creating a key needs it); the session stays valid.
  session = await sessionOf(browser, brand.token, 'brand');
  await ensureSecondFactor(brand.token);
  const key = await api('/brand/api-keys', {
    ...json('POST', { name: 'Warehouse sync', scopes: ['products:write'] }),
    token: brand.token,
  });
  expect(key.status).toBe(201);
  const byKey = await fetch(`${outputs().ApiUrl}/v1/products/${brand.productIds[0]}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${key.body.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ commission_percentage: 18 }),
  });
  expect(byKey.status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('Account → Audit log', () => {
  it('lists who changed what, pages, filters by person and kind, and exports CSV', async () => {
    const { context, page } = await openPage(browser, '/brand/account', { session });
    try {
      await page.getByTestId('audit-log-link').getByRole('link', { name: 'Open the audit log' }).click();
      await page.waitForURL('**/brand/account/audit-log');
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const rows = page.getByTestId('audit-entry');
      await rows.first().waitFor();
      // Newest first: the key's change, then the key's creation by Grace, then Apply to All.
      await expect.poll(() => rows.count()).toBe(25);
      const newest = rows.first();
      expect(await newest.textContent()).toContain('Warehouse sync');
      expect(await newest.textContent()).toContain('API key');
      expect(await newest.textContent()).toMatch(/12%.*18%/);
      const second = rows.nth(1);
      expect(await second.textContent()).toContain('Grace Lovelace');
      expect(await second.textContent()).toContain('Owner');
      expect(await second.textContent()).toContain('Created an API key');
      await screenshotsAndAxe(page, 'audit-log', () => rows.first().waitFor());
      // At 375 px the entries are blocks with their labels; the first one is on the first screen.
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await newest.boundingBox().then((box) => (box ? box.y + 40 < 740 : false))).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The rest of Apply to All: 29 entries in all.
      await page.getByTestId('audit-load-more').click();
      await expect.poll(() => rows.count()).toBe(29);
      await expect.poll(() => page.getByTestId('audit-load-more').count()).toBe(0);

      // Only the key's changes.
      await page.getByTestId('audit-filter-person').selectOption({ label: 'API key “Warehouse sync”' });
      await expect.poll(() => rows.count()).toBe(1);
      // A kind with nothing recorded: the empty state.
      await page.getByTestId('audit-filter-person').selectOption({ label: 'Everyone' });
      await page.getByTestId('audit-filter-kind').selectOption({ label: 'Paid an invoice' });
      await page.getByTestId('audit-empty').getByText('No changes match these filters').waitFor();
      await screenshotsAndAxe(page, 'audit-log-empty', () => page.getByTestId('audit-empty').waitFor());
      await page.getByTestId('audit-filter-kind').selectOption({ label: 'Changed a commission' });
      await expect.poll(() => rows.count()).toBe(25);

      // Export CSV: today's entries, as a file.
      await page.getByTestId('audit-export').getByText('Export CSV').click();
      const downloading = page.waitForEvent('download');
      await page.getByTestId('export-audit-log-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    } finally {
      await context.close();
    }
  }, 180_000);
});
