/**
 * Issue 35, part 2: creator managers in Chromium against the local cloud. The creator invites a manager
 * from Account → Managers; the e-mail arrives in the local mailbox; the manager (a creator account of their
 * own, signed in) opens its link and accepts, lands in the creator's workspace under the banner, switches
 * back to their own and again to the creator's in the header, edits the creator's bio, is told payout
 * settings are not theirs; the creator sees the new bio and the change in Activity. Screenshots and axe at
 * 1280 and 375 px.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onboardedCreator } from '../support/brand';
import { launchBrowser, openPage, screenshotsAndAxe, sessionOf, waitForToast } from '../support/browser';
import { api, useCloudEnvironment } from '../support/cloud';
import { expectMail, managerInvitationSecretIn } from '../support/mailbox';

let browser: Browser;
const suffix = randomUUID().slice(0, 8);
const creatorEmail = `maya-${suffix}@example.com`;
const managerEmail = `mo-${suffix}@example.com`;
let creatorToken: string;
let managerToken: string;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ token: creatorToken } = await onboardedCreator(`maya_${suffix}`, {
    email: creatorEmail,
    firstName: 'Maya',
    lastName: 'Chen',
  }));
  ({ token: managerToken } = await onboardedCreator(`mo_${suffix}`, {
    email: managerEmail,
    firstName: 'Mo',
    lastName: 'Reyes',
  }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

it('the creator invites a manager, who accepts, switches, edits the bio; the creator sees it in Activity', async () => {
  const creatorSession = await sessionOf(browser, creatorToken, 'creator');
  const managerSession = await sessionOf(browser, managerToken, 'creator');
  const creatorName = 'Maya Chen';

  const creator = await openPage(browser, '/creator/account', { session: creatorSession });
  try {
    await creator.page.getByRole('link', { name: 'Managers' }).click();
    const screen = creator.page.getByTestId('creator-managers');
    await screen.getByText('Nobody manages your workspace.').waitFor();
    await screen.getByLabel('E-mail address').fill(managerEmail);
    await screen.getByRole('button', { name: 'Send invitation' }).click();
    await waitForToast(creator.page, 'Invitation sent');
    await screen.getByTestId('manager-invitation').getByText(managerEmail).waitFor();
    await screenshotsAndAxe(creator.page, 'creator-managers-invited', () => screen.waitFor());
  } finally {
    await creator.context.close();
  }

  const [mail] = await expectMail(managerEmail, /invited you to manage/, 1);
  const secret = managerInvitationSecretIn(mail) ?? '';
  expect(secret).toHaveLength(43);

  const manager = await openPage(browser, `/manager-invitations/${secret}`, { session: managerSession });
  try {
    const { page } = manager;
    const invitation = page.getByTestId('manager-invitation-screen');
    await invitation.getByRole('heading', { name: `Manage ${creatorName}'s workspace` }).waitFor();
    await screenshotsAndAxe(page, 'manager-invitation', () => invitation.waitFor());
    await invitation.getByTestId('accept-manager-invitation').click();
    await page.waitForURL('**/creator/dashboard', { timeout: 30_000 });
    const banner = page.getByTestId('acting-banner');
    await banner.getByText(`You're working in ${creatorName}'s workspace`).waitFor();

    // Back to their own workspace, and over to the creator's again, in the header's switcher.
    const switcher = page.getByRole('banner').getByTestId('creator-switcher').getByRole('combobox');
    await switcher.selectOption({ label: 'You' });
    await page.waitForURL('**/creator/dashboard');
    await page.getByRole('banner').getByTestId('creator-switcher').waitFor();
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    await page
      .getByRole('banner')
      .getByTestId('creator-switcher')
      .getByRole('combobox')
      .selectOption({ label: `${creatorName} (@maya_${suffix})` });
    await page.waitForURL('**/creator/dashboard');
    await banner.waitFor();

    // An allowed change: the creator's bio.
    await page.goto('/creator/profile');
    const bio = page.getByLabel('Bio');
    await expect.poll(() => bio.inputValue()).toBe(`Hi, I am maya_${suffix}`);
    await bio.fill('Now managed by Mo.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await waitForToast(page, 'Profile Updated');
    await screenshotsAndAxe(page, 'manager-acting-profile', () => banner.waitFor());

    // Payout settings are the creator's alone: the screen says so.
    await page.goto('/creator/account');
    await page
      .getByTestId('payout-account')
      .getByText(`Only ${creatorName} can use payouts and payout settings`)
      .waitFor();
    await page.goto('/creator/payouts');
    await page.getByTestId('creator-only-notice').waitFor();
    await screenshotsAndAxe(page, 'manager-payout-settings-refused', () => banner.waitFor());
    // Earnings are open to a manager (reading): the creator's ledger, not a notice.
    await page.goto('/creator/campaigns?tab=earnings');
    await page.getByTestId('earnings-empty').or(page.getByTestId('earnings-earned')).first().waitFor();
    expect(await page.getByTestId('creator-only-notice').count()).toBe(0);
    expect(await page.getByTestId('load-error').count()).toBe(0);
  } finally {
    await manager.context.close();
  }

  expect((await api('/creator/profile', { token: creatorToken })).body.creator.bio).toBe(
    'Now managed by Mo.',
  );
  const back = await openPage(browser, '/creator/account/managers', { session: creatorSession });
  try {
    const screen = back.page.getByTestId('creator-managers');
    await screen.getByTestId('manager-row').getByText(managerEmail).waitFor();
    const latest = screen.getByTestId('manager-activity-entry').first();
    await latest.getByText(/Profile Settings/).waitFor();
    expect(await latest.textContent()).toContain('Mo Reyes');
    expect(await latest.textContent()).toContain('Manager');
    // The navigation's lazy chunks, so the shots show the whole frame.
    await back.page.getByRole('navigation').getByRole('link', { name: 'Profile' }).first().waitFor();
    await screenshotsAndAxe(back.page, 'creator-managers-activity', () => screen.waitFor());
  } finally {
    await back.context.close();
  }
}, 240_000);
