/**
 * Program mode as people use it (issue 21), in Chromium against the local cloud: the brand switches its
 * program to Approval required; a creator sees Apply (no Copy Link) on the product, applies and sees the
 * application pending (My Campaigns names its brand); the brand selects the pending applications (with
 * their figures) and approves them from the bulk bar, and reads the summary; the creator then has Copy
 * Link, and the copied link redirects. Screenshots and axe at 1280 and 375 px on each screen.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast as toast,
} from '../support/browser';
import { api, outputs, useCloudEnvironment } from '../support/cloud';
import { brandWithLiveProducts, json, onboardedCreator } from '../support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let browser: Browser;
let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;
let creator: Creator;
let other: Creator;
let brandSession: SavedSession;
let creatorSession: SavedSession;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  [brand, creator, other] = await Promise.all([
    brandWithLiveProducts(1),
    onboardedCreator(),
    onboardedCreator(),
  ]);
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
});

afterAll(async () => {
  await browser?.close();
});

const productId = () => brand.liveProductIds[0] as string;
const allowClipboard = (context: BrowserContext) =>
  context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: outputs().WebUrl });
const productCard = (page: Page) =>
  page.locator(`[data-testid="brand-product-card"][data-product-id="${productId()}"]`);
const openBrandProducts = (session: SavedSession) =>
  openPage(browser, `/creator/brands/${brand.brandId}?tab=products`, { session, prepare: allowClipboard });

describe('an approval-required brand', () => {
  it('the brand switches its program to Approval required', async () => {
    const { context, page } = await openPage(browser, '/brand/account', { session: brandSession });
    try {
      const program = page.getByTestId('program-mode');
      await program.getByRole('radio', { name: /Anyone can promote/ }).waitFor();
      expect(await program.getByRole('radio', { name: /Anyone can promote/ }).isChecked()).toBe(true);
      await program.getByRole('radio', { name: /Approval required/ }).check();
      await program.getByRole('button', { name: 'Save program' }).click();
      await toast(page, 'Program Updated', 'Approval required.');
      expect((await api('/brand/account', { token: brand.token })).body.brand.program_mode).toBe('approval');
      await screenshotsAndAxe(page, 'brand-program-mode', () => program.waitFor());
    } finally {
      await context.close();
    }
  });

  it('a creator sees Apply, not Copy Link, applies, and sees the application pending', async () => {
    const { context, page } = await openBrandProducts(creatorSession);
    try {
      await page.getByTestId('program-mode-badge').getByText('Approval required').waitFor();
      const card = productCard(page);
      const apply = card.getByRole('button', { name: /^Apply to promote/ });
      await apply.waitFor();
      expect(await card.getByRole('button', { name: /^Copy Link/ }).count()).toBe(0);
      // Apply opens the pitch dialog (issue 34); sent, the card says since when it is pending.
      await apply.click();
      const dialog = page.getByRole('dialog', { name: /^Apply to promote/ });
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await toast(page, 'Application Sent');
      await card
        .getByTestId('application-state')
        .getByText(/^Application pending since/)
        .waitFor();
      expect(await card.getByRole('button', { name: /^Copy Link/ }).count()).toBe(0);
      await screenshotsAndAxe(page, 'creator-approval-required', () => card.waitFor());
      // My Campaigns names the brand of the pending application (issue 21's polish).
      const brandName = (await api('/brand/account', { token: brand.token })).body.brand.brand_name;
      await page.goto('/creator/campaigns?tab=pending');
      const pending = page.getByTestId('creator-application');
      await pending.waitFor();
      expect(await pending.getByTestId('application-brand').textContent()).toBe(`Brand: ${brandName}`);
    } finally {
      await context.close();
    }
  });

  it('the brand selects the pending applications and approves them from the bulk bar', async () => {
    // A second applicant, so the bar decides more than one.
    expect(
      (
        await api('/creator/applications', {
          ...json('POST', { brand_id: brand.brandId, product_id: productId() }),
          token: other.token,
        })
      ).status,
    ).toBe(201);
    const { context, page } = await openPage(browser, '/brand/campaigns', { session: brandSession });
    try {
      const rows = page.getByTestId('application');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      // Each application shows its creator's figures: 1,200 followers (the test creators' profile).
      const figures = page
        .locator(`[data-application-id="${creator.creator.id}.${productId()}"]`)
        .getByTestId('applicant-figures');
      expect(await figures.textContent()).toContain('1.2K');
      expect(await figures.textContent()).toContain('No clicks yet');
      await page.getByTestId('select-all-applications').check();
      const bar = page.getByTestId('bulk-bar');
      await bar.getByText('2 selected').waitFor();
      await screenshotsAndAxe(page, 'brand-bulk-applications', () => bar.waitFor());
      await bar.getByRole('button', { name: 'Approve selected' }).click();
      const result = page.getByTestId('bulk-result');
      await result.getByText('2 applications approved.').waitFor();
      expect(await page.getByTestId('bulk-bar').count()).toBe(0);
      await page.getByTestId('pending-empty').waitFor();
    } finally {
      await context.close();
    }
  });

  it('the approved creator now has Copy Link, and the link works', async () => {
    const { context, page } = await openBrandProducts(creatorSession);
    try {
      const card = productCard(page);
      const copy = card.getByRole('button', { name: /^Copy Link/ });
      await copy.waitFor();
      expect(await card.getByRole('button', { name: /^Apply to promote/ }).count()).toBe(0);
      await copy.click();
      await toast(page, 'Link Copied!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${outputs().WebUrl}/r/${creator.creator.username}_`));
      const response = await fetch(copied, { redirect: 'manual' });
      expect(response.status).toBe(302);
    } finally {
      await context.close();
    }
  });
});
