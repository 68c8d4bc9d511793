/**
 * Sign-up through the real page against the local cloud: each role lands on its onboarding, the role
 * toggle follows ?role=, the spec's validation stops bad input before anything is sent, and a refusal
 * by the server is an 'Error creating account' toast.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { signedUpUser } from '../support/cloud';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const fillSignUp = async (
  page: Page,
  user: { first: string; last: string; email: string; password: string },
) => {
  await page.getByLabel('First name').fill(user.first);
  await page.getByLabel('Last name').fill(user.last);
  await page.getByLabel('Work email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
};

const pressed = (page: Page, name: 'Brand' | 'Creator') =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

/** Records every call to Cognito or the API, to prove that nothing was sent. */
const recordBackendCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/cognito') || (pathname.startsWith('/api/') && pathname !== '/api/platform')) {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
};

describe('sign-up through the web pages', () => {
  it('a brand signs up and lands on /brand/onboarding, signed in as a brand', async () => {
    const { context, page } = await openPage(browser, '/signup?role=brand');
    const email = `brand-${randomUUID().slice(0, 8)}@example.com`;
    await expect.poll(() => pressed(page, 'Brand')).toBe('true');
    await fillSignUp(page, { first: 'Bea', last: 'Brand', email, password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/brand/onboarding', { timeout: 20_000 });
    // The wizard greets the brand named after the new user (created from the ProfileCreated event).
    const wizard = page.getByTestId('brand-onboarding');
    await wizard.getByRole('heading', { name: /Bea Brand/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('banner').getByTestId('role-badge').textContent()).toBe('Brand');
    await page.getByTestId('sidebar').waitFor();
    await screenshot(page, 'sign-up-brand-onboarding');

    // The session survives a reload (Amplify keeps it in localStorage).
    await page.reload();
    await wizard.getByRole('heading', { name: /Bea Brand/ }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('a creator signs up (choosing Creator on the toggle) and lands on /creator/onboarding', async () => {
    const { context, page } = await openPage(browser, '/signup?role=brand');
    const email = `creator-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('button', { name: 'Creator', exact: true }).click();
    expect(await pressed(page, 'Creator')).toBe('true');
    await fillSignUp(page, { first: 'Cleo', last: 'Creator', email, password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/creator/onboarding', { timeout: 20_000 });
    // The creator onboarding wizard, at its first step.
    const wizard = page.getByTestId('creator-onboarding');
    await wizard.getByRole('heading', { name: 'Build Your Profile' }).waitFor({ timeout: 20_000 });
    expect(await wizard.getAttribute('data-step')).toBe('1');
    expect(await page.getByRole('banner').getByTestId('role-badge').textContent()).toBe('Creator');
    await context.close();
  });

  it('?role=creator preselects Creator; an unknown role is ignored', async () => {
    const { context, page } = await openPage(browser, '/signup?role=creator');
    await expect.poll(() => pressed(page, 'Creator')).toBe('true');
    expect(await pressed(page, 'Brand')).toBe('false');

    // 'influencer' is what the old pricing page sent; only brand and creator are accepted.
    await page.goto('/signup?role=influencer');
    await expect.poll(() => pressed(page, 'Creator')).toBe('true');
    await page.goto('/signup?role=admin');
    await expect.poll(() => pressed(page, 'Brand')).toBe('false');
    await context.close();
  });

  it('a 5-character password and a malformed e-mail are refused at their fields and nothing is sent', async () => {
    const { context, page } = await openPage(browser, '/signup?role=creator');
    const calls = recordBackendCalls(page);
    await fillSignUp(page, { first: 'Short', last: 'Pass', email: 'not-an-email', password: '12345' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    // The messages are tied to their fields for screen readers.
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Work email').getAttribute('aria-describedby')).toContain(
      'signup-email-error',
    );
    expect(calls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('empty required fields are refused with a message at each, and nothing is sent', async () => {
    const { context, page } = await openPage(browser, '/signup');
    const calls = recordBackendCalls(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 6 characters',
    ]) {
      await page.getByText(message).waitFor();
    }
    // Focus goes to the first field to fix.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('signup-first-name');
    expect(calls).toEqual([]);
    await context.close();
  });

  it("an address that is already registered is refused by the server as an 'Error creating account' toast", async () => {
    const { user } = await signedUpUser('creator');
    const { context, page } = await openPage(browser, '/signup?role=creator');
    await fillSignUp(page, { first: 'Again', last: 'Again', email: user.email, password: 'secret1' });
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = page.getByTestId('toasts').getByRole('alert');
    await alert.getByText('Error creating account').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });
});
