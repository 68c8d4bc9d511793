/**
 * Issue 34's directory journey in Chromium against the local cloud: a creator states niches, an audience
 * size and a TikTok handle in Profile; a brand filters its Creators directory by niche and audience
 * size and finds them (and not when the filter does not match), with the 90-day results on the card
 * instead of "N/A engagement". Screenshots at 1280 and 375 px and axe on both screens.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, onboardedCreator, type TestBrand } from '../support/brand';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast,
} from '../support/browser';

let browser: Browser;
let brand: TestBrand;
let brandSession: SavedSession;
let creatorSession: SavedSession;
const username = `niche_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const [b, creator] = await Promise.all([brandWithProducts(1), onboardedCreator(username)]);
  brand = b;
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('the directory brands can search', () => {
  it('a creator sets niches in Profile; a brand filters by niche and audience size and finds them', async () => {
    // --- The creator states niches, an audience size and a TikTok handle in Profile -----------------
    const creatorSide = await openPage(browser, '/creator/profile', { session: creatorSession });
    const cp = creatorSide.page;
    const niches = cp.getByTestId('niches-field');
    await niches.waitFor();
    for (const niche of ['Toys', 'Books', 'Home', 'Food', 'Sports']) await niches.getByLabel(niche).check();
    // At most five: the others are disabled.
    await expect.poll(() => niches.getByLabel('Beauty').isDisabled()).toBe(true);
    await niches.getByLabel('Home').uncheck();
    await niches.getByLabel('Beauty').check();
    await cp.getByLabel('Audience size').selectOption('100k_1m');
    await cp.getByLabel('TikTok handle').fill(`${username}.tt`);
    await screenshotsAndAxe(cp, 'creator-profile-niches', () => niches.waitFor());
    await cp.getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(cp, 'Profile Updated');

    // --- The brand filters its directory ----------------------------------------------------------------
    const brandSide = await openPage(browser, '/brand/creators', { session: brandSession });
    const bp = brandSide.page;
    await bp.getByLabel('Search creators by username, bio or Instagram handle').fill(username);
    await bp.getByLabel('Niche', { exact: true }).selectOption('beauty');
    await bp.getByLabel('Audience size').selectOption('100k_1m');
    const card = bp.locator(`[data-testid="creator-card"][data-username="${username}"]`);
    const searchMore = bp.getByRole('button', { name: 'Search more creators' });
    const found = async () => {
      await expect
        .poll(
          async () => {
            if (await searchMore.isVisible()) await searchMore.click();
            return card.count();
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(1);
    };
    await found();
    await expect.poll(() => card.getByTestId('creator-niches').innerText()).toContain('Beauty');
    await expect.poll(() => card.getByTestId('creator-band').innerText()).toBe('100K–1M audience');
    await expect
      .poll(() => card.getByTestId('creator-results').innerText())
      .toContain('Sales driven (90 days)');
    expect(await card.innerText()).not.toContain('N/A');
    await screenshotsAndAxe(bp, 'brand-creators-filtered', () => card.waitFor());

    // A niche they did not choose, or another band: not listed.
    await bp.getByLabel('Niche', { exact: true }).selectOption('home');
    await bp.getByTestId('creators-no-match').waitFor();
    await bp.getByLabel('Niche', { exact: true }).selectOption('toys');
    await bp.getByLabel('Audience size').selectOption('over_1m');
    await bp.getByTestId('creators-no-match').waitFor();
    await bp.getByLabel('Audience size').selectOption('100k_1m');
    await bp.getByLabel('Platform', { exact: true }).selectOption('tiktok');
    await bp.getByLabel('Sort by').selectOption('sales');
    await found();
  }, 240_000);
});
