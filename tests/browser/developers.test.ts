/**
 * Account → Developers (issue 22) as a brand uses it, in Chromium against the local cloud: create a key
 * (a name left out is refused at the field), copy the secret shown once, see it listed by its prefix,
 * use it against /api/v1, revoke it through the confirm dialog, and the next request is refused.
 * Screenshots and axe at 1280 and 375 px.
 */

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, eventually, outputs, signedUpUser, useCloudEnvironment } from '../support/cloud';
import { ensureSecondFactor } from '../support/second-factor';

let browser: Browser;
let token: string;
let session: SavedSession;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ token } = await signedUpUser('brand'));
  await eventually(
    async () => ((await api('/brand/onboarding', { token })).status === 200 ? true : undefined),
    30_000,
  );
  session = await sessionOf(browser, token, 'brand');
  // Issue 35: creating a key needs two-factor sign-in (turned on after the UI sign-in above).
  await ensureSecondFactor(token);
});

afterAll(async () => {
  await browser?.close();
});

it('a brand creates, copies, uses and revokes an API key', async () => {
  const { context, page } = await openPage(browser, '/brand/account?tab=developers', {
    session,
    prepare: (c) => c.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: outputs().WebUrl }),
  });
  try {
    const section = page.getByTestId('api-keys-section');
    await section.getByText('No keys yet').waitFor();
    await section.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByTestId('create-api-key-dialog');
    await dialog.getByRole('checkbox', { name: /sales:read/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('ERP sync');
    await screenshotsAndAxe(page, 'developers-create-key', () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByTestId('api-key-secret-dialog');
    const secret = (await shown.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^mk_live_/);
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shown.getByText('Copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshotsAndAxe(page, 'developers-key-secret', () => shown.waitFor());
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = section.getByTestId('api-key-row');
    await row.getByText(`${secret.slice(0, 12)}…`).waitFor();
    await row.getByText('sales:read').waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    const v1 = () => api('/v1/sales', { headers: { authorization: `Bearer ${secret}` } });
    expect((await v1()).status).toBe(200);
    await page.reload();
    await row.getByText(/Last used/).waitFor();
    await screenshotsAndAxe(page, 'developers-api-keys', () => row.waitFor());

    await row.getByRole('button', { name: 'Revoke ERP sync' }).click();
    const confirm = page.getByTestId('revoke-api-key-dialog');
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await waitForToast(page, 'Key revoked');
    await row.getByText('Revoked', { exact: true }).waitFor();
    expect((await v1()).status).toBe(403);
  } finally {
    await context.close();
  }
}, 60_000);

// Issue 22: the public API's reference page, public, built from GET /api/v1/openapi.json.
it('the API reference shows every /api/v1 operation signed out, and the Developers tab links to it', async () => {
  const { routes } = await import('../../functions/routes');
  const operations = routes.filter((route) => route.path.startsWith('/api/v1/'));
  const { context, page } = await openPage(browser, '/developers/api');
  try {
    await page.getByRole('heading', { level: 1, name: 'Affiliate marketplace public API' }).waitFor();
    const sections = page.getByTestId('api-operation');
    expect(await sections.count()).toBe(operations.length);
    for (const route of operations) {
      const heading = page.getByRole('heading', {
        level: 2,
        name: `${route.method} ${route.path}`,
        exact: true,
      });
      await heading.waitFor();
      if (route.contract.scope) {
        const section = sections.filter({ has: heading });
        await section.getByText(route.contract.scope, { exact: true }).first().waitFor();
        await section.getByText('Authorization: Bearer mk_live_…', { exact: false }).waitFor();
      }
    }
    await page.getByText('Retry-After').first().waitFor();
    // How a receiver verifies a webhook, and every event it can subscribe to, as a list.
    await page.getByRole('listitem').filter({ hasText: 'Marketplace-Signature: t=' }).waitFor();
    const { webhookEventTypes } = await import('../../contracts/outgoing-webhooks');
    for (const type of webhookEventTypes)
      await page
        .getByRole('listitem')
        .filter({ hasText: `${type}:` })
        .waitFor();
    await screenshotsAndAxe(page, 'developers-api-reference', () => sections.first().waitFor());
  } finally {
    await context.close();
  }
  const signedIn = await openPage(browser, '/brand/account?tab=developers', { session });
  try {
    await signedIn.page.getByTestId('api-reference-link').click();
    await signedIn.page.waitForURL('**/developers/api');
    await signedIn.page
      .getByRole('heading', { level: 1, name: 'Affiliate marketplace public API' })
      .waitFor();
  } finally {
    await signedIn.context.close();
  }
}, 60_000);
