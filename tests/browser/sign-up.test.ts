/**
 * Browser journeys through the real web pages against the local cloud: sign up as a brand and as a
 * creator, sign in again, and keep the session across a reload.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { outputs } from '../support/cloud';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const newPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
};

const fillSignUp = async (
  page: Page,
  user: { first: string; last: string; email: string; password: string },
) => {
  await page.getByLabel('First name').fill(user.first);
  await page.getByLabel('Last name').fill(user.last);
  await page.getByLabel('Work email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
};

describe('sign-up through the web pages', () => {
  it('a brand signs up and lands on /brand/onboarding, signed in as a brand', async () => {
    const { context, page } = await newPage();
    const email = `brand-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${outputs().WebUrl}/signup?role=brand`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Brand', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await fillSignUp(page, { first: 'Bea', last: 'Brand', email, password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/brand/onboarding', { timeout: 20_000 });
    const home = page.getByTestId('account-home');
    await home.waitFor({ timeout: 20_000 });
    expect(await home.getAttribute('data-role')).toBe('brand');
    expect(await home.textContent()).toContain('Bea');
    await screenshot(page, 'sign-up-brand-onboarding');

    // The session survives a reload (Amplify keeps it in localStorage).
    await page.reload();
    await page.getByTestId('account-home').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('account-home').getAttribute('data-role')).toBe('brand');
    await context.close();
  });

  it('a creator signs up (choosing Creator on the toggle) and lands on /creator/onboarding', async () => {
    const { context, page } = await newPage();
    const email = `creator-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto(`${outputs().WebUrl}/signup`);
    await page.getByRole('button', { name: 'Creator', exact: true }).click();
    await fillSignUp(page, { first: 'Cleo', last: 'Creator', email, password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/creator/onboarding', { timeout: 20_000 });
    const home = page.getByTestId('account-home');
    await home.waitFor({ timeout: 20_000 });
    expect(await home.getAttribute('data-role')).toBe('creator');

    // Sign out, then sign in again through the login page: routed to the creator dashboard.
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL(`${outputs().WebUrl}/`, { timeout: 20_000 });
    await page.goto(`${outputs().WebUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/creator/dashboard', { timeout: 20_000 });
    expect(await page.getByTestId('account-home').getAttribute('data-role')).toBe('creator');
    await screenshot(page, 'sign-in-creator-dashboard');
    await context.close();
  });

  it('a wrong password shows the sign-in error toast and stays on /login', async () => {
    const { context, page } = await newPage();
    await page.goto(`${outputs().WebUrl}/login`);
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByTestId('toasts').textContent(), { timeout: 10_000 })
      .toContain('Error signing in');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('a 5-character password is refused at the field and nothing is sent', async () => {
    const { context, page } = await newPage();
    const cognitoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cognito')) cognitoCalls.push(request.url());
    });
    await page.goto(`${outputs().WebUrl}/signup?role=creator`);
    await fillSignUp(page, { first: 'Short', last: 'Pass', email: 'not-an-email', password: '12345' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(cognitoCalls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });
});
