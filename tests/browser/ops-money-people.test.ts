/**
 * Issue 36: the operator console's Money and People in Chromium. An operator signs in with two-factor
 * sign-in; Operations shows the integrations' cards (endpoints turned off, stores missing scopes); Money shows the fee revenue chart of twelve months (as a table too), the Stripe balance, and
 * the unpaid invoice of this file's brand (a matured sale billed by the month's run); People finds a
 * creator by e-mail and "View as" opens their workspace under the banner "Viewing as … — read only", its
 * controls disabled; Stop viewing returns to People. Screenshots at 1280 and 375 px with axe; nothing
 * wider than the phone.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../ui/utils/format';
import { type BillingInvoice, billBrand, brandWithMaturedSales } from '../support/billing';
import { brandNameOf, onboardedCreator } from '../support/brand';
import {
  fitsThePhone,
  launchBrowser,
  logInOperatorThroughUi,
  openPage,
  screenshotsAndAxe,
} from '../support/browser';
import type { TestUser } from '../support/cloud';
import { signedUpOperator } from '../support/operators';
import type { StoreBrand } from '../support/partnership';

let browser: Browser;
let operator: { user: TestUser; secret?: string };
let brand: StoreBrand;
let invoice: BillingInvoice;
let brandName: string;
let creator: { username: string; email: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const username = `shown_${randomUUID().slice(0, 8)}`;
  const email = `shown-${randomUUID().slice(0, 8)}@example.com`;
  [operator] = await Promise.all([signedUpOperator(), onboardedCreator(username, { email })]);
  creator = { username, email };
  // The brand's invoice: a creator's matured sale, billed by the month's run (the billing code's own).
  const billed = await brandWithMaturedSales(1, 2);
  brand = billed.brand;
  brandName = await brandNameOf(brand);
  invoice = await billBrand(brand);
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('the operator console: Money and People', () => {
  it('Money charts the fee revenue and lists the unpaid invoice; People views a creator read only', async () => {
    const { context, page } = await openPage(browser, '/login');
    try {
      await logInOperatorThroughUi(page, operator);
      await page.waitForURL('**/ops');
      // Operations: the integrations' cards beside the dead letters.
      await page.getByTestId('disabled-endpoints').waitFor();
      await page.getByTestId('stores-missing-scopes').waitFor();
      await screenshotsAndAxe(page, 'ops-operations-integrations', () =>
        page.getByTestId('stores-missing-scopes').waitFor(),
      );

      // Money: the chart, the balance, the unpaid invoice with its failure.
      await page
        .getByRole('navigation', { name: 'Operator console' })
        .getByRole('link', { name: 'Money' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Money' }).waitFor();
      await page.getByTestId('fee-revenue-chart').waitFor();
      await page.getByTestId('balance-available').waitFor();
      // Test brands share their owner's name: the invoice's number finds this one's row.
      const row = page.getByTestId('unpaid-invoice').filter({ hasText: invoice.invoice_number });
      await row.waitFor();
      expect(await row.textContent()).toContain(formatUsd(invoice.amount_cents));
      expect(await row.textContent()).toContain(brandName);
      await page.getByTestId('fee-revenue').getByRole('button', { name: 'Show as table' }).click();
      const table = page.getByTestId('fee-revenue-table');
      expect(await table.locator('tbody tr').count()).toBe(12);
      await page.getByTestId('fee-revenue').getByRole('button', { name: 'Hide table' }).click();
      await screenshotsAndAxe(page, 'ops-money', () => page.getByTestId('fee-revenue-chart').waitFor());
      expect(await fitsThePhone(page)).toBe(true);

      // People: the creator by e-mail, then View as.
      await page
        .getByRole('navigation', { name: 'Operator console' })
        .getByRole('link', { name: 'People' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'People' }).waitFor();
      await page.getByLabel('Name, e-mail or id').fill(creator.email);
      await page.getByRole('button', { name: 'Search' }).click();
      const person = page.getByTestId('person').filter({ hasText: `@${creator.username}` });
      await person.waitFor();
      expect(await person.getByTestId('person-status').textContent()).toBe('active');
      await screenshotsAndAxe(page, 'ops-people', () => person.waitFor());
      expect(await fitsThePhone(page)).toBe(true);

      // A creator's row opens their suspension panel (issue 36 part 4): not suspended, Suspend offered.
      await person.getByTestId('person-suspension').click();
      const panel = person.getByTestId('creator-suspension-panel');
      await panel.getByRole('button', { name: 'Suspend' }).waitFor();
      await person.getByTestId('person-suspension').click();
      expect(await panel.count()).toBe(0);

      await person.getByTestId('view-as').click();
      await page.waitForURL('**/creator/dashboard');
      const banner = page.getByTestId('view-as-banner');
      await banner.waitFor();
      expect((await banner.textContent())?.replace(/\s+/g, ' ')).toContain(
        `Viewing as @${creator.username} — read only`,
      );
      // The page's controls are disabled (the server refuses any change anyway).
      const readOnly = page.getByTestId('read-only-page');
      await readOnly.waitFor({ state: 'attached' });
      expect(await readOnly.evaluate((node) => (node as HTMLFieldSetElement).disabled)).toBe(true);
      await screenshotsAndAxe(page, 'ops-view-as', () => banner.waitFor());
      expect(await fitsThePhone(page)).toBe(true);

      await banner.getByRole('button', { name: 'Stop viewing' }).click();
      await page.waitForURL('**/ops/people');
      expect(await page.getByTestId('view-as-banner').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
