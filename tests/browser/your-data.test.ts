/**
 * Issue 35 in Chromium: a creator who is owed money opens Account → Your data, downloads their data
 * (the card shows it gathering, then ready with the link's expiry; the e-mail arrives), is refused
 * closing without giving up the balance (the message at the checkbox), then ticks it, types CLOSE and
 * is signed out; signing in again is refused. A brand user sees the card on Account & Billing. Axe and
 * screenshots at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  logInThroughUi,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { mailWith } from '../support/mailbox';
import type { StoreBrand } from '../support/partnership';
import { deliver, newOrderId, orderPayload, partnerOn, salesOf, sellingBrand } from '../support/sales';

let browser: Browser;
let brand: StoreBrand;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let brandSession: SavedSession;
let creatorSession: SavedSession;
let creatorEmail: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const selling = await sellingBrand(1, 10);
  brand = selling.brand;
  creator = await partnerOn(brand, selling.live.id);
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id: newOrderId(), ref: creator.code, lines: [{ product: selling.live, quantity: 1 }] }),
  );
  await eventually(async () => ((await salesOf(brand.token)).sales.length === 1 ? true : undefined), 60_000);
  creatorEmail = (await api('/me', { token: creator.token })).body.email;
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('Your data', () => {
  it('a creator downloads their data, is refused closing while owed, then gives it up and is signed out', async () => {
    const { context, page } = await openPage(browser, '/creator/account#your-data', {
      session: creatorSession,
    });
    try {
      const card = page.getByTestId('your-data');
      await expect.poll(() => card.getByTestId('close-owed').textContent()).toMatch(/You are still owed \$/);
      await screenshotsAndAxe(page, 'your-data-creator', () => card.waitFor());

      await card.getByRole('button', { name: 'Download my data' }).click();
      await expect
        .poll(() => card.getByTestId('data-export').textContent(), { timeout: 60_000 })
        .toMatch(/Ready: we e-mailed you a link/);
      await eventually(async () =>
        (await mailWith(creatorEmail, /Your data is ready/)).length ? true : undefined,
      );
      await screenshotsAndAxe(page, 'your-data-export-ready', () => card.waitFor());

      await card.getByLabel('Type CLOSE to confirm').fill('CLOSE');
      await card.getByRole('button', { name: 'Close my account' }).click();
      await expect.poll(() => card.textContent()).toMatch(/Tick this to give up \$/);
      await screenshotsAndAxe(page, 'your-data-close-refused', () => card.waitFor());

      await card.getByLabel(/Give up what I am owed/).check();
      await card.getByRole('button', { name: 'Close my account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
    // The closed account cannot sign in.
    const login = await openPage(browser, '/login');
    try {
      await logInThroughUi(login.page, { email: creatorEmail, password: 'secret1' });
      await expect.poll(() => login.page.getByRole('alert').first().textContent()).toMatch(/disabled/i);
    } finally {
      await login.context.close();
    }
  }, 180_000);

  it("a brand user sees the card on Account & Billing's Account tab", async () => {
    const { context, page } = await openPage(browser, '/brand/account#your-data', { session: brandSession });
    try {
      const card = page.getByTestId('your-data');
      await card.getByRole('button', { name: 'Download my data' }).waitFor();
      expect(await card.getByTestId('close-owed').count()).toBe(0);
      await screenshotsAndAxe(page, 'your-data-brand', () => card.waitFor());
    } finally {
      await context.close();
    }
  }, 60_000);
});
