/**
 * Issue 31: onboarding (brand and creator) resumes at the first unfinished step after a reload, since
 * the earlier steps were saved; going back shows what was saved.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signedInSession } from '../support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Reloads the page and waits for the wizard's step `heading`; answers the wizard. */
const reloadAt = async (page: Page, testId: string, heading: string) => {
  await page.reload();
  const wizard = page.getByTestId(testId);
  await wizard.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
  return wizard;
};

describe('onboarding after a reload', () => {
  it('a brand resumes at Connect Your Store once named, then at Choose Payment Partner once connected', async () => {
    const { session } = await signedInSession(browser, 'brand');
    const { context, page } = await openPage(browser, '/brand/onboarding', { session });
    try {
      let wizard = page.getByTestId('brand-onboarding');
      await wizard.getByLabel('Brand name').fill('Resume Goods');
      await wizard.getByRole('button', { name: 'Get Started' }).click();
      await wizard.getByRole('heading', { name: 'Connect Your Store' }).waitFor();

      wizard = await reloadAt(page, 'brand-onboarding', 'Connect Your Store');
      expect(await wizard.getAttribute('data-step')).toBe('2');
      // Back shows the name step 1 saved.
      await wizard.getByRole('button', { name: /Back/ }).click();
      await expect.poll(() => wizard.getByLabel('Brand name').inputValue()).toBe('Resume Goods');
      await wizard.getByRole('button', { name: 'Get Started' }).click();

      // Step 2: a store on another platform, recorded as connected.
      await wizard.getByLabel('Store platform').selectOption('woocommerce');
      await wizard.getByLabel('Store URL').fill('https://resume-goods.example.com');
      await wizard.getByRole('button', { name: 'Connect Store' }).click();
      await wizard.getByRole('heading', { name: 'Choose Payment Partner' }).waitFor();

      wizard = await reloadAt(page, 'brand-onboarding', 'Choose Payment Partner');
      expect(await wizard.getAttribute('data-step')).toBe('3');
      // Back shows the store step 2 saved.
      await wizard.getByRole('button', { name: /Back/ }).click();
      await wizard.getByText('resume-goods.example.com').first().waitFor();
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a creator resumes at Connect Payouts once the profile is saved, then at the summary once payouts were started', async () => {
    const { session } = await signedInSession(browser, 'creator');
    const { context, page } = await openPage(browser, '/creator/onboarding', { session });
    const username = `resume_${Date.now().toString(36)}`;
    try {
      let wizard = page.getByTestId('creator-onboarding');
      await wizard.getByRole('heading', { name: 'Build Your Profile' }).waitFor({ timeout: 20_000 });
      await wizard.getByLabel('Username').fill(username);
      await wizard.getByLabel('Bio').fill('Kitchen tools, tested.');
      await wizard.getByRole('button', { name: 'Continue' }).click();
      await wizard.getByRole('heading', { name: 'Connect Payouts' }).waitFor();

      wizard = await reloadAt(page, 'creator-onboarding', 'Connect Payouts');
      expect(await wizard.getAttribute('data-step')).toBe('2');
      // Back shows the profile step 1 saved.
      await wizard.getByRole('button', { name: /Back/ }).click();
      await expect.poll(() => wizard.getByLabel('Username').inputValue()).toBe(username);
      expect(await wizard.getByLabel('Bio').inputValue()).toBe('Kitchen tools, tested.');
      await wizard.getByRole('button', { name: 'Continue' }).click();

      // Step 2: payout setup starts (the local Stripe opens in a tab); the wizard moves on either way.
      const opened = context.waitForEvent('page');
      await wizard.getByRole('button', { name: 'Connect Payouts' }).click();
      await (await opened).close();
      await wizard.getByRole('heading', { name: "You're All Set!" }).waitFor();

      wizard = await reloadAt(page, 'creator-onboarding', "You're All Set!");
      expect(await wizard.getAttribute('data-step')).toBe('3');
      expect(await wizard.locator('dl').textContent()).toContain(`@${username}`);
    } finally {
      await context.close();
    }
  }, 90_000);
});
