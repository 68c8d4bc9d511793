/**
 * Issue 35, two-factor sign-in as a person uses it, in Chromium against the local cloud: from Account to
 * Account → Security, set up TOTP by the key shown beside the QR code (codes computed here, RFC 6238; a
 * wrong one refused at the field), save the ten recovery codes shown once, then sign in again with a
 * code from the app (a wrong one refused), and once more with a recovery code, which turns two-factor
 * sign-in off and sends the person to set it up again. Screenshots and axe at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { totpCode, wrongTotpCode } from '../../infra/local/totp';
import {
  launchBrowser,
  logInThroughUi,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
} from '../support/browser';
import { api, eventually, outputs, signedUpUser, type TestUser, useCloudEnvironment } from '../support/cloud';

let browser: Browser;
let user: TestUser;
let session: SavedSession;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  const signedUp = await signedUpUser('brand');
  user = signedUp.user;
  await eventually(
    async () =>
      (await api('/brand/onboarding', { token: signedUp.token })).status === 200 ? true : undefined,
    30_000,
  );
  session = await sessionOf(browser, user, 'brand');
});

afterAll(async () => {
  await browser?.close();
});

/** The code step of the login page, after the password. */
const passwordStep = async (page: Page) => {
  await logInThroughUi(page, user);
  await page.getByTestId('totp-step').waitFor();
};

let secret = '';
let recoveryCodes: string[] = [];

it('a brand sets up two-factor sign-in from Account → Security and saves its recovery codes', async () => {
  const { context, page } = await openPage(browser, '/brand/account', {
    session,
    prepare: (c) => c.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: outputs().WebUrl }),
  });
  try {
    await page.getByRole('link', { name: 'Security' }).click();
    await page.waitForURL('**/brand/account/security');
    const card = page.getByTestId('two-factor-card');
    await expect.poll(() => card.getByTestId('two-factor-status').textContent()).toBe('Off');
    await screenshotsAndAxe(page, 'two-factor-off', () =>
      card.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor(),
    );

    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await card.getByTestId('totp-qr-code').waitFor();
    secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshotsAndAxe(page, 'two-factor-setup', () => card.getByTestId('totp-qr-code').waitFor());

    const codeField = card.getByLabel('Code from your app');
    await codeField.fill(wrongTotpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('That code is not right').waitFor();
    await codeField.fill(totpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();

    const shown = card.getByTestId('recovery-codes');
    await shown.waitFor();
    recoveryCodes = await shown.getByTestId('recovery-code').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await screenshotsAndAxe(page, 'two-factor-recovery-codes', () => shown.waitFor());
    await shown.getByRole('button', { name: 'Copy codes' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      shown.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    await shown.getByRole('button', { name: 'I have saved them' }).click();

    await expect.poll(() => card.getByTestId('two-factor-status').textContent()).toBe('On');
    await card.getByText('10 of 10 recovery codes left.').waitFor();
    await screenshotsAndAxe(page, 'two-factor-on', () => card.getByTestId('recovery-codes-left').waitFor());

    // Turning it off asks for the password and a current code; a wrong code is refused at its field.
    await card.getByRole('button', { name: 'Turn off' }).click();
    const dialog = page.getByTestId('turn-off-totp-dialog');
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByLabel('Code from your authenticator app').fill(wrongTotpCode(secret));
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await dialog.getByText('That code is not right').waitFor();
    await screenshotsAndAxe(page, 'two-factor-turn-off', () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => card.getByTestId('two-factor-status').textContent()).toBe('On');
  } finally {
    await context.close();
  }
});

it('signing in again asks for a code from the app; a wrong one is refused at the field', async () => {
  expect(secret, 'the set-up test ran first').not.toBe('');
  const { context, page } = await openPage(browser, '/login');
  try {
    await passwordStep(page);
    await screenshotsAndAxe(page, 'login-totp-step', () => page.getByLabel('Authentication code').waitFor());
    await page.getByLabel('Authentication code').fill(wrongTotpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right').waitFor();
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/brand/dashboard');
    await page.getByRole('banner').getByTestId('role-badge').waitFor();
  } finally {
    await context.close();
  }
});

it('without the phone, a recovery code signs in once and sends the person to set it up again', async () => {
  expect(recoveryCodes, 'the set-up test ran first').toHaveLength(10);
  const { context, page } = await openPage(browser, '/login', { viewport: 'phone' });
  try {
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    const step = page.getByTestId('recovery-code-step');
    await step.getByLabel('Recovery code').fill('aaaa-bbbb-cccc');
    await step.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await step.getByText('That is not one of your recovery codes.').waitFor();
    await screenshotsAndAxe(page, 'login-recovery-code', () => step.waitFor());
    await step.getByLabel('Recovery code').fill(recoveryCodes[2] ?? '');
    await step.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await page.waitForURL('**/brand/account/security?recovered=1');
    await page.getByTestId('recovered-notice').waitFor();
    await expect.poll(() => page.getByTestId('two-factor-status').textContent()).toBe('Off');
  } finally {
    await context.close();
  }
});
