/**
 * The Content-Security-Policy in a real browser: the SPA's pages (public, and signed in as a brand with
 * an imported demo-store catalogue and as a creator browsing it) and the API's own HTML pages (the OAuth
 * popup's result page, the redirect's not-found page) load with zero CSP violations, images from the
 * demo store included. A control shows the watcher sees a violation when there is one, so "zero" means
 * something: an injected inline script is refused.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsOf, launchBrowser, logInThroughUi, openPage } from '../support/browser';
import { api } from '../support/cloud';
import { brandWithStore, json, onboardedCreator } from '../support/partnership';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every CSP violation the pages of a context report: the DOM event, and Chromium's console line. */
const watchCsp = async (context: BrowserContext): Promise<string[]> => {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  // Init scripts are injected by the browser's automation protocol, not by the page, so the CSP under
  // test does not apply to them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) violations.push(`console: ${text}`);
  });
  return violations;
};

const openWatched = async (pathname: string) => {
  let violations: string[] = [];
  const { context, page } = await openPage(browser, pathname, {
    prepare: async (ctx) => {
      violations = await watchCsp(ctx);
    },
  });
  return { context, page, violations };
};

/** Goes to a path and waits until the SPA has rendered it and the network is quiet (images, chunks). */
const visit = async (page: Page, pathname: string) => {
  if (new URL(page.url()).pathname + new URL(page.url()).search !== pathname) await page.goto(pathname);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
};

/**
 * The page's images: how many have loaded, and which are broken (an image the CSP refused ends complete
 * with no pixels; a lazy one below the fold is simply not loaded yet, and is neither).
 */
const imageStates = (page: Page) =>
  page.evaluate(() => {
    const images = [...document.images];
    return {
      loaded: images.filter((img) => img.complete && img.naturalWidth > 0).length,
      broken: images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    };
  });

describe('Content-Security-Policy in Chromium', () => {
  it('the watcher sees a violation: an injected inline script is refused and reported', async () => {
    const { context, page, violations } = await openWatched('/');
    await page.locator('main').first().waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
    await context.close();
  });

  it('public pages, and signing in through Cognito, load with zero violations', async () => {
    const { context, page, violations } = await openWatched('/');
    for (const pathname of ['/', '/features', '/pricing', '/marketplace', '/signup', '/no_such_creator_x']) {
      await visit(page, pathname);
    }
    // A server-rendered storefront in its own colours (a theme stylesheet, never style attributes).
    const { token, creator } = await onboardedCreator();
    const saved = await api('/creator/storefront', {
      ...json('PUT', {
        marketplace_name: 'Colourful Picks',
        bio: '',
        theme_color: '#0e7490',
        background_color: '#fef3c7',
        layout_style: 'grid',
        header_image_url: null,
        is_active: true,
      }),
      token,
    });
    expect(saved.status).toBe(200);
    await visit(page, `/${creator.username}`);
    expect(
      await page.getByTestId('storefront').evaluate((main) => getComputedStyle(main).backgroundColor),
    ).toBe('rgb(254, 243, 199)');
    expect(
      await page
        .getByTestId('storefront-follow')
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe('rgb(14, 116, 144)');
    // Sign-in talks to cognito-local (connect-src) and the API, then renders the dashboard.
    await visit(page, '/login');
    await logInThroughUi(page, await credentialsOf(token));
    await page.waitForURL('**/creator/dashboard');
    await visit(page, '/creator/dashboard');
    expect(violations).toEqual([]);
    await context.close();
  });

  it("a brand's workspace with its imported catalogue (demo-store images) and a creator exploring it: zero violations", async () => {
    const [brand, creator] = await Promise.all([brandWithStore(3), onboardedCreator()]);

    const asBrand = await openWatched('/login');
    await logInThroughUi(asBrand.page, await credentialsOf(brand.token));
    await asBrand.page.waitForURL('**/brand/dashboard');
    for (const pathname of [
      '/brand/dashboard',
      '/brand/products',
      '/brand/creators',
      '/brand/campaigns',
      '/brand/account',
    ]) {
      await visit(asBrand.page, pathname);
    }
    await visit(asBrand.page, '/brand/products');
    const brandImages = await imageStates(asBrand.page);
    expect(brandImages.loaded).toBeGreaterThan(0);
    expect(brandImages.broken).toEqual([]);
    expect(asBrand.violations).toEqual([]);
    await asBrand.context.close();

    const asCreator = await openWatched('/login');
    await logInThroughUi(asCreator.page, await credentialsOf(creator.token));
    await asCreator.page.waitForURL('**/creator/dashboard');
    for (const pathname of [
      '/creator/explore',
      '/creator/brands',
      '/creator/campaigns',
      '/creator/settings',
    ]) {
      await visit(asCreator.page, pathname);
    }
    await visit(asCreator.page, '/creator/explore');
    await expect
      .poll(async () => (await imageStates(asCreator.page)).loaded, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const creatorImages = await imageStates(asCreator.page);
    expect(creatorImages.broken).toEqual([]);
    expect(asCreator.violations).toEqual([]);
    await asCreator.context.close();
  });

  it("the API's HTML pages run under their own policies with zero violations (popup script allowed by hash)", async () => {
    const { context, page, violations } = await openWatched('/api/shopify/install?install=expired-nonce');
    await page.getByRole('heading', { name: 'Connection failed' }).waitFor();
    // The page's one script runs (it reads the outcome from data- attributes); no opener, so it stays.
    expect(await page.evaluate(() => document.body.dataset.type)).toBe('SHOPIFY_ERROR');
    const popupCsp = (await page.request.get('/api/shopify/install?install=expired-nonce')).headers()[
      'content-security-policy'
    ];
    expect(popupCsp).toMatch(/script-src 'sha256-/);
    expect(popupCsp).not.toMatch(/unsafe-inline/);

    await page.goto('/r/no-such-code-123');
    await page.getByRole('heading', { name: "This link doesn't work anymore" }).waitFor();
    // The inline stylesheet applied (allowed by its hash): the button is styled, not a plain link.
    const background = await page
      .getByRole('link', { name: 'Browse the shop' })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(background).toBe('rgb(109, 40, 217)');
    expect(violations).toEqual([]);
    await context.close();
  });
});
