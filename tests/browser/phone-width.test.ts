/**
 * Issue 31: no page is wider than a 375 px phone (the storefront editor once was 449 px, its Add buttons
 * and the bottom navigation's More off-screen). Every route of the app's route table (read from it, so a
 * new route is walked the day it is added), with its parameters filled with real ids made here, is
 * opened at 375 × 800 by each role, with each of its tabs: a brand with products, partners, a sale and a message; a creator with
 * partnerships, a storefront and that thread; and a signed-out visitor. Once the page has loaded its
 * data, the document is no wider than the window, and no fixed bar reaches past it.
 */

import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appRoutePaths, fillRoute } from '../support/app-routes';
import { billBrand } from '../support/billing';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshot,
  sessionOf,
  waitUntilSettled,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';
import { expectMail, teamInvitationSecretIn } from '../support/mailbox';
import { brandWithStore, json, type StoreBrand } from '../support/partnership';
import { oldSale, userIdOf } from '../support/payouts';
import { partnerOn, productsOf, type StoreProduct } from '../support/sales';

const { afterAll, beforeAll, describe, it } = localOnlyFile('bills a month by running the schedules by hand');

const PHONE = { width: 375, height: 800 };

let browser: Browser;
let brand: StoreBrand;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let sessions: Record<'brand' | 'creator', SavedSession>;
let params: Record<string, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  brand = await brandWithStore(3);
  const completed = await api('/brand/onboarding/complete', {
    ...json('POST', { payment_partner: 'built-in' }),
    token: brand.token,
  });
  expect(completed.status).toBe(200);
  const products = await productsOf(brand);
  const [first, second] = brand.liveProductIds.map((id) => products.find((p) => p.id === id)) as [
    StoreProduct,
    StoreProduct,
  ];
  creator = await partnerOn(brand, first.id);
  await partnerOn(brand, second.id, creator);
  // A sale through the creator's link: figures on both sides' dashboards, sales and earnings.
  await oldSale(brand, first, creator.code, 2);
  // The storefront holds one product; the other is still offered (its Add button shows).
  const added = await api('/creator/storefront/products', {
    ...json('POST', { product_id: first.id, featured: true }),
    token: creator.token,
  });
  expect(added.status).toBe(201);
  // Issue 34: a collection with a long title, for /{username}/c/{slug}.
  const collection = await api('/creator/storefront/collections', {
    ...json('POST', { title: 'Everything I pack for a long weekend away', product_ids: [first.id] }),
    token: creator.token,
  });
  expect(collection.status).toBe(201);
  const creatorId = userIdOf(creator.token);
  const sent = await api(`/brand/threads/${creatorId}/messages`, {
    ...json('POST', {
      body: 'Thanks for the first sale! A long line to wrap: https://example.com/a-very-long-address-without-any-spaces-at-all-that-must-wrap',
    }),
    token: brand.token,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
  await eventually(async () => {
    const { body } = await api('/creator/earnings?limit=10', { token: creator.token });
    return body.entries.length > 0 ? true : undefined;
  }, 30_000);
  // The month billed: Account's Billing & Invoices lists an invoice with its lines.
  await billBrand(brand);
  // Issue 35: a team invitation's page, by the link its e-mail holds.
  const invitee = `phone-width-${Date.now()}@example.com`;
  const invited = await api('/brand/members/invitations', {
    method: 'POST',
    body: JSON.stringify({ email: invitee, role: 'viewer' }),
    headers: { 'content-type': 'application/json' },
    token: brand.token,
  });
  expect(invited.status).toBe(201);
  const [invitation] = await expectMail(invitee, /invited you to/, 1);
  params = {
    token: teamInvitationSecretIn(invitation) ?? '',
    id: first.id,
    username: creator.creator.username,
    slug: collection.body.collection.slug,
    brandId: brand.brandId,
    creatorId,
  };
  sessions = {
    brand: await sessionOf(browser, brand.token, 'brand'),
    creator: await sessionOf(browser, creator.token, 'creator'),
  };
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** How much wider than the window the document is, and the elements that reach past its right edge. */
const widthReport = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = element.getAttribute('class') ?? '';
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 120)}"> right=${Math.round(rect.right)} width=${Math.round(rect.width)}`;
    };
    // The deepest elements past the edge: their ancestors reach past it because of them.
    const past = [...document.querySelectorAll('body *')].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right > width + 1;
    });
    const deepest = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    // Fixed bars do not widen the document, but what is past their edge cannot be reached at all.
    const fixedPast = past.filter((element) =>
      ['fixed', 'sticky'].includes(getComputedStyle(element).position),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      culprits: deepest.slice(0, 6).map(describe),
      fixed: fixedPast.map(describe),
    };
  });

/**
 * Waits for a page's requests to be over and none to start for a moment (a tab's data is fetched after
 * its click; Playwright's 'networkidle' is only the document's load state, reached once).
 */
const watchNetwork = (page: Page) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    quiet: async () => {
      // Generous: on a loaded 2-core CI machine a shared cloud's answer can take many seconds.
      const deadline = Date.now() + 45_000;
      while (inFlight > 0 || Date.now() - lastChange < 300) {
        if (Date.now() > deadline) throw new Error(`${page.url()}: the network did not go quiet`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A request may still be ahead (the session is read before the page's data is asked for): the
      // page is loaded once no spinner or skeleton is left in it.
      await page
        .waitForFunction(() => !document.querySelector('main .animate-spin, main .animate-pulse'), null, {
          timeout: 45_000,
        })
        .catch((error: Error) => {
          throw new Error(`${page.url()}: still loading after 45 s (${error.message})`);
        });
    },
  };
};

/**
 * Opens `address` as a person moving through the app would: a signed-in screen (/brand/…, /creator/…)
 * reached from a page of the app is a client-side navigation (the router handles the history change, as
 * for a link), so the app is not downloaded, parsed and signed in again for each of ~40 screens; any
 * other address (the landing, the server's storefront and product pages, the 404s) is a full load.
 */
const visit = async (page: Page, address: string): Promise<void> => {
  const appScreen = /^\/(brand|creator)\//.test(address);
  // React Router marks the window it runs in (for its devtools): the SPA, not a server-rendered page.
  if (appScreen && (await page.evaluate(() => '__reactRouterVersion' in window))) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    return;
  }
  await page.goto(address);
};

const roles = ['brand', 'creator', 'signed out'] as const;
const missingStorefront = `/no_store_${Date.now().toString(36)}`;

// The roles walk side by side: most of a walk is waiting for each page's network to go quiet.
describe.concurrent('every page at 375 px', () => {
  const routes = appRoutePaths();

  it('the route table is read, with the storefront editor, a parameter route and the server pages', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/creator/storefront',
        '/creator/brands/:brandId',
        '/:username',
        '/product/:id',
      ]),
    );
  });

  for (const role of roles) {
    it(`is no wider than the window for ${role === 'signed out' ? 'a signed-out visitor' : `a ${role}`}`, async () => {
      const { context, page } = await openPage(browser, '/', {
        ...(role === 'signed out' ? {} : { session: sessions[role] }),
      });
      await page.setViewportSize(PHONE);
      const network = watchNetwork(page);
      const wide: string[] = [];
      try {
        // Each route, then a storefront that does not exist and an unknown path (the two 404s).
        for (const address of [
          ...routes.map((route) => fillRoute(route, params)),
          missingStorefront,
          '/no/such/page',
        ]) {
          await visit(page, address);
          // The page's data has arrived: the network is quiet and nothing is loading or moving.
          await network.quiet();
          await waitUntilSettled(page, `${role} ${address}`);
          // The page as it opens, then each of its tabs (a tab is a screen without an address of its own).
          const tabs = page.getByRole('main').getByRole('tab');
          const views = [
            address,
            ...(await tabs.allTextContents()).map((tab) => `${address} [${tab.trim()}]`),
          ];
          for (const [index, view] of views.entries()) {
            if (index > 0) {
              await tabs.nth(index - 1).click();
              await network.quiet();
              await waitUntilSettled(page, `${role} ${view}`);
            }
            const report = await widthReport(page);
            // Every screen, whole, at 375 px (test-results/screenshots), to look at.
            await screenshot(page, `phone-width-${role.replace(' ', '-')}${view.replace(/[^\w]+/g, '-')}`);
            if (report.scrollWidth > report.innerWidth || report.fixed.length > 0) {
              wide.push(
                `${role} ${view} (${page.url()}): ${report.scrollWidth} px wide at ${report.innerWidth}\n    ${[...report.culprits, ...report.fixed.map((f) => `fixed ${f}`)].join('\n    ')}`,
              );
            }
          }
        }
        // The storefront 404 keeps the app's header: for a signed-in visitor, the SPA's, with their role.
        await page.goto(missingStorefront);
        await page.getByRole('heading', { name: 'Marketplace not found' }).waitFor();
        const banner = page.getByRole('banner');
        await (role === 'signed out'
          ? banner.getByRole('link', { name: 'Login' })
          : banner.getByTestId('role-badge')
        ).waitFor();
      } finally {
        await context.close();
      }
      expect(wide, wide.join('\n')).toEqual([]);
    }, 300_000);
  }
});
