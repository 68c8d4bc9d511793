/**
 * Issue 35, in Chromium against the local cloud: the brand screens offer each member only what their role
 * may do (GET /api/me's brand_role, checked by the server against the brand in use). On My Products a
 * finance member and a viewer see the commissions without a way to change them, and the note saying who
 * can; a manager changes one. On Billing & Invoices the finance member has Pay Invoice; the manager and
 * the viewer do not, and are told why. Screenshots and axe at 1280 and 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrandRole } from '../../contracts/brand-roles';
import { BRAND_IN_USE_KEY } from '../../web/src/lib/brand-in-use';
import { billBrand, brandWithMaturedSales } from '../support/billing';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, signedUpUser } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';
import type { StoreBrand } from '../support/partnership';
import type { StoreProduct } from '../support/sales';
import { joinTeam } from '../support/team';

const { afterAll, beforeAll, it } = localOnlyFile('bills its brand by running BillMonth by hand');

type Member = Exclude<BrandRole, 'owner' | 'admin'>;
const members: Member[] = ['finance', 'viewer', 'manager'];

let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let invoice: Awaited<ReturnType<typeof billBrand>>;
const sessions = {} as Record<Member, SavedSession>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ brand, product } = await brandWithMaturedSales(1));
  invoice = await billBrand(brand);
  for (const role of members) {
    const person = await signedUpUser('brand', { firstName: `Team ${role}` });
    await joinTeam({ token: brand.token, brandId: brand.brandId }, person, role);
    sessions[role] = await sessionOf(browser, person.user, 'brand');
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** `pathname` as the member `role`, working on the brand they joined (the switcher's choice, kept per browser). */
const openAs = (role: Member, pathname: string) =>
  openPage(browser, pathname, {
    session: sessions[role],
    prepare: (context) =>
      context.addInitScript(([key, brandId]) => localStorage.setItem(key, brandId), [
        BRAND_IN_USE_KEY,
        brand.brandId,
      ] as const),
  });

const productCard = (page: Page) => page.getByTestId('product-card').filter({ hasText: product.name });
const commissionField = (page: Page) => page.getByLabel(`Commission for ${product.name} (%)`);

it('finance and viewer members see the commissions on My Products without a way to change them', async () => {
  for (const role of ['finance', 'viewer'] as const) {
    const label = role === 'finance' ? 'Finance' : 'Viewer';
    const { context, page } = await openAs(role, '/brand/products');
    try {
      const card = productCard(page);
      const rate = card.getByTestId('commission-rate');
      await rate.waitFor();
      expect(await rate.textContent()).toBe(`${product.commission_percentage}%`);
      expect(await commissionField(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Apply to All' }).count()).toBe(0);
      expect(await page.getByTestId('product-select').count()).toBe(0);
      expect(await card.getByTestId('availability-switch').count()).toBe(0);
      expect(await card.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
      // Links are read by every role.
      expect(await card.getByRole('button', { name: /^Links/ }).count()).toBe(1);
      // Tiers read in a disabled form; offers listed without their form; each says who can change them.
      const tiers = page.getByTestId('tiers-card');
      await tiers.getByRole('button', { name: 'Save tiers' }).waitFor();
      expect(await tiers.getByRole('button', { name: 'Save tiers' }).isDisabled()).toBe(true);
      expect(
        await page.getByTestId('offers-card').getByRole('button', { name: 'Create offer' }).count(),
      ).toBe(0);
      const notes = page.getByTestId('role-note');
      await expect.poll(() => notes.count()).toBe(3);
      for (const text of await notes.allTextContents())
        expect(text).toBe(`Your role (${label}) can't change this. Owner, Admin or Manager can.`);
      await screenshotsAndAxe(page, `team-products-as-${role}`, () => rate.waitFor());
    } finally {
      await context.close();
    }
  }
}, 120_000);

it('a manager changes a commission on My Products', async () => {
  const { context, page } = await openAs('manager', '/brand/products');
  try {
    const field = commissionField(page);
    await field.waitFor();
    expect(await page.getByRole('button', { name: 'Apply to All' }).count()).toBe(1);
    expect(await page.getByTestId('role-note').count()).toBe(0);
    const raised = product.commission_percentage + 5;
    await field.fill(String(raised));
    await field.press('Enter');
    await waitForToast(page, 'Product Updated', `${product.name} now pays ${raised}% commission`);
    await screenshotsAndAxe(page, 'team-products-as-manager', () => field.waitFor());
    const saved = (await api('/brand/products', { token: brand.token })).body.products.find(
      (candidate: { id: string }) => candidate.id === product.id,
    );
    expect(saved.commission_percentage).toBe(raised);
  } finally {
    await context.close();
  }
}, 60_000);

it('Billing & Invoices: Pay Invoice for the finance member, not for the manager nor the viewer', async () => {
  for (const role of members) {
    const { context, page } = await openAs(role, '/brand/account?tab=billing');
    try {
      const item = page
        .getByTestId('invoice')
        .and(page.locator(`[data-invoice="${invoice.invoice_number}"]`));
      await item.waitFor();
      const pay = item.getByRole('button', { name: `Pay Invoice ${invoice.invoice_number}` });
      const note = page.getByTestId('billing-panel').getByTestId('role-note');
      if (role === 'finance') {
        expect(await pay.count()).toBe(1);
        expect(await note.count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'Export invoices' }).count()).toBe(1);
      } else {
        const label = role === 'manager' ? 'Manager' : 'Viewer';
        expect(await pay.count()).toBe(0);
        expect(await note.textContent()).toBe(
          `Your role (${label}) can't pay or export invoices. Owner, Admin or Finance can.`,
        );
        expect(await page.getByRole('heading', { name: 'Export invoices' }).count()).toBe(0);
        // The card and automatic payment are read, not changed.
        const method = page.getByTestId('payment-method');
        expect(await method.getByTestId('save-card').count()).toBe(0);
        expect(await method.getByTestId('autopay-switch').isDisabled()).toBe(true);
      }
      await screenshotsAndAxe(page, `team-billing-as-${role}`, () => item.waitFor());
    } finally {
      await context.close();
    }
  }
}, 120_000);

it("a viewer's other brand screens show the brand's settings and program without their controls", async () => {
  const { context, page } = await openAs('viewer', '/brand/account');
  try {
    // Account: the details read in a disabled form, the store and program without their buttons.
    const name = page.getByLabel('Brand name');
    await name.waitFor();
    expect(await name.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save program' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Disconnect' }).count()).toBe(0);
    // Issue 36: the fraud signals card (its own query) reads in a disabled form too, with its note.
    await page.getByTestId('fraud-signals-card').getByTestId('role-note').waitFor();
    expect(await page.getByTestId('role-note').count()).toBe(4);
    await screenshotsAndAxe(page, 'team-account-as-viewer', () => name.waitFor());

    await page.goto('/brand/account?tab=developers');
    const developers = page.getByTestId('developers-screen');
    await developers.getByTestId('role-note').waitFor();
    expect(await developers.getByRole('button', { name: 'Create key' }).count()).toBe(0);
    expect(await developers.getByRole('button', { name: 'Add endpoint' }).count()).toBe(0);
    await screenshotsAndAxe(page, 'team-developers-as-viewer', () => developers.waitFor());

    await page.goto('/brand/creators');
    const card = page.getByTestId('creator-card').first();
    await card.waitFor();
    expect(await page.getByTestId('invite-button').count()).toBe(0);
    expect(await page.getByTestId('favorite-button').count()).toBe(0);
    expect(await page.getByTestId('terms-button').count()).toBe(0);
    await screenshotsAndAxe(page, 'team-creators-as-viewer', () => card.waitFor());

    await page.goto('/brand/ugc');
    const note = page.getByTestId('brand-ugc').getByTestId('role-note');
    await note.waitFor();
    expect(await page.getByRole('button', { name: 'Create Request' }).count()).toBe(0);
    await screenshotsAndAxe(page, 'team-ugc-as-viewer', () => note.waitFor());
  } finally {
    await context.close();
  }
}, 120_000);
