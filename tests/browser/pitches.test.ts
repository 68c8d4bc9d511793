/**
 * Pitches as people use them (issue 34, part 7), in Chromium against the local cloud, at 1280 and 375 px
 * with axe: on a brand profile the creator presses Apply, and a dialog (labelled, Escape closes it)
 * takes an optional message with a live count (over 500 characters the field says so and Send waits)
 * beside the links the brand will see; Send says it went, and the card then says "Application pending
 * since …" instead of Apply. A second tab that still shows Apply answers with the pending application,
 * not an error. Request Sample and Request Discount Code go the same way. The brand reads each pitch on
 * its review card as text, with the creator's storefront and handles, and no "Followers 0" for a creator
 * whose count is unknown.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../ui/utils/format';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast as toast,
  viewports,
} from '../support/browser';
import { api, useCloudEnvironment } from '../support/cloud';
import { brandWithLiveProducts, json, onboardedCreator, setStorefrontActive } from '../support/partnership';

let browser: Browser;
let brand: Awaited<ReturnType<typeof brandWithLiveProducts>>;
let brandName: string;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let brandSession: SavedSession;
let creatorSession: SavedSession;

// Markup in a pitch is text: the brand must read it as typed, never as HTML.
const PITCH =
  'I film a <b>weekly</b> skincare routine for my followers.\nYour serum would open the next one.';
// A long address must wrap on a phone rather than widen the card.
const SAMPLE_PITCH =
  'An unboxing reel the week it arrives, like https://example.com/reels/my-last-unboxing-reel-of-a-serum-brand';
const CODE_PITCH = 'My audience shops with codes from my stories.';

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  [brand, creator] = await Promise.all([brandWithLiveProducts(2), onboardedCreator()]);
  brandName = (await api('/brand/account', { token: brand.token })).body.brand.brand_name;
  const eligible = await api(`/brand/products/${brand.liveProductIds[0]}/settings`, {
    ...json('PATCH', { sample_eligible: true }),
    token: brand.token,
  });
  expect(eligible.status).toBe(200);
  // The creator's storefront is on (a link the brand sees), and the follower count is not stated.
  await setStorefrontActive(creator.token, true);
  const profile = await api('/creator/profile', {
    ...json('PUT', {
      username: creator.creator.username,
      bio: creator.creator.bio,
      avatar_url: null,
      follower_count: 0,
      instagram_handle: creator.creator.username,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
    }),
    token: creator.token,
  });
  expect(profile.status).toBe(200);
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
});

afterAll(async () => {
  await browser?.close();
});

const productCard = (page: Page, index: number) =>
  page.locator(`[data-testid="brand-product-card"][data-product-id="${brand.liveProductIds[index]}"]`);
const openBrandProducts = () =>
  openPage(browser, `/creator/brands/${brand.brandId}?tab=products`, { session: creatorSession });
const pitchDialog = (page: Page) => page.getByRole('dialog', { name: /^(Apply to promote|Request a)/ });
const today = () => formatDate(new Date().toISOString());

/** Nothing is wider than a phone's screen (a long word in a pitch wraps). */
const fitsPhone = async (page: Page) => {
  await page.setViewportSize(viewports.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewports.phone.width,
  );
  await page.setViewportSize(viewports.desktop);
};

/** Writes `text` into the open pitch dialog and sends it; the dialog says it went, then closes. */
const sendPitch = async (dialog: Locator, text: string, said: RegExp) => {
  await dialog.getByLabel('Message (optional)').fill(text);
  await dialog.getByRole('button', { name: /^Send/ }).click();
  await dialog.getByRole('status').getByText(said).waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe('a creator pitches a brand', () => {
  it('Apply opens the pitch dialog: the message, its limit, the links; sent, the card says pending since', async () => {
    const { context, page } = await openBrandProducts();
    const second = await openBrandProducts();
    try {
      const card = productCard(page, 1);
      const productName = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('button', { name: /^Apply to promote/ }).click();
      const dialog = pitchDialog(page);
      await dialog.getByRole('heading', { name: `Apply to promote ${productName}` }).waitFor();
      // Escape closes it, and the card's Apply is there again.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await card.getByRole('button', { name: /^Apply to promote/ }).click();
      await dialog.waitFor();
      // Focus is held by the dialog (the page behind is inert).
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);

      // The links the brand will see: the storefront and the handle; no follower count (none stated).
      const preview = dialog.getByTestId('pitch-preview');
      await preview.getByRole('link', { name: /^Storefront/ }).waitFor();
      await preview
        .getByRole('link', { name: `Instagram @${creator.creator.username} (opens in a new tab)` })
        .waitFor();
      expect(await preview.getByText('followers').count()).toBe(0);
      await preview.getByRole('link', { name: 'Edit your links in Profile' }).waitFor();

      // Over the limit: the field says so, the count turns red, and Send waits.
      const field = dialog.getByLabel('Message (optional)');
      await field.fill('x'.repeat(501));
      await dialog.getByText('Message must be at most 500 characters').waitFor();
      expect(await dialog.getByTestId('message-count').textContent()).toBe('501 / 500');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByRole('button', { name: 'Send application' }).isDisabled()).toBe(true);
      await screenshotsAndAxe(page, 'pitch-dialog-too-long', () => dialog.waitFor());

      await field.fill(PITCH);
      expect(await dialog.getByTestId('message-count').textContent()).toBe(`${PITCH.length} / 500`);
      await screenshotsAndAxe(page, 'pitch-dialog', () => dialog.getByTestId('pitch-links').waitFor());
      await sendPitch(dialog, PITCH, /^Application sent/);
      await toast(page, 'Application Sent', productName);

      // The button has given way to the application's state.
      await card.getByTestId('application-state').getByText(`Application pending since ${today()}`).waitFor();
      expect(await card.getByRole('button', { name: /^Apply to promote/ }).count()).toBe(0);
      await screenshotsAndAxe(page, 'pitch-pending-card', () =>
        card.getByTestId('application-state').waitFor(),
      );

      // A second tab opened before still offers Apply: sending there answers with the pending one.
      const stale = productCard(second.page, 1);
      await stale.getByRole('button', { name: /^Apply to promote/ }).click();
      const again = pitchDialog(second.page);
      await sendPitch(again, 'Sent from another tab', new RegExp(`^Application pending since ${today()}`));
      await toast(second.page, 'Already Pending', `Application pending since ${today()}`);
      await stale
        .getByTestId('application-state')
        .getByText(/^Application pending since/)
        .waitFor();
      // Nothing doubled: one pending application, with the first message.
      const mine = (await api('/creator/campaigns', { token: creator.token })).body.pending;
      expect(mine.map((application: { message: string }) => application.message)).toEqual([PITCH]);
    } finally {
      await second.context.close();
      await context.close();
    }
  });

  it('Request Sample and Request Discount Code go through the same dialog, then say pending since', async () => {
    const { context, page } = await openBrandProducts();
    try {
      const card = productCard(page, 0);
      await card.getByRole('button', { name: /^Request Sample/ }).click();
      const dialog = pitchDialog(page);
      await dialog.getByRole('heading', { name: /^Request a sample of / }).waitFor();
      await sendPitch(dialog, SAMPLE_PITCH, /^Sample requested/);
      await card.getByTestId('sample-state').getByText(`Sample request pending since ${today()}`).waitFor();

      const header = page.getByTestId('brand-profile').locator('header');
      await header.getByRole('button', { name: 'Request Discount Code' }).click();
      await dialog.getByRole('heading', { name: `Request a discount code from ${brandName}` }).waitFor();
      await sendPitch(dialog, CODE_PITCH, /^Request sent/);
      await header.getByTestId('code-state').getByText(`Code request pending since ${today()}`).waitFor();
      await screenshotsAndAxe(page, 'pitch-pending-sample-and-code', () =>
        header.getByTestId('code-state').waitFor(),
      );
      // After a reload the states come from the server.
      await page.reload();
      await productCard(page, 0).getByTestId('sample-state').waitFor();
      await page
        .getByTestId('code-state')
        .getByText(/^Code request pending since/)
        .waitFor();

      // Apply to Promote in the product's detail dialog: the pitch dialog opens over it, and Escape
      // returns to the details, which then say the application is pending.
      await productCard(page, 0)
        .getByRole('button', { name: /^View details/ })
        .click();
      const details = page.getByTestId('product-detail-dialog');
      await details.getByRole('button', { name: 'Apply to Promote' }).click();
      await dialog.getByRole('heading', { name: /^Apply to promote / }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await details.isVisible()).toBe(true);
      await details.getByRole('button', { name: 'Apply to Promote' }).click();
      await sendPitch(dialog, 'From the details', /^Application sent/);
      await details
        .getByTestId('application-state')
        .getByText(`Application pending since ${today()}`)
        .waitFor();
      await details.getByTestId('sample-state').waitFor();
      await screenshotsAndAxe(page, 'pitch-product-details-pending', () =>
        details.getByTestId('application-state').waitFor(),
      );
    } finally {
      await context.close();
    }
  });
});

describe('the brand reads the pitches on its review cards', () => {
  it('Pending Applications: the message as text, when it was sent, the links; no Followers 0', async () => {
    const { context, page } = await openPage(browser, '/brand/campaigns', { session: brandSession });
    try {
      // The application of the first journey (the second, from the details, carries another message).
      const row = page.locator(
        `[data-testid="application"][data-application-id="${creator.creator.id}.${brand.liveProductIds[1]}"]`,
      );
      const message = row.getByTestId('pitch-message');
      await message.waitFor();
      expect(await message.textContent()).toBe(PITCH);
      expect(await message.locator('b').count()).toBe(0);
      await row.getByText(`Message from @${creator.creator.username} · sent ${today()}`).waitFor();
      const links = row.getByRole('list', { name: `@${creator.creator.username}'s links` });
      expect(await links.getByRole('link', { name: /^Storefront/ }).getAttribute('href')).toBe(
        `/${creator.creator.username}`,
      );
      await links.getByRole('link', { name: /^Instagram @/ }).waitFor();
      const figures = row.getByTestId('applicant-figures');
      await figures.waitFor();
      expect(await figures.getByText('Followers').count()).toBe(0);
      expect(await row.getByText('Followers 0').count()).toBe(0);
      await screenshotsAndAxe(page, 'pitch-brand-application', () => message.waitFor());
      await fitsPhone(page);

      await page.getByRole('tab', { name: /^Discount Codes/ }).click();
      const code = page.locator(
        `[data-testid="brand-discount-code"][data-creator-id="${creator.creator.id}"]`,
      );
      expect(await code.getByTestId('pitch-message').textContent()).toBe(CODE_PITCH);
      await code.getByRole('list', { name: `@${creator.creator.username}'s links` }).waitFor();
      await screenshotsAndAxe(page, 'pitch-brand-code', () => code.getByTestId('pitch-message').waitFor());
    } finally {
      await context.close();
    }
  });

  it('Samples: the sample request with its pitch and links', async () => {
    const { context, page } = await openPage(browser, '/brand/samples', { session: brandSession });
    try {
      await page.getByRole('tab', { name: /^Sample Requests/ }).click();
      const request = page.locator('[data-testid="sample-request"]', { hasText: creator.creator.username });
      expect(await request.getByTestId('pitch-message').textContent()).toBe(SAMPLE_PITCH);
      await request.getByRole('list', { name: `@${creator.creator.username}'s links` }).waitFor();
      await screenshotsAndAxe(page, 'pitch-brand-sample', () =>
        request.getByTestId('pitch-message').waitFor(),
      );
      await fitsPhone(page);
    } finally {
      await context.close();
    }
  });
});
