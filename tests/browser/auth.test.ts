/**
 * Logging in and out through the real pages: each role is routed to its dashboard, a refused sign-in
 * is a toast, the header shows who is signed in, logout returns to the landing page, and the session
 * survives a reload.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  logInThroughUi,
  openPage,
  type SavedSession,
  screenshot,
  signedInSession,
} from '../support/browser';
import { signedUpUser } from '../support/cloud';

let browser: Browser;
let brand: SavedSession;
/** Its own user: signing out may revoke the tokens a saved session holds. */
let creatorToLogOut: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  [{ session: brand }, { session: creatorToLogOut }] = await Promise.all([
    signedInSession(browser, 'brand'),
    signedInSession(browser, 'creator'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

describe('login and logout', () => {
  it('a brand logs in and is routed to /brand/dashboard, with the role badge and name in the header', async () => {
    const { user } = await signedUpUser('brand', { firstName: 'Bria', lastName: 'Store' });
    const { context, page } = await openPage(browser, '/login');
    await logInThroughUi(page, user);
    await page.waitForURL('**/brand/dashboard');
    await page.getByTestId('brand-dashboard').getByRole('heading', { name: 'Welcome, Bria Store' }).waitFor();
    expect(await page.getByRole('banner').getByTestId('role-badge').textContent()).toBe('Brand');
    expect(await page.getByTestId('header-user-name').textContent()).toBe('Bria Store');
    await context.close();
  });

  it('a creator logs in and is routed to /creator/dashboard; the session survives a reload', async () => {
    const { user } = await signedUpUser('creator');
    const { context, page } = await openPage(browser, '/login');
    await logInThroughUi(page, user);
    await page.waitForURL('**/creator/dashboard');
    await page.getByTestId('creator-dashboard').waitFor();
    await page.getByTestId('sidebar').waitFor();
    await screenshot(page, 'creator-dashboard-desktop');

    await page.reload();
    await page.getByTestId('creator-dashboard').waitFor();
    expect(await page.getByRole('banner').getByTestId('role-badge').textContent()).toBe('Creator');
    await context.close();
  });

  it("a wrong password is an 'Error signing in' toast, announced as an alert, and the page stays on /login", async () => {
    const { user } = await signedUpUser('creator');
    const { context, page } = await openPage(browser, '/login');
    await logInThroughUi(page, { email: user.email, password: 'wrong-password' });
    await page.getByTestId('toasts').getByRole('alert').getByText('Error signing in').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('the logo leads a signed-in user to their dashboard', async () => {
    const { context, page } = await openPage(browser, '/pricing', { session: brand });
    await page.getByTestId('role-badge').waitFor();
    await page.getByTestId('wordmark').click();
    await page.waitForURL('**/brand/dashboard');
    await context.close();
  });

  it('logout returns to / signed out', async () => {
    const { context, page } = await openPage(browser, '/creator/dashboard', { session: creatorToLogOut });
    await page.getByTestId('creator-dashboard').waitFor();
    await page.getByTestId('header-logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.getByTestId('role-badge').count()).toBe(0);

    // Signed out for real: the workspace asks to log in again, also after a reload.
    await page.goto('/creator/dashboard');
    await page.getByTestId('login-required').waitFor();
    await context.close();
  });
});
