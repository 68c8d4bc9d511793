/**
 * Issue 34, images people upload, in Chromium against the local cloud: a creator uploads an avatar in
 * Profile Settings and a header in the storefront editor from files on the device (the browser POSTs them
 * straight to the local S3 with their presigned policy), sees them processed and previewed, saves, and
 * the storefront shows both; at 375 px the avatar is replaced. A text file named .png is refused with the
 * processor's reason, and an 11 MB file is refused before anything is sent. Screenshots at 1280 and 375 px
 * with axe.
 */

import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contracts/uploads';
import { onboardedCreator } from '../support/brand';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { phonePhoto } from '../support/uploads';

let browser: Browser;
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let session: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  creator = await onboardedCreator();
  session = await sessionOf(browser, creator.token, 'creator');
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The natural size of an image the page shows (0×0 until it has loaded). */
const naturalSize = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`);

describe('uploading images', () => {
  it('an avatar in Profile Settings and a header in the editor: uploaded, processed, saved, shown on the storefront', async () => {
    const { page } = await openPage(browser, '/creator/profile', { session });
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    const avatar = page.getByLabel('Avatar');

    // Refused before sending: the client checks the size with the server's message.
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/creator/uploads'))
        started.push(request.url());
    });
    await avatar.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(11 * 1024 * 1024, 1),
    });
    await page.getByTestId('profile-avatar-error').getByText(uploadMessages.tooLarge).waitFor();
    expect(await avatar.getAttribute('aria-invalid')).toBe('true');
    expect(started).toEqual([]);

    // A text file renamed .png passes the type check and is refused by the processing function.
    await avatar.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are my notes, not a picture\n'.repeat(10)),
    });
    await page.getByTestId('profile-avatar-error').getByText(uploadMessages.notAnImage).waitFor();
    await screenshotsAndAxe(page, 'upload-avatar-refused', () =>
      page.getByTestId('profile-avatar-error').waitFor(),
    );

    // A phone photo: progress, processing, then the 512 px square preview.
    await avatar.setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(1200, 900),
    });
    await page.getByTestId('profile-avatar-preview').waitFor();
    await expect.poll(() => naturalSize(page, 'profile-avatar-preview')).toBe('512x512');
    expect(await page.getByTestId('profile-avatar-error').count()).toBe(0);
    expect(await page.getByTestId('profile-avatar-status').textContent()).toBe('Avatar uploaded');
    await screenshotsAndAxe(page, 'upload-avatar-ready', () =>
      page.getByTestId('profile-avatar-preview').waitFor(),
    );
    await form.getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(page, 'Profile Updated');
    await page.reload();
    await page.getByTestId('profile-avatar-preview').waitFor();
    const avatarUrl = await page.getByTestId('profile-avatar-preview').getAttribute('src');
    expect(avatarUrl).toMatch(/^\/media\/[^/]+\/[^/]+\/512\.webp$/);

    // --- The storefront header, in the editor ---
    await page.goto('/creator/storefront');
    await page.getByTestId('storefront-editor').waitFor();
    const header = page.getByLabel('Header image');
    // Dropping works as well as choosing: the drop zone takes the file.
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const dataTransfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'header.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, photo.toString('base64'));
    await page.getByTestId('storefront-header-dropzone').dispatchEvent('drop', { dataTransfer });
    await page.getByTestId('storefront-header-preview').waitFor();
    await expect.poll(() => naturalSize(page, 'storefront-header-preview')).toBe('1600x500');
    expect(await header.getAttribute('aria-invalid')).toBeNull();
    await screenshotsAndAxe(page, 'upload-header-ready', () =>
      page.getByTestId('storefront-header-preview').waitFor(),
    );
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await waitForToast(page, 'Settings Saved');

    // --- The public storefront shows both (server-rendered) ---
    const storefront = await page.context().newPage();
    await storefront.setViewportSize({ width: 1280, height: 800 });
    await storefront.goto(`/${creator.creator.username}`);
    const images = await storefront.locator('img').evaluateAll((all: HTMLImageElement[]) =>
      all.map((image) => ({
        src: image.getAttribute('src'),
        size: `${image.naturalWidth}x${image.naturalHeight}`,
      })),
    );
    expect(images).toEqual(
      expect.arrayContaining([
        { src: avatarUrl, size: '512x512' },
        expect.objectContaining({ src: expect.stringMatching(/\/1600x500\.webp$/), size: '1600x500' }),
      ]),
    );
    await screenshotsAndAxe(storefront, 'upload-storefront-with-images', () =>
      storefront.locator('img').first().waitFor(),
    );

    // --- At 375 px: a new avatar replaces the old one (the same field, laid out for a phone) ---
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/creator/profile');
    await page.getByTestId('profile-avatar-preview').waitFor();
    await page.getByLabel('Avatar').setInputFiles({
      name: 'new-me.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 300, height: 500, channels: 3, background: '#36c' } })
        .png()
        .toBuffer(),
    });
    await expect
      .poll(() => page.getByTestId('profile-avatar-preview').getAttribute('src'))
      .not.toBe(avatarUrl);
    await expect.poll(() => naturalSize(page, 'profile-avatar-preview')).toBe('512x512');
    await screenshotsAndAxe(page, 'upload-avatar-replaced', () =>
      page.getByTestId('profile-avatar-preview').waitFor(),
    );
    await page.getByTestId('profile-form').getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(page, 'Profile Updated');

    // Remove clears the header; saved, the storefront has none.
    await page.goto('/creator/storefront');
    await page.getByTestId('storefront-header-preview').waitFor();
    await page.getByTestId('storefront-header-remove').click();
    expect(await page.getByTestId('storefront-header-preview').count()).toBe(0);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await waitForToast(page, 'Settings Saved');
  }, 180_000);
});
