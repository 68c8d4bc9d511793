/**
 * Issue 36 part 4 in Chromium: a creator suspended by an operator sees, on every screen of their
 * workspace, "Your account is suspended: {reason}. Appeal"; Appeal opens their suspension (why, what is
 * frozen, that orders now earn nothing even after a release) and the thread, where they write. The
 * operator finds the appeal waiting in /ops/appeals, answers it and releases the suspension; the
 * creator's banner is gone and the answer is in their thread. Screenshots at 1280 and 375 px with axe;
 * nothing wider than the phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fitsThePhone,
  launchBrowser,
  logInOperatorThroughUi,
  openPage,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, type TestUser } from '../support/cloud';
import { signedUpOperator } from '../support/operators';
import { brandWithLiveProducts, json, onboardedCreator } from '../support/partnership';

let browser: Browser;
let operator: { user: TestUser; token: string };
let creator: { token: string; id: string };

const REASON = 'Suspected fraud: Orders paid with the same card as your own purchases';

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await signedUpOperator();
  const made = await onboardedCreator();
  const me = await api('/me', { token: made.token });
  creator = { token: made.token, id: me.body.id as string };
  const suspended = await api(`/ops/creators/${creator.id}/suspension`, {
    ...json('POST', { category: 'fraud', text: 'Orders paid with the same card as your own purchases' }),
    token: operator.token,
  });
  expect(suspended.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a suspended creator', () => {
  it('sees the banner on every screen, reads why and appeals; the operator answers and releases', async () => {
    const session = await sessionOf(browser, creator.token, 'creator');
    const { context, page } = await openPage(browser, '/creator/dashboard', { session });
    try {
      const banner = page.getByTestId('suspension-banner');
      await banner.waitFor();
      expect((await banner.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
        `Your account is suspended: ${REASON}.Appeal`,
      );
      await screenshotsAndAxe(page, 'suspension-banner', () => banner.waitFor());
      // Another screen of the workspace shows it too.
      await page.goto('/creator/payouts');
      await banner.waitFor();

      await banner.getByRole('link', { name: 'Appeal' }).click();
      await page.waitForURL('**/creator/appeal');
      await page.getByRole('heading', { level: 1, name: 'Suspension and appeal' }).waitFor();
      expect(await page.getByTestId('suspension-reason').textContent()).toBe(REASON);
      expect(await page.getByTestId('frozen-money').textContent()).toContain(
        'orders placed while you are suspended earn no commission — not even after the suspension is lifted',
      );
      await page.getByTestId('appeal-empty').waitFor();

      await page
        .getByLabel('Your message')
        .fill('Those orders were gifts for my sister, bought with my card.');
      await page.getByTestId('appeal-send').click();
      await waitForToast(page, 'Message sent');
      const mine = page.getByTestId('appeal-message');
      await expect.poll(() => mine.count()).toBe(1);
      expect(await mine.first().getAttribute('data-from')).toBe('creator');
      await screenshotsAndAxe(page, 'suspension-appeal', () => mine.first().waitFor());
      expect(await fitsThePhone(page)).toBe(true);
    } finally {
      await context.close();
    }

    // The operator: the appeal waits in /ops/appeals; they answer, then release.
    const ops = await openPage(browser, '/login');
    try {
      await logInOperatorThroughUi(ops.page, operator);
      await ops.page.waitForURL('**/ops');
      await ops.page
        .getByRole('navigation', { name: 'Operator console' })
        .getByRole('link', { name: 'Appeals' })
        .click();
      await ops.page.getByRole('heading', { level: 1, name: 'Appeals' }).waitFor();
      const appeal = ops.page.getByTestId('ops-appeal').filter({ hasText: REASON });
      await appeal.first().waitFor();
      expect(await appeal.first().textContent()).toContain('Waiting for an answer');
      await appeal.first().click();
      const panel = ops.page.getByTestId('creator-suspension-panel');
      await panel.getByTestId('suspension-active').waitFor();
      await panel.getByTestId('appeal-message').first().waitFor();
      await panel.getByLabel('Answer').fill('Thanks: we checked the orders. Your suspension is lifted.');
      await panel.getByTestId('appeal-send').click();
      await expect.poll(() => panel.getByTestId('appeal-message').count()).toBe(2);
      await screenshotsAndAxe(ops.page, 'ops-appeals', () =>
        panel.getByTestId('suspension-active').waitFor(),
      );
      expect(await fitsThePhone(ops.page)).toBe(true);

      await panel.getByTestId('suspension-release').click();
      const confirm = ops.page.getByTestId('suspension-confirm');
      await confirm.getByRole('heading', { name: 'Release the suspension?' }).waitFor();
      await confirm.getByRole('button', { name: 'Release' }).click();
      await waitForToast(ops.page, 'Suspension released');
    } finally {
      await ops.context.close();
    }
    const again = await api(`/ops/creators/${creator.id}/suspension/release`, {
      method: 'POST',
      token: operator.token,
    });
    expect(again.status).toBe(409);

    // The creator: no banner any more; the answer is in their thread.
    const after = await openPage(browser, '/creator/appeal', { session });
    try {
      await after.page.getByTestId('not-suspended').waitFor();
      expect(await after.page.getByTestId('suspension-banner').count()).toBe(0);
      const messages = after.page.getByTestId('appeal-message');
      await expect.poll(() => messages.count()).toBe(2);
      expect(await messages.nth(1).getAttribute('data-from')).toBe('operator');
      expect(await after.page.getByTestId('appeal-send').count()).toBe(0);
    } finally {
      await after.context.close();
    }
  }, 240_000);

  it('a brand suspends a creator from its program from their card, then releases them', async () => {
    const username = `susp_${Date.now().toString(36)}`;
    const [brand, partner] = await Promise.all([brandWithLiveProducts(1), onboardedCreator(username)]);
    const session = await sessionOf(browser, brand.token, 'brand');
    const { context, page } = await openPage(browser, '/brand/creators', { session });
    try {
      await page.getByLabel('Search creators by username, bio or Instagram handle').fill(username);
      const card = page.locator(`[data-testid="creator-card"][data-username="${username}"]`);
      const searchMore = page.getByRole('button', { name: 'Search more creators' });
      await expect
        .poll(
          async () => {
            if (await searchMore.isVisible()) await searchMore.click();
            return card.count();
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(1);
      await card.getByTestId('program-suspension-button').click();
      const dialog = page.getByTestId('program-suspension-dialog');
      await dialog.getByTestId('suspend-form').waitFor();
      await dialog.getByLabel('Reason').selectOption('self_referral');
      await dialog
        .getByLabel('What happened (the creator reads this)')
        .fill('Orders shipped to your own address');
      await dialog.getByTestId('suspend-submit').click();
      await waitForToast(page, 'Suspended from your program');
      await dialog.getByTestId('suspension-active').waitFor();
      expect(await dialog.getByTestId('suspension-active').textContent()).toContain(
        'Self-referral: Orders shipped to your own address',
      );
      await screenshotsAndAxe(page, 'brand-program-suspension', () =>
        dialog.getByTestId('suspension-active').waitFor(),
      );
      // The creator is told, with the brand's name.
      const mine = await api('/creator/suspension', { token: partner.token });
      expect(mine.body.active).toEqual([
        expect.objectContaining({
          scope: 'brand',
          reason: 'Self-referral: Orders shipped to your own address',
        }),
      ]);

      await dialog.getByTestId('suspension-release').click();
      const confirm = page.getByTestId('suspension-confirm');
      await confirm.getByRole('button', { name: 'Release' }).click();
      await waitForToast(page, 'Suspension released');
      await dialog.getByTestId('suspend-form').waitFor();
      expect((await api('/creator/suspension', { token: partner.token })).body.active).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
