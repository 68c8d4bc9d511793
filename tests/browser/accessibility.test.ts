/**
 * axe-core on every public page, the auth pages, the 404 and the signed-in workspace at both widths:
 * no serious or critical violation (the brand workspace screens are checked with their data in
 * brand-workspace.test.ts). Plus the keyboard basics axe cannot see: the skip link comes
 * first, and focus is visible.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousViolations,
  launchBrowser,
  openPage,
  type SavedSession,
  signedInSession,
  viewports,
} from '../support/browser';

let browser: Browser;
let brand: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ session: brand } = await signedInSession(browser, 'brand'));
});

afterAll(async () => {
  await browser?.close();
});

/** Each page with something on it that proves it finished loading (not a spinner). */
const publicPages = [
  { path: '/', ready: (page: Page) => page.getByTestId('landing-card-brands').getByText('5%').waitFor() },
  {
    path: '/features',
    ready: (page: Page) => page.getByRole('link', { name: 'Start Free Trial' }).waitFor(),
  },
  { path: '/pricing', ready: (page: Page) => page.getByTestId('pricing-faq').getByText('Stripe').waitFor() },
  { path: '/signup', ready: (page: Page) => page.getByLabel('Work email').waitFor() },
  { path: '/login', ready: (page: Page) => page.getByLabel('Email').waitFor() },
  { path: '/this/page-does-not-exist', ready: (page: Page) => page.getByTestId('not-found').waitFor() },
  // One segment is a storefront's address: a name nobody has answers the storefront's own 404.
  { path: '/nobody-has-this-name', ready: (page: Page) => page.getByTestId('storefront-404').waitFor() },
];

describe('accessibility (axe-core: no serious or critical violations)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`public and auth pages, ${viewports[viewport].width} px wide`, async () => {
      const { context, page } = await openPage(browser, '/', { viewport });
      for (const { path, ready } of publicPages) {
        await page.goto(path);
        await ready(page);
        await expectNoSeriousViolations(page, `${path} at ${viewports[viewport].width} px`);
      }
      await context.close();
    });
  }

  it('sign-up with its validation messages showing', async () => {
    const { context, page } = await openPage(browser, '/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('First name is required').waitFor();
    await expectNoSeriousViolations(page, '/signup with errors');
    await context.close();
  });

  it('the signed-in workspace: sidebar expanded and collapsed, bottom navigation, guard notices', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard', { session: brand });
    await page.getByTestId('sidebar').waitFor();
    await page
      .getByTestId('brand-dashboard')
      .getByRole('heading', { name: /^Welcome, / })
      .waitFor();
    await expectNoSeriousViolations(page, '/brand/dashboard, sidebar expanded');
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await expectNoSeriousViolations(page, '/brand/dashboard, sidebar collapsed');

    await page.goto('/creator/dashboard');
    await page.getByTestId('access-denied').waitFor();
    await expectNoSeriousViolations(page, 'access denied');

    await page.setViewportSize(viewports.phone);
    // A workspace screen on a phone, with the bottom navigation.
    await page.goto('/brand/ugc');
    await page.getByTestId('bottom-nav').waitFor();
    await page.locator('main h1').first().waitFor();
    await expectNoSeriousViolations(page, '/brand/ugc at 375 px');
    await context.close();
  });
});

describe('keyboard', () => {
  it('the first Tab reaches the skip link, which moves focus to the main content', async () => {
    const { context, page } = await openPage(browser, '/pricing');
    await page.getByTestId('plan-brand').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('keyboard focus is visible on links, buttons and fields', async () => {
    const { context, page } = await openPage(browser, '/login');
    await page.getByLabel('Email').waitFor();
    const outlineOf = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element) return 'none';
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    // Skip link, wordmark, then the header's links: every stop shows an outline.
    for (let stop = 0; stop < 6; stop++) {
      await page.keyboard.press('Tab');
      expect(await outlineOf(), `tab stop ${stop + 1}`).toMatch(/^solid [1-9]/);
    }
    await page.getByLabel('Email').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await outlineOf()).toMatch(/^solid [1-9]/);
    await context.close();
  });
});
