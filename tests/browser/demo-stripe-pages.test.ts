/**
 * The local Stripe's hosted pages as a payer and a creator use them: the checkout page (amount, line
 * items, an e-mail error announced, Pay with the keyboard → success_url) and the Express onboarding page
 * (prefilled, Submit → return_url, the account active), the setup-mode page (a decline announced, the
 * 3-D Secure challenge, the card saved), with axe on each.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBankDetailsFor } from '../../stand-ins/stripe/bank-accounts';
import { expectNoSeriousViolations, launchBrowser, openPage, screenshot } from '../support/browser';
import { outputs } from '../support/cloud';
import { stripeClient } from '../support/demo-stripe';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('local Stripe hosted pages', () => {
  it('checkout: shows the amount and items, refuses a bad e-mail, pays from the keyboard', async () => {
    const stripe = stripeClient();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 42_000,
            product_data: { name: 'Invoice INV-2026-0042' },
          },
        },
      ],
      success_url: `${outputs().WebUrl}/?paid={CHECKOUT_SESSION_ID}`,
      cancel_url: `${outputs().WebUrl}/?cancelled=1`,
    });
    const { context, page } = await openPage(browser, session.url ?? '');
    try {
      await expect.poll(() => page.getByRole('heading', { name: /Pay/ }).first().isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).toContain('$420.00');
      expect(await page.getByRole('cell', { name: 'Invoice INV-2026-0042' }).isVisible()).toBe(true);
      await expectNoSeriousViolations(page, 'checkout page');
      await screenshot(page, 'demo-stripe-checkout');

      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Pay $420.00' }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('Enter a valid email address.');
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousViolations(page, 'checkout page with an error');

      await page.getByLabel('Email').fill('payer@example.com');
      await page.getByRole('button', { name: 'Pay $420.00' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('paid') === session.id);
      expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
    } finally {
      await context.close();
    }
  });

  it('checkout in setup mode: a declined card is announced, a card that needs 3-D Secure is challenged and saved', async () => {
    const stripe = stripeClient();
    const customer = await stripe.customers.create({ email: 'brand@example.com' });
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: `${outputs().WebUrl}/?saved={CHECKOUT_SESSION_ID}`,
    });
    const { context, page } = await openPage(browser, session.url ?? '');
    try {
      await expect.poll(() => page.getByRole('heading', { name: /Save a card/ }).isVisible()).toBe(true);
      await page.getByLabel('Email').fill('brand@example.com');
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('Your card was declined.');
      expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousViolations(page, 'setup checkout with a declined card');

      await page.getByLabel('Card number').fill('4000 0025 0000 3155');
      await page.getByRole('button', { name: 'Save card' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: /Authenticate your card/ }).isVisible())
        .toBe(true);
      await expectNoSeriousViolations(page, '3-D Secure challenge');
      await page.getByRole('button', { name: 'Complete authentication' }).click();
      await page.waitForURL((url) => url.searchParams.get('saved') === session.id);
      const methods = await stripe.customers.listPaymentMethods(customer.id);
      expect(methods.data.map((method) => method.card?.last4)).toEqual(['3155']);
    } finally {
      await context.close();
    }
  });

  it('Express onboarding: prefilled form, Submit → return_url and an active account', async () => {
    const stripe = stripeClient();
    const account = await stripe.accounts.create({
      type: 'express',
      capabilities: { transfers: { requested: true } },
    });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: `${outputs().WebUrl}/?refresh=1`,
      return_url: `${outputs().WebUrl}/?connected=1`,
    });
    const { context, page } = await openPage(browser, link.url);
    try {
      await expect.poll(() => page.getByRole('heading', { name: /Set up payouts/ }).isVisible()).toBe(true);
      // Test details of the account's own (two people onboarding with them are not one bank account).
      expect(await page.getByLabel('Account number').inputValue()).toBe(
        testBankDetailsFor(account.id).account_number,
      );
      await expectNoSeriousViolations(page, 'Express onboarding page');
      await screenshot(page, 'demo-stripe-express');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => url.searchParams.get('connected') === '1');
      expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
        details_submitted: true,
        payouts_enabled: true,
        capabilities: { transfers: 'active' },
      });
    } finally {
      await context.close();
    }
  });
});
