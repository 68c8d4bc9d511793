/**
 * Issue 35's journey, in Chromium against the local cloud: the owner invites a finance member from Account →
 * Team; the e-mail arrives in the local mailbox; the member signs up from its link and joins; Pay Invoice is
 * refused with the reason until they set up two-factor sign-in (codes computed here); then they pay the
 * invoice on the local Stripe checkout; and My Products shows them the commissions with no way to change them.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { totpCode } from '../../infra/local/totp';
import { billBrand, brandWithMaturedSales } from '../support/billing';
import { launchBrowser, openPage, screenshotsAndAxe, sessionOf, waitForToast } from '../support/browser';
import { api } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';
import { expectMail, teamInvitationSecretIn } from '../support/mailbox';
import type { StoreBrand } from '../support/partnership';
import type { StoreProduct } from '../support/sales';

const { afterAll, beforeAll, it } = localOnlyFile('bills its brand by running BillMonth by hand');

let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let invoice: Awaited<ReturnType<typeof billBrand>>;

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ brand, product } = await brandWithMaturedSales(1));
  invoice = await billBrand(brand);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

it('a finance member joins by e-mail, pays an invoice once two-factor sign-in is on, and cannot change commissions', async () => {
  const email = `finance-${Date.now()}@example.com`;
  const ownerSession = await sessionOf(browser, brand.token, 'brand');
  const owner = await openPage(browser, '/brand/account?tab=team', { session: ownerSession });
  try {
    const panel = owner.page.getByTestId('team-panel');
    await panel.getByLabel('E-mail address').fill(email);
    await panel.getByLabel('Role').selectOption('finance');
    await panel.getByRole('button', { name: 'Send invitation' }).click();
    await waitForToast(owner.page, 'Invitation sent');
  } finally {
    await owner.context.close();
  }
  const [mail] = await expectMail(email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail);
  expect(secret).toBeDefined();

  const { context, page } = await openPage(browser, `/team-invitations/${secret}`);
  try {
    // Sign up from the link, come back to it, join.
    await page.getByTestId('invitation-signup').click();
    await page.getByLabel('First name').fill('Fiona');
    await page.getByLabel('Last name').fill('Finance');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('accept-invitation').click();
    await page.waitForURL('**/brand/dashboard', { timeout: 30_000 });

    // Pay Invoice before two-factor sign-in: refused, with what to do.
    await page.goto('/brand/account?tab=billing');
    const item = page.getByTestId('invoice').and(page.locator(`[data-invoice="${invoice.invoice_number}"]`));
    await item.getByRole('button', { name: `Pay Invoice ${invoice.invoice_number}` }).click();
    await waitForToast(
      page,
      'Payment Error',
      'Set up two-factor sign-in under Account → Security before you can pay invoices.',
    );
    expect(await item.getByTestId('invoice-status').textContent()).toBe('Pending');

    // Account → Security: set up TOTP with a code computed from the key shown.
    await page.goto('/brand/account/security');
    const twoFactor = page.getByTestId('two-factor-card');
    await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = ((await twoFactor.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    await twoFactor.getByLabel('Code from your app').fill(totpCode(secret));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const codes = twoFactor.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.getByTestId('recovery-code').count()).toBe(10);

    // Now Pay Invoice opens the checkout; paying there marks the invoice paid.
    await page.goto('/brand/account?tab=billing');
    const opened = context.waitForEvent('page');
    await item.getByRole('button', { name: `Pay Invoice ${invoice.invoice_number}` }).click();
    const checkout = await opened;
    await checkout.waitForURL(/\/__stripe\//);
    await checkout.getByLabel('Email').fill('finance@example.com');
    await checkout.getByRole('button', { name: `Pay ${usd(invoice.amount_cents)}` }).click();
    await checkout.waitForURL((url) => url.searchParams.get('paid') === invoice.invoice_number);
    await checkout.close();
    await expect
      .poll(() => item.getAttribute('data-status'), { timeout: 20_000, interval: 250 })
      .toBe('paid');

    // Commissions are the program's: a finance member sees the rate with no way to change it, and why.
    await page.goto('/brand/products');
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    const rate = card.getByTestId('commission-rate');
    await rate.waitFor();
    expect(await page.getByLabel(`Commission for ${product.name} (%)`).count()).toBe(0);
    expect(await page.getByTestId('role-note').first().textContent()).toBe(
      "Your role (Finance) can't change this. Owner, Admin or Manager can.",
    );
    await screenshotsAndAxe(page, 'team-finance-commission-read-only', () => rate.waitFor());
    const products = await api('/brand/products', { token: brand.token });
    const saved = (products.body.products as { id: string; commission_percentage: number }[]).find(
      (candidate) => candidate.id === product.id,
    );
    expect(await rate.textContent()).toBe(`${saved?.commission_percentage}%`);
  } finally {
    await context.close();
  }
}, 240_000);
