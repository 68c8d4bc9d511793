/**
 * The public pages as a visitor sees them: landing, features, pricing (with the FAQ written from the
 * payout schedule GET /api/platform reports), the header at both widths, and the 404.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  type OpenPageOptions,
  openPage,
  screenshot,
  withAndWithoutJavaScript,
} from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const hrefOf = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).getAttribute('href');

/** What GET /api/platform answers in the local cloud, with the schedule of a test's choosing. */
const platformSettings = (payoutSchedule: 'monthly' | 'weekly') => ({
  payoutSchedule,
  payoutDayOfMonth: 1,
  platformFeePercent: 5,
  commissionHoldDays: 7,
  minimumPayoutCents: 2500,
  invoiceDueDays: 14,
  currency: 'usd',
});

/**
 * /pricing as the SPA renders it after an in-app navigation (the server renders a full load with the
 * settings it has): from /login, through the header's link, so the page asks GET /api/platform itself.
 */
const openPricingInApp = async (prepare: NonNullable<OpenPageOptions['prepare']>) => {
  const opened = await openPage(browser, '/login', { prepare });
  await opened.page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await opened.page.waitForURL('**/pricing');
  return opened;
};

const faqText = async (page: Page) => {
  const faq = page.getByTestId('pricing-faq');
  await faq.getByText('through Stripe').waitFor();
  return (await faq.textContent()) ?? '';
};

describe('public pages', () => {
  it('the landing page has the hero, the two audience cards leading to sign-up and a final call to action', async () => {
    const { context, page } = await openPage(browser, '/');
    await page.getByRole('heading', { level: 1, name: 'Where creators meet brands' }).waitFor();

    const creators = page.getByTestId('landing-card-creators');
    expect(await creators.getByRole('heading').textContent()).toBe('For Creators');
    expect(await creators.getByRole('link', { name: 'Start Earning' }).getAttribute('href')).toBe(
      '/signup?role=creator',
    );
    const brands = page.getByTestId('landing-card-brands');
    expect(await brands.getByRole('heading').textContent()).toBe('For Brands');
    expect(await brands.getByRole('link', { name: 'Start Building' }).getAttribute('href')).toBe(
      '/signup?role=brand',
    );
    // The fee comes from the platform settings, not from the page's code.
    await brands.getByText('a 5% platform fee on successful sales').waitFor();
    await page.getByRole('heading', { name: 'Ready to grow together?' }).waitFor();
    expect(await hrefOf(page, 'Create your account')).toBe('/signup');

    await screenshot(page, 'landing-desktop');
    await page.setViewportSize({ width: 375, height: 740 });
    await screenshot(page, 'landing-phone');
    await context.close();
  });

  it('with JavaScript off, the landing, features and pricing pages read the same and link to the same places', async () => {
    for (const pathname of ['/', '/features', '/pricing']) {
      const { on, off } = await withAndWithoutJavaScript(browser, pathname);
      expect(off.text.length, pathname).toBeGreaterThan(200);
      expect(off, pathname).toEqual(on);
    }
  });

  it('the features page shows its three cards and "Start Free Trial" leads to sign-up', async () => {
    const { context, page } = await openPage(browser, '/features');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const title of ['Store integration', 'Creator marketplace', 'Instant setup']) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    expect(await hrefOf(page, 'Start Free Trial')).toBe('/signup?role=brand');
    await screenshot(page, 'features-desktop');
    await context.close();
  });

  it('the pricing page shows the brand plan at the platform fee and the free creator plan with their lists', async () => {
    const { context, page } = await openPage(browser, '/pricing');
    const brand = page.getByTestId('plan-brand');
    await brand.getByText('5%', { exact: true }).waitFor();
    for (const item of [
      'Unlimited products',
      'Store integration',
      'Real-time analytics',
      'Creator marketplace access',
      'Automated payouts',
      '24/7 support',
    ]) {
      await brand.getByRole('listitem').filter({ hasText: item }).waitFor();
    }
    const creator = page.getByTestId('plan-creator');
    await creator.getByText('Free', { exact: true }).waitFor();
    for (const item of [
      'Browse all products',
      'Apply to campaigns',
      'Custom tracking links',
      'Real-time performance tracking',
      'Automated commission payments',
      '24/7 support',
    ]) {
      await creator.getByRole('listitem').filter({ hasText: item }).waitFor();
    }
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await screenshot(page, 'pricing-desktop');
    await context.close();
  });

  it("the pricing FAQ states the local cloud's schedule (monthly on the 1st) and never the weekly one", async () => {
    const { context, page } = await openPage(browser, '/pricing');
    const text = await faqText(page);
    expect(text).toContain(
      'Commissions are paid out automatically on the 1st of each month through Stripe, after a 7-day processing period for returns.',
    );
    expect(text).toContain('The minimum payout is $25.');
    expect(text).not.toMatch(/week/i);
    await context.close();
  });

  it('with payouts configured weekly the FAQ says weekly and not monthly', async () => {
    const { context, page } = await openPricingInApp((ctx) =>
      ctx.route('**/api/platform', (route) => route.fulfill({ json: platformSettings('weekly') })),
    );
    const text = await faqText(page);
    expect(text).toContain(
      'Commissions are paid out automatically every week through Stripe, after a 7-day processing period for returns.',
    );
    expect(text).not.toMatch(/each month|1st/i);
    await context.close();
  });

  it('when the settings cannot be loaded the FAQ falls back to copy true under either schedule', async () => {
    const { context, page } = await openPricingInApp((ctx) =>
      ctx.route('**/api/platform', (route) => route.fulfill({ status: 503, json: {} })),
    );
    const text = await faqText(page);
    expect(text).not.toMatch(/week|each month|1st/i);
    // The brand plan still reads sensibly without the number.
    await page.getByTestId('plan-brand').getByText('Pay per sale').waitFor();
    await context.close();
  });

  it("the pricing page's sign-up buttons preselect the matching role", async () => {
    const { context, page } = await openPage(browser, '/pricing');
    await page.getByTestId('plan-brand').getByRole('link').click();
    await page.waitForURL('**/signup?role=brand');
    await expect
      .poll(() => page.getByRole('button', { name: 'Brand', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.goto('/pricing');
    await page.getByTestId('plan-creator').getByRole('link').click();
    await page.waitForURL('**/signup?role=creator');
    await expect
      .poll(() => page.getByRole('button', { name: 'Creator', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await context.close();
  });

  it('the header offers Features, Pricing, Login and "Get Started" on wide screens; Login and "Sign Up" on phones', async () => {
    const { context, page } = await openPage(browser, '/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Get Started' }).waitFor();
    for (const name of ['Features', 'Pricing', 'Login']) {
      expect(await header.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await header.getByRole('link', { name: 'Features' }).click();
    await page.waitForURL('**/features');
    await header.getByTestId('wordmark').click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.setViewportSize({ width: 375, height: 740 });
    await header.getByRole('link', { name: 'Sign Up' }).waitFor();
    expect(await header.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Features' }).isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Pricing' }).isVisible()).toBe(false);
    expect(await header.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await context.close();
  });

  it('an unknown path shows the 404 page with a link home, and the path is logged', async () => {
    const warnings: string[] = [];
    const { context, page } = await openPage(browser, '/no/such/page', {
      prepare: async (ctx) =>
        ctx.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        }),
    });
    const notFound = page.getByTestId('not-found');
    await notFound.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expect.poll(() => warnings.join('\n')).toContain('/no/such/page');
    await notFound.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a page whose code cannot be loaded shows the fallback error screen, with ways out', async () => {
    // From an SPA page (/login), so the header's link is an in-app navigation that loads the page's code.
    const { context, page } = await openPage(browser, '/login', {
      prepare: (ctx) => ctx.route('**/assets/features-*.js', (route) => route.abort()),
    });
    await page.getByRole('banner').getByRole('link', { name: 'Features' }).click();
    const error = page.getByTestId('route-error');
    await error.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await error.getByRole('button', { name: 'Reload page' }).waitFor();
    expect(await error.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    await context.close();
  });
});
