/**
 * Issue 36, in Chromium against the local cloud: the brand's Fraud signals card (Account tab). The owner
 * turns a signal on and sets its threshold; a threshold out of range is refused at the field, a coupon
 * site that is not a domain is refused by the server at its line, and nothing is saved until both are
 * right; the save is what the API then answers. A viewer sees the same settings in a disabled form,
 * with who can change them. Screenshots and axe at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../contracts/fraud';
import { BRAND_IN_USE_KEY } from '../../web/src/lib/brand-in-use';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotOf,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, signedUpUser, useCloudEnvironment } from '../support/cloud';
import { brandWithLiveProducts } from '../support/partnership';
import { joinTeam } from '../support/team';

let browser: Browser;
let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;
let ownerSession: SavedSession;
let viewerSession: SavedSession;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  brand = await brandWithLiveProducts(0);
  const viewer = await signedUpUser('brand', { firstName: 'Fraud viewer' });
  await joinTeam({ token: brand.token, brandId: brand.brandId }, viewer, 'viewer');
  [ownerSession, viewerSession] = await Promise.all([
    sessionOf(browser, brand.token, 'brand'),
    sessionOf(browser, viewer.user, 'brand'),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const settingsOf = async () => (await api('/brand/fraud-settings', { token: brand.token })).body;

describe('Fraud signals card', () => {
  it('the owner turns a signal on with its threshold; bad values are refused where they are', async () => {
    const { context, page } = await openPage(browser, '/brand/account', { session: ownerSession });
    try {
      const card = page.getByTestId('fraud-signals-card');
      const newAccount = card.getByRole('switch', { name: 'New account, big sales' });
      await newAccount.waitFor();
      expect(await newAccount.getAttribute('aria-checked')).toBe('false');
      expect(
        await card.getByRole('switch', { name: 'Leaked discount code' }).getAttribute('aria-checked'),
      ).toBe('true');
      await screenshotsAndAxe(page, 'brand-fraud-signals', () => card.waitFor());
      await screenshotOf(card, 'brand-fraud-signals-card');

      await newAccount.click();
      const threshold = card.getByTestId('fraud-threshold-new_account_big_sales');
      await threshold.fill('0');
      await card.getByRole('button', { name: 'Save fraud signals' }).click();
      await card.getByText('Enter a whole number from 1 to 10,000').waitFor();
      expect(await threshold.getAttribute('aria-invalid')).toBe('true');
      expect((await settingsOf()).version).toBe(0);

      await threshold.fill('250');
      const sites = card.getByTestId('fraud-coupon-sites');
      await sites.fill('retailmenot.com\nnot a site');
      await card.getByRole('button', { name: 'Save fraud signals' }).click();
      await card.getByText(/^Line 2: Each coupon site must be a domain/).waitFor();
      expect((await settingsOf()).version).toBe(0);
      await screenshotOf(card, 'brand-fraud-signals-errors');

      await sites.fill('retailmenot.com\ndeals.example');
      await card.getByRole('button', { name: 'Save fraud signals' }).click();
      await waitForToast(page, 'Fraud Signals Saved');
      expect(await settingsOf()).toEqual({
        settings: {
          ...defaultFraudSettings,
          leaked_code: {
            ...defaultFraudSettings.leaked_code,
            coupon_sites: ['retailmenot.com', 'deals.example'],
          },
          new_account_big_sales: { enabled: true, threshold: 250 },
        },
        version: 1,
      });
      expect(await newAccount.getAttribute('aria-checked')).toBe('true');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('a viewer reads them, disabled, and is told who can change them', async () => {
    const { context, page } = await openPage(browser, '/brand/account', {
      session: viewerSession,
      prepare: (ctx) =>
        ctx.addInitScript(([key, brandId]) => localStorage.setItem(key, brandId), [
          BRAND_IN_USE_KEY,
          brand.brandId,
        ] as const),
    });
    try {
      const card = page.getByTestId('fraud-signals-card');
      const newAccount = card.getByRole('switch', { name: 'New account, big sales' });
      await newAccount.waitFor();
      expect(await newAccount.getAttribute('aria-checked')).toBe('true');
      expect(await newAccount.isDisabled()).toBe(true);
      expect(await card.getByTestId('fraud-threshold-new_account_big_sales').inputValue()).toBe('250');
      expect(await card.getByTestId('fraud-threshold-new_account_big_sales').isDisabled()).toBe(true);
      expect(await card.getByRole('button', { name: 'Save fraud signals' }).count()).toBe(0);
      expect(await card.getByTestId('role-note').textContent()).toBe(
        "Your role (Viewer) can't change fraud signals. Owner or Admin can.",
      );
      await screenshotsAndAxe(page, 'brand-fraud-signals-viewer', () => card.waitFor());
    } finally {
      await context.close();
    }
  }, 60_000);
});
