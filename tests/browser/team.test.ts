/**
 * Issue 35, a brand's team in Chromium against the local cloud: the owner invites a person from Account →
 * Team, the e-mail arrives in the local mailbox, the invited person opens its link signed out, signs up
 * with the address filled in, comes back to the invitation and joins; the workspace then shows the
 * owner's brand, and the team lists them in their role. A person in two brands switches between them in
 * the header, and opens another brand's notice in that brand's workspace. Screenshots and axe at 1280 and
 * 375 px.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, eventually, signedUpUser, useCloudEnvironment } from '../support/cloud';
import { expectMail, publishEvents, teamInvitationSecretIn } from '../support/mailbox';

let browser: Browser;
let ownerToken: string;
let ownerSession: SavedSession;
let ownerBrand: { id: string; brand_name: string };

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ token: ownerToken } = await signedUpUser('brand', { firstName: 'Olive', lastName: 'Owner' }));
  ownerBrand = await eventually(async () => {
    const response = await api('/brand/onboarding', { token: ownerToken });
    return response.status === 200 ? (response.body.brand as { id: string; brand_name: string }) : undefined;
  }, 30_000);
  await api('/brand/onboarding/complete', {
    method: 'POST',
    token: ownerToken,
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  ownerSession = await sessionOf(browser, ownerToken, 'brand');
});

afterAll(async () => {
  await browser?.close();
});

it('the owner invites a person by e-mail; they sign up from the link and join in their role', async () => {
  const email = `finance-${Date.now()}@example.com`;
  const owner = await openPage(browser, '/brand/account?tab=team', { session: ownerSession });
  let secret = '';
  try {
    const panel = owner.page.getByTestId('team-panel');
    await panel.getByTestId('team-member').first().waitFor();
    await panel.getByLabel('E-mail address').fill('not-an-address');
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await panel.getByText('Enter a valid email address').waitFor();
    await panel.getByLabel('E-mail address').fill(email);
    await panel.getByLabel('Role').selectOption('finance');
    await screenshotsAndAxe(owner.page, 'team-invite', () => panel.waitFor());
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await waitForToast(owner.page, 'Invitation sent');
    await panel.getByTestId('team-invitation').getByText(email).waitFor();
    const [mail] = await expectMail(email, /invited you to/, 1);
    secret = teamInvitationSecretIn(mail) ?? '';
    expect(secret).toHaveLength(43);
  } finally {
    await owner.context.close();
  }

  const invited = await openPage(browser, `/team-invitations/${secret}`);
  try {
    const screen = invited.page.getByTestId('team-invitation-screen');
    await screen.getByRole('heading', { name: `Join ${ownerBrand.brand_name}` }).waitFor();
    await screenshotsAndAxe(invited.page, 'team-invitation-signed-out', () => screen.waitFor());
    await screen.getByTestId('invitation-signup').click();
    await invited.page.waitForURL('**/signup?**');
    expect(await invited.page.getByLabel('Work email').inputValue()).toBe(email);
    await invited.page.getByLabel('First name').fill('Fin');
    await invited.page.getByLabel('Last name').fill('Ance');
    await invited.page.getByLabel('Password').fill('secret1');
    await invited.page.getByRole('button', { name: 'Create account' }).click();
    await invited.page.waitForURL(`**/team-invitations/${secret}`, { timeout: 30_000 });
    await invited.page.getByTestId('accept-invitation').click();
    await invited.page.waitForURL('**/brand/dashboard', { timeout: 30_000 });
    await invited.page.goto('/brand/account?tab=team');
    const panel = invited.page.getByTestId('team-panel');
    const me = panel.getByTestId('team-member').filter({ hasText: 'You' });
    await expect
      .poll(async () => (await me.getByTestId('team-member-role').textContent()) ?? '')
      .toBe('Finance');
    // A finance member sees the team but cannot invite: the form is for owners and admins.
    expect(await panel.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);
    await screenshotsAndAxe(invited.page, 'team-as-finance', () => panel.waitFor());
  } finally {
    await invited.context.close();
  }
}, 180_000);

it('a person in two brands switches between them in the header', async () => {
  // The invited person already owns a brand of their own: after joining they have two.
  const { user, token } = await signedUpUser('brand', { firstName: 'Two', lastName: 'Brands' });
  await eventually(
    async () => ((await api('/brand/onboarding', { token })).status === 200 ? true : undefined),
    30_000,
  );
  const invite = await api('/brand/members/invitations', {
    method: 'POST',
    token: ownerToken,
    body: JSON.stringify({ email: user.email, role: 'viewer' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(invite.status).toBe(201);
  const [mail] = await expectMail(user.email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail) ?? '';
  expect((await api(`/team-invitations/${secret}/accept`, { method: 'POST', token })).status).toBe(200);

  const session = await sessionOf(browser, user, 'brand');
  const { context, page } = await openPage(browser, '/brand/account?tab=team', { session });
  try {
    const switcher = page.getByRole('banner').getByTestId('workspace-switcher');
    await switcher.waitFor();
    await switcher.getByRole('combobox').selectOption({ label: `${ownerBrand.brand_name} (Viewer)` });
    await page.waitForURL('**/brand/dashboard');
    await page.goto('/brand/account?tab=team');
    const me = page.getByTestId('team-panel').getByTestId('team-member').filter({ hasText: 'You' });
    await expect
      .poll(async () => (await me.getByTestId('team-member-role').textContent()) ?? '')
      .toBe('Viewer');
    await screenshotsAndAxe(page, 'team-switcher', () => page.getByTestId('team-panel').waitFor());
    // On a phone the header has no room: the switcher is under More.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'More' }).click();
    const phoneSwitcher = page.getByTestId('bottom-nav-more').getByTestId('workspace-switcher');
    await phoneSwitcher.waitFor();
    expect(await phoneSwitcher.getByRole('combobox').inputValue()).toBe(ownerBrand.id);
  } finally {
    await context.close();
  }
}, 180_000);

it("a person in two brands opens the other brand's notice in that brand's workspace", async () => {
  // They own a brand and manage the owner's: an application to the owner's brand is a notice for them.
  const { user, token } = await signedUpUser('brand', { firstName: 'Many', lastName: 'Hats' });
  await eventually(
    async () => ((await api('/brand/onboarding', { token })).status === 200 ? true : undefined),
    30_000,
  );
  const invite = await api('/brand/members/invitations', {
    method: 'POST',
    token: ownerToken,
    body: JSON.stringify({ email: user.email, role: 'manager' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(invite.status).toBe(201);
  const [mail] = await expectMail(user.email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail) ?? '';
  expect((await api(`/team-invitations/${secret}/accept`, { method: 'POST', token })).status).toBe(200);
  const eventId = `evt_browser_team_${randomUUID()}`;
  await publishEvents([
    {
      source: catalogue.ApplicationSubmitted.source,
      detailType: catalogue.ApplicationSubmitted.detailType,
      detail: {
        version: 1,
        applicationId: `${randomUUID()}.pr_browserteam`,
        creatorId: randomUUID(),
        creatorUsername: 'hatfan',
        productId: 'pr_browserteam',
        productName: 'Wide Brim Hat',
        brandId: ownerBrand.id,
      },
      eventId,
      at: new Date(),
    },
  ]);
  await eventually(async () => {
    const { notifications } = (await api('/notifications', { token })).body;
    return notifications.some((n: { id: string }) => n.id.startsWith(eventId)) ? true : undefined;
  }, 30_000);

  const session = await sessionOf(browser, user, 'brand');
  const { context, page } = await openPage(browser, '/brand/dashboard', { session });
  try {
    // Their own brand is the workspace (an owner's brand comes first).
    const switcher = page.getByRole('banner').getByTestId('workspace-switcher');
    await switcher.waitFor();
    expect(await switcher.getByRole('combobox').inputValue()).not.toBe(ownerBrand.id);
    await page.getByTestId('notification-bell').click();
    const notice = page
      .getByTestId('notification-panel')
      .getByTestId('notification')
      .filter({ hasText: `${ownerBrand.brand_name} · @hatfan wants to promote Wide Brim Hat` });
    await notice.click();
    await page.waitForURL('**/brand/campaigns**');
    await switcher.waitFor();
    expect(await switcher.getByRole('combobox').inputValue()).toBe(ownerBrand.id);
    // Opened, it is read (marked before the workspace switched).
    const { notifications } = (await api('/notifications', { token })).body;
    expect(notifications.find((n: { id: string }) => n.id.startsWith(eventId))?.read_at).not.toBeNull();
  } finally {
    await context.close();
  }
}, 180_000);
