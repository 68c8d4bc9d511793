/**
 * Account → Security (issue 35) as a person uses it, in Chromium against the local cloud: signed in in
 * this browser (through the login page, which registers the sign-in) and on two other devices, they see
 * the three devices and the recent sign-ins, sign one device out (its next request is refused), then all
 * the others; logging out here ends this browser's session on the server too. Screenshots and axe at
 * 1280 and 375 px.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, signedUpUser, signIn, type TestUser, useCloudEnvironment } from '../support/cloud';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let browser: Browser;
let user: TestUser;
let scriptToken: string;
let session: SavedSession;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ user, token: scriptToken } = await signedUpUser('creator'));
  session = await sessionOf(browser, user, 'creator');
});

afterAll(async () => {
  await browser?.close();
});

it('a person sees their devices and sign-ins, signs one device out, then all others, and logs out', async () => {
  const firefox = await signIn(user, { id: `browser-test-${randomUUID()}`, userAgent: FIREFOX_WINDOWS });
  const { context, page } = await openPage(browser, '/creator/account', { session });
  try {
    await page.getByRole('link', { name: 'Security' }).click();
    await page.waitForURL('**/creator/account/security');
    const devices = page.getByTestId('signed-in-devices');
    const rows = devices.getByTestId('device-row');
    await expect.poll(() => rows.count()).toBe(3);
    // This browser first, marked; the other two with their browser and system.
    await rows.first().getByText('This device').waitFor();
    await rows.first().getByText('Chrome on Linux').waitFor();
    await devices.getByText('Firefox on Windows').waitFor();
    const signIns = page.getByTestId('recent-sign-ins').getByTestId('sign-in-row');
    await expect.poll(() => signIns.count()).toBe(3);
    await signIns.first().getByText('Firefox on Windows').waitFor();
    await signIns.first().getByText('New device').waitFor();
    await screenshotsAndAxe(page, 'account-security', () => rows.nth(2).waitFor());

    await devices.getByRole('button', { name: 'Sign out Firefox on Windows' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out Firefox on Windows?' });
    await screenshotsAndAxe(page, 'account-security-sign-out', () => confirm.waitFor());
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await waitForToast(page, 'Device signed out');
    await expect.poll(() => rows.count()).toBe(2);
    expect((await api('/me', { token: firefox })).status).toBe(401);
    expect((await api('/me', { token: scriptToken })).status).toBe(200);

    await devices.getByTestId('sign-out-others').click();
    await page.getByTestId('sign-out-others-dialog').getByRole('button', { name: 'Sign out others' }).click();
    await waitForToast(page, 'Signed out', '1 other device was signed out.');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await devices.getByTestId('sign-out-others').count()).toBe(0);
    expect((await api('/me', { token: scriptToken })).status).toBe(401);

    // Logging out here ends this browser's session on the server too (and revokes it at Cognito).
    const ownToken = await page.evaluate(
      () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1] ?? '',
    );
    expect((await api('/me', { token: ownToken })).status).toBe(200);
    await page.getByTestId('header-logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await api('/me', { token: ownToken })).status).toBe(401);
  } finally {
    await context.close();
  }
});
