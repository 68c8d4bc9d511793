/**
 * Who may see which page, and how signed-in users get around: the log-in prompt, Access Denied for the
 * other role, the screens that are not built yet, the sidebar (Ctrl/Cmd + B, kept in a cookie) and the
 * phone's bottom navigation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appName, pageTitle } from '../../ui/config/app';
import {
  bottomNavEntries,
  bottomNavMoreEntries,
  isEntryActive,
  sidebarGroups,
} from '../../ui/config/navigation';
import { launchBrowser, openPage, type SavedSession, screenshot, signedInSession } from '../support/browser';

let browser: Browser;
let brand: SavedSession;
let creator: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  [{ session: brand }, { session: creator }] = await Promise.all([
    signedInSession(browser, 'brand'),
    signedInSession(browser, 'creator'),
  ]);
});

afterAll(async () => {
  await browser?.close();
});

const sidebarState = (page: Page) => page.getByTestId('sidebar').getAttribute('data-state');

describe('role guards', () => {
  it('a signed-out visitor opening a protected page is asked to log in', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard');
    const prompt = page.getByTestId('login-required');
    await prompt.getByRole('heading', { name: 'Please log in to access this page.' }).waitFor();
    await prompt.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await context.close();
  });

  it('a creator opening a brand page sees Access Denied and a button to /creator/dashboard', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard', { session: creator });
    const denied = page.getByTestId('access-denied');
    await denied.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await denied.getByText('This page is only accessible to brands.').waitFor();
    await denied.getByText("You don't have permission to view this page.").waitFor();
    expect(await page.getByTestId('creator-dashboard').count()).toBe(0);
    await screenshot(page, 'access-denied-desktop');

    const button = denied.getByRole('link', { name: /dashboard/ });
    expect(await button.getAttribute('href')).toBe('/creator/dashboard');
    await button.click();
    await page.waitForURL('**/creator/dashboard');
    await page.getByTestId('creator-dashboard').waitFor();
    await context.close();
  });

  it('a brand opening a creator page sees Access Denied with a way back to /brand/dashboard', async () => {
    const { context, page } = await openPage(browser, '/creator/payouts', { session: brand });
    const denied = page.getByTestId('access-denied');
    await denied.getByText('This page is only accessible to creators.').waitFor();
    expect(await denied.getByRole('link', { name: /dashboard/ }).getAttribute('href')).toBe(
      '/brand/dashboard',
    );
    await context.close();
  });
});

describe('navigation', () => {
  it('the sidebar shows the role\'s tools; built screens are links, the others are marked "Soon" and not clickable', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard', { session: brand });
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('heading', { name: 'Brand Tools' }).waitFor();
    expect(await sidebar.getByText('Creator Tools').count()).toBe(0);

    for (const entry of sidebarGroups.brand.entries) {
      if (entry.available) {
        const link = sidebar.getByRole('link', { name: entry.label, exact: true });
        expect(await link.getAttribute('href')).toBe(entry.href);
      } else {
        const item = sidebar.locator('[aria-disabled="true"]', { hasText: entry.label });
        expect(await item.getAttribute('title')).toBe('Coming soon');
        expect(await item.textContent()).toContain('Soon');
        expect(await item.evaluate((element) => element.closest('a, button'))).toBeNull();
      }
    }
    expect(await sidebar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('every "Soon" entry leads to the not-available notice and every available one to a screen', async () => {
    for (const [role, session] of [
      ['brand', brand],
      ['creator', creator],
    ] as const) {
      const { context, page } = await openPage(browser, '/', { session });
      const entries = [...sidebarGroups[role].entries, ...bottomNavEntries[role]];
      for (const entry of new Map(entries.map((item) => [item.href, item])).values()) {
        await page.goto(entry.href);
        // Any screen has a heading once loaded; only the unbuilt ones are the notice.
        await page.locator('main h1').first().waitFor();
        expect(await page.getByTestId('not-available').count(), entry.href).toBe(entry.available ? 0 : 1);
      }
      await context.close();
    }
  });

  it('Ctrl+B collapses the sidebar to icons, the state survives a reload, and Cmd+B expands it again', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard', { session: brand });
    await page.getByTestId('brand-dashboard').waitFor();
    expect(await sidebarState(page)).toBe('expanded');
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(Math.round((await page.getByTestId('sidebar').boundingBox())?.width ?? 0)).toBe(256);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(async () => Math.round((await page.getByTestId('sidebar').boundingBox())?.width ?? 0))
      .toBe(48);
    // Collapsed, the links keep their names for screen readers.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Home' }).waitFor();
    await screenshot(page, 'sidebar-collapsed-desktop');

    const cookie = (await context.cookies()).find((item) => item.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const sevenDays = 7 * 24 * 60 * 60;
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + sevenDays))).toBeLessThan(120);

    await page.reload();
    await page.getByTestId('brand-dashboard').waitFor();
    expect(await sidebarState(page)).toBe('collapsed');

    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarState(page)).toBe('expanded');
    // The button does the same as the shortcut.
    await toggle.click();
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    await context.close();
  });

  it('the sidebar is not on the landing, login or sign-up pages, and is on the other pages when signed in', async () => {
    const { context, page } = await openPage(browser, '/', { session: brand });
    await page.getByTestId('role-badge').waitFor();
    for (const pathname of ['/', '/login', '/signup']) {
      await page.goto(pathname);
      await page.getByTestId('role-badge').waitFor();
      expect(await page.getByTestId('sidebar').count(), pathname).toBe(0);
    }
    await page.goto('/pricing');
    await page.getByTestId('sidebar').waitFor();
    await context.close();
  });

  it("the tab's title names the page: on a full load, after moving between screens in the app, and back", async () => {
    // React 19 puts the <title> a page renders into the head: the tab shows the page in view.
    const shown = (page: Page) => page.title();
    for (const [path, title] of [
      ['/', appName],
      ['/login', pageTitle('Welcome back')],
      ['/signup', pageTitle('Create your account')],
      ['/pricing', pageTitle('Pricing')],
    ] as const) {
      const { context, page } = await openPage(browser, path);
      await expect.poll(() => shown(page), { message: path }).toBe(title);
      await context.close();
    }
    const screens = {
      brand: { '/brand/explore': 'My Products', '/brand/account': 'Account & Billing' },
      creator: { '/creator/payouts': 'Earnings & Payouts', '/creator/profile': 'Profile Settings' },
    } as const;
    for (const [role, session] of [
      ['brand', brand],
      ['creator', creator],
    ] as const) {
      const { context, page } = await openPage(browser, `/${role}/dashboard`, { session });
      await expect.poll(() => shown(page)).toBe(pageTitle('Dashboard'));
      for (const [href, title] of Object.entries(screens[role])) {
        await page.getByTestId('sidebar').locator(`a[href="${href}"]`).click();
        await page.waitForURL(`**${href}`);
        await expect.poll(() => shown(page), { message: href }).toBe(pageTitle(title));
      }
      await page.goBack();
      await expect.poll(() => shown(page)).toBe(pageTitle(Object.values(screens[role])[0]));
      await context.close();
    }
  });

  it('at 375 px wide the bottom navigation shows and the sidebar does not', async () => {
    const { context, page } = await openPage(browser, '/creator/dashboard', {
      session: creator,
      viewport: 'phone',
    });
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // innerText: what shows (the closed More panel's entries do not).
    const labels = (await nav.locator(':scope > ul > li').allInnerTexts()).map((text) =>
      text.replace(/Soon$/, '').trim(),
    );
    expect(labels).toEqual(['Home', 'Explore', 'Brands', 'Campaigns', 'More']);
    expect(await nav.locator('[aria-disabled="true"]').count()).toBe(0);
    await screenshot(page, 'creator-dashboard-phone', { fullPage: false });
    // More lists the rest of the sidebar: every screen is reachable on a phone, by keyboard too.
    const more = nav.getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('bottom-nav-more');
    await panel.waitFor();
    expect(await panel.getByRole('link').allTextContents()).toEqual([
      'Messages',
      'Payouts',
      'Credits',
      'Profile',
    ]);
    await screenshot(page, 'creator-dashboard-phone-more', { fullPage: false });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await more.click();
    await panel.getByRole('link', { name: 'Payouts' }).click();
    await page.waitForURL('**/creator/payouts');
    await panel.waitFor({ state: 'hidden' });
    expect(await nav.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');

    // Hidden on the marketing pages, even when signed in.
    await page.goto('/pricing');
    await page.getByTestId('role-badge').waitFor();
    expect(await page.getByTestId('bottom-nav').count()).toBe(0);

    // Wide again: the sidebar takes over.
    await page.goto('/creator/dashboard');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(false);
    await context.close();
  });

  it('Profile also counts as the current page on /creator/storefront (spec 2.2)', () => {
    const profile = bottomNavMoreEntries('creator').find((entry) => entry.label === 'Profile');
    if (!profile) throw new Error("the creator bottom navigation's More has no Profile entry");
    expect(isEntryActive(profile, '/creator/profile')).toBe(true);
    expect(isEntryActive(profile, '/creator/storefront')).toBe(true);
    expect(isEntryActive(profile, '/creator/payouts')).toBe(false);
  });

  it('a brand sees the brand entries in the bottom navigation', async () => {
    const { context, page } = await openPage(browser, '/brand/dashboard', {
      session: brand,
      viewport: 'phone',
    });
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    // innerText: what shows (the closed More panel's entries do not).
    const labels = (await nav.locator(':scope > ul > li').allInnerTexts()).map((text) =>
      text.replace(/Soon$/, '').trim(),
    );
    expect(labels).toEqual(['Home', 'Explore', 'Creators', 'Campaigns', 'More']);
    await nav.getByRole('button', { name: 'More' }).click();
    expect(await page.getByTestId('bottom-nav-more').getByRole('link').allTextContents()).toEqual([
      'Messages',
      'UGC Requests',
      'Account',
      'Samples',
    ]);
    await screenshot(page, 'brand-dashboard-phone', { fullPage: false });
    await context.close();
  });
});
