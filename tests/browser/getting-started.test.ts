/**
 * Issue 34 part 9, "from sign-up to first sale", in the browser: a newly signed-up brand and creator find
 * their getting-started list on the dashboard, every step a link to the screen where it is done, the
 * progress as text and as a progress bar that says its value; a step done elsewhere is ticked on the next
 * visit; Hide removes the list for good (a reload keeps it hidden). At 1280 and 375 px, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../support/brand';
import { launchBrowser, openPage, screenshotsAndAxe, sessionOf, viewports } from '../support/browser';
import { api, signedUpUser } from '../support/cloud';
import { json } from '../support/partnership';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const list = (page: Page) => page.getByTestId('getting-started');

/** The progress as the page shows it and as the progress bar tells assistive technology. */
const progressOf = async (page: Page) => {
  const bar = list(page).getByRole('progressbar', { name: 'Getting started' });
  return {
    text: await list(page).getByTestId('getting-started-progress').textContent(),
    now: await bar.getAttribute('aria-valuenow'),
    max: await bar.getAttribute('aria-valuemax'),
    said: await bar.getAttribute('aria-valuetext'),
  };
};

/** Each step's link target, in order, and which are marked done. */
const stepsOf = async (page: Page) => {
  const items = list(page).getByRole('listitem');
  const steps: { href: string | null; done: string | null }[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    steps.push({
      href: await item.getByRole('link').getAttribute('href'),
      done: await item.getAttribute('data-done'),
    });
  }
  return steps;
};

/** The dashboard with its list at 375 px is no wider than the window (as tests/browser/phone-width.test.ts checks). */
const expectPhoneWidth = async (page: Page) => {
  await page.setViewportSize(viewports.phone);
  await list(page).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize(viewports.desktop);
};

/** Hide, then the list is gone, also after a reload (the server remembers). */
const hideForGood = async (page: Page) => {
  await page.getByRole('button', { name: 'Hide getting started' }).click();
  await expect.poll(() => list(page).count()).toBe(0);
  await page.reload();
  await page.getByTestId('dashboard-stats').or(page.getByTestId('creator-stats')).waitFor();
  expect(await list(page).count()).toBe(0);
};

describe('getting started on the dashboard', () => {
  it('a new brand: five steps to its first sale, ticked as it goes, hidden for good', async () => {
    const brand = await brandWithProducts(1);
    const session = await sessionOf(browser, brand.token, 'brand');
    const { context, page } = await openPage(browser, '/brand/dashboard', { session });
    await list(page).getByRole('heading', { name: 'Getting started' }).waitFor();
    expect(await progressOf(page)).toEqual({ text: '0 of 5', now: '0', max: '5', said: '0 of 5 steps done' });
    expect(await stepsOf(page)).toEqual([
      { href: '/brand/onboarding?step=store', done: 'false' },
      { href: '/brand/products', done: 'false' },
      { href: '/brand/products', done: 'false' },
      { href: '/brand/creators', done: 'false' },
      { href: '/brand/campaigns', done: 'false' },
    ]);
    // Instead of "All caught up!" while getting started.
    await page.getByTestId('needs-attention').getByText('Nothing is waiting for you yet.').waitFor();
    expect(await page.getByText('All caught up!').count()).toBe(0);
    await screenshotsAndAxe(page, 'getting-started-brand-new', () => list(page).waitFor());
    await expectPhoneWidth(page);

    // Two steps done elsewhere (a store on another platform, the product made available): ticked.
    await api('/brand/store', { ...json('POST', { platform: 'other' }), token: brand.token });
    await api(`/brand/products/${brand.productIds[0]}/settings`, {
      ...json('PATCH', { available_to_influencers: true }),
      token: brand.token,
    });
    await page.reload();
    await list(page).getByTestId('getting-started-progress').getByText('2 of 5').waitFor();
    expect(await progressOf(page)).toEqual({ text: '2 of 5', now: '2', max: '5', said: '2 of 5 steps done' });
    expect((await stepsOf(page)).map((step) => step.done)).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    await screenshotsAndAxe(page, 'getting-started-brand-2-of-5', () => list(page).waitFor());
    await expectPhoneWidth(page);

    // A step leads to the screen where it is done.
    await list(page)
      .getByRole('link', { name: /^Set your commissions/ })
      .click();
    await page.waitForURL('**/brand/products');
    await page.goBack();
    await list(page).waitFor();

    await hideForGood(page);
    await page.getByTestId('needs-attention').getByText('All caught up!').waitFor();
    await context.close();
  }, 120_000);

  it('a new creator: five steps to the first commission, the profile ticked once complete, hidden for good', async () => {
    const { token } = await signedUpUser('creator');
    const session = await sessionOf(browser, token, 'creator');
    const { context, page } = await openPage(browser, '/creator/dashboard', { session });
    await list(page).getByRole('heading', { name: 'Getting started' }).waitFor();
    expect(await progressOf(page)).toEqual({ text: '0 of 5', now: '0', max: '5', said: '0 of 5 steps done' });
    expect((await stepsOf(page)).map((step) => step.href)).toEqual([
      '/creator/profile',
      '/creator/storefront',
      '/creator/explore',
      '/creator/campaigns',
      '/creator/payouts',
    ]);
    await screenshotsAndAxe(page, 'getting-started-creator-new', () => list(page).waitFor());
    await expectPhoneWidth(page);

    // The profile completed (as Profile Settings saves it) ticks the first step.
    const me = await api('/me', { token });
    const username = `starter_${String(me.body.id).slice(0, 8)}`;
    const onboarded = await api('/creator/onboarding/profile', {
      ...json('PUT', { username, bio: 'Camping gear, tested outdoors' }),
      token,
    });
    expect(onboarded.status, JSON.stringify(onboarded.body)).toBeLessThan(300);
    const completed = await api('/creator/onboarding/complete', { ...json('POST'), token });
    expect(completed.status, JSON.stringify(completed.body)).toBeLessThan(300);
    const saved = await api('/creator/profile', {
      ...json('PUT', {
        username,
        bio: 'Camping gear, tested outdoors',
        avatar_url: 'https://images.example.com/starter.png',
        youtube_handle: username,
        niches: ['sports'],
        audience_band: 'under_10k',
      }),
      token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.reload();
    await list(page).getByTestId('getting-started-progress').getByText('1 of 5').waitFor();
    expect((await stepsOf(page)).map((step) => step.done)).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await screenshotsAndAxe(page, 'getting-started-creator-1-of-5', () => list(page).waitFor());
    await expectPhoneWidth(page);

    await list(page)
      .getByRole('link', { name: /^Fill your storefront/ })
      .click();
    await page.waitForURL('**/creator/storefront');
    await page.goBack();
    await list(page).waitFor();

    await hideForGood(page);
    await context.close();
  }, 120_000);
});
