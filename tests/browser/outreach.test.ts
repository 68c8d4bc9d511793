/**
 * Issue 21's outreach journey in Chromium against the local cloud: a brand finds a creator in Creators
 * and invites them to a product; the creator accepts on Messages and has the product's referral link on
 * My Campaigns; the creator writes with the brand profile's contact form; the brand sees the unread badge
 * in the navigation, opens the thread (the badge goes) and answers; the storefront's product notice takes
 * the signed-in brand to the same thread; the creator sees the answer.
 * Screenshots at 1280 and 375 px and axe on the Messages screens.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrand } from '../support/brand';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { brandWithLiveProducts, json, onboardedCreator } from '../support/partnership';

let browser: Browser;
let brand: TestBrand & { liveProductIds: string[] };
let creator: Awaited<ReturnType<typeof onboardedCreator>>;
let brandSession: SavedSession;
let creatorSession: SavedSession;
const username = `outreach_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  [brand, creator] = await Promise.all([brandWithLiveProducts(2), onboardedCreator(username)]);
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('outreach', () => {
  it('invite → accept → link; a message → unread badge → the brand answers → the creator reads it', async () => {
    const productId = brand.liveProductIds[1] as string;
    const productName = 'Test product 2';

    // --- The brand invites the creator from Creators ------------------------------------------------
    const brandSide = await openPage(browser, '/brand/creators', { session: brandSession });
    const bp = brandSide.page;
    await bp.getByLabel('Search creators by username, bio or Instagram handle').fill(username);
    const card = bp.locator(`[data-testid="creator-card"][data-username="${username}"]`);
    const searchMore = bp.getByRole('button', { name: 'Search more creators' });
    await expect
      .poll(
        async () => {
          if (await searchMore.isVisible()) await searchMore.click();
          return card.count();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(1);
    await card.getByTestId('invite-button').click();
    const dialog = bp.getByTestId('invite-dialog');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.getByText('Choose at least one product').waitFor();
    await dialog.getByLabel(productName).check();
    await dialog.getByLabel('Note (optional)').fill('Your reels would suit this one.');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await waitForToast(bp, 'Invitation Sent', `@${username}`);

    // --- The creator accepts on Messages; the link is on My Campaigns --------------------------------
    const creatorSide = await openPage(browser, '/creator/dashboard', { session: creatorSession });
    const cp = creatorSide.page;
    await cp.getByRole('navigation').getByRole('link', { name: 'Messages' }).first().click();
    await cp.waitForURL('**/creator/messages');
    const invitation = cp.getByTestId('invitation').filter({ hasText: productName });
    await invitation.getByText('Your reels would suit this one.').waitFor();
    await screenshotsAndAxe(cp, 'creator-messages-invitation', () => invitation.waitFor());
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await waitForToast(cp, 'Invitation Accepted');
    await invitation.getByTestId('invitation-status').getByText('Accepted').waitFor();
    await eventually(async () => {
      const links = (await api('/creator/campaigns', { token: creator.token })).body.links as {
        product_id: string;
      }[];
      return links.some((link) => link.product_id === productId) ? true : undefined;
    }, 15_000);
    await cp.goto('/creator/campaigns');
    await cp.getByTestId('active-link').filter({ hasText: productName }).waitFor();

    // --- The creator writes with the contact form ----------------------------------------------------
    await cp.goto(`/creator/brands/${brand.brandId}`);
    const form = cp.getByTestId('contact-brand-form');
    await form.getByLabel('Subject').fill('Launch video');
    await form.getByLabel('Message').fill('Can I show the product in my launch video next week?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await waitForToast(cp, 'Message Sent');

    // --- The brand: the unread badge, the thread (the badge goes), the answer -----------------------
    await bp.goto('/brand/dashboard');
    const nav = bp.getByTestId('sidebar');
    const messagesLink = nav.getByRole('link', { name: /^Messages/ });
    await messagesLink.getByTestId('nav-badge').getByText('1', { exact: true }).waitFor();
    expect(await messagesLink.getAttribute('aria-current')).toBeNull();
    await bp
      .getByTestId('brand-inbox')
      .getByTestId('inbox-message')
      .filter({ hasText: 'Launch video' })
      .waitFor();
    await messagesLink.click();
    await bp.waitForURL('**/brand/messages');
    // The invitation the brand sent, now accepted.
    await bp
      .getByTestId('invitation')
      .filter({ hasText: `@${username}` })
      .getByTestId('invitation-status')
      .getByText('Accepted')
      .waitFor();
    await bp
      .getByTestId('thread')
      .filter({ hasText: `@${username}` })
      .getByRole('link')
      .click();
    await bp.waitForURL(`**/brand/messages/${creator.creator.id}`);
    await bp
      .getByTestId('thread-message')
      .getByText('Can I show the product in my launch video next week?')
      .waitFor();
    await expect.poll(() => messagesLink.getByTestId('nav-badge').count(), { timeout: 10_000 }).toBe(0);
    await bp.getByLabel(`Message to @${username}`).fill('Yes, please do! Tag us in it.');
    await bp.getByRole('button', { name: 'Send', exact: true }).click();
    await waitForToast(bp, 'Message Sent');
    await bp.getByTestId('thread-message').filter({ hasText: 'Yes, please do! Tag us in it.' }).waitFor();
    await screenshotsAndAxe(bp, 'brand-thread', () => bp.getByTestId('reply-form').waitFor());

    // --- The storefront's notice: a signed-in brand opens the thread from it ------------------------
    const added = await api('/creator/storefront/products', {
      ...json('POST', { product_id: productId }),
      token: creator.token,
    });
    expect(added.status).toBe(201);
    await bp.goto(`/${username}`);
    await bp.getByRole('button', { name: `About ${productName}` }).click();
    await waitForToast(bp, 'Interested in this product?', `Brands can message ${username}`);
    await bp
      .getByTestId('toasts')
      .getByRole('link', { name: `Message ${username}` })
      .click();
    await bp.waitForURL(`**/brand/messages/${creator.creator.id}`);
    await bp.getByTestId('thread-message').filter({ hasText: 'Yes, please do! Tag us in it.' }).waitFor();

    // --- The creator sees the answer ----------------------------------------------------------------
    await cp.goto('/creator/messages');
    const thread = cp.getByTestId('thread').filter({ hasText: 'Yes, please do! Tag us in it.' });
    await thread.getByTestId('thread-unread').waitFor();
    await thread.getByRole('link').click();
    await cp.getByTestId('thread-message').filter({ hasText: 'Yes, please do! Tag us in it.' }).waitFor();
    await brandSide.context.close();
    await creatorSide.context.close();
  });
});
