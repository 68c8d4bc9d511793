/**
 * Issue 12's UGC journey in Chromium against the local cloud: a brand posts a UGC request (/brand/ugc,
 * Create Request, disabled until title, description and budget are filled); a creator applies from the
 * brand profile's Content Opportunities, which opens Submit Content with the request chosen, and submits;
 * the creator sees it pending in Explore's Content tab; the brand approves it with feedback; the payment
 * appears in the creator's Content Earnings and, after the billing run of the 1st, as a 'UGC payments'
 * line on the brand's invoice. Screenshots at 1280 and 375 px and axe on each screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshot,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { brandWithStore, onboardedCreator, type StoreBrand } from '../support/partnership';
import { firstOfMonth, forBrands, runSchedule } from '../support/payouts';

let browser: Browser;
let brand: StoreBrand;
let brandSession: SavedSession;
let creatorSession: SavedSession;
let creatorToken: string;

const TITLE = 'Serum unboxing reel';

beforeAll(async () => {
  browser = await launchBrowser();
  const [storeBrand, creator] = await Promise.all([brandWithStore(1), onboardedCreator()]);
  brand = storeBrand;
  creatorToken = creator.token;
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('UGC requests, submissions and licensed content', () => {
  it('brand posts a request, creator applies and submits, brand approves with feedback, the payment reaches earnings and the invoice', async () => {
    // --- The brand: /brand/ugc from the navigation, empty, then Create Request --------------------
    const brandSide = await openPage(browser, '/brand/dashboard', { session: brandSession });
    const bp = brandSide.page;
    await bp.getByRole('navigation').getByRole('link', { name: 'UGC Requests' }).first().click();
    await bp.waitForURL('**/brand/ugc');
    await bp.getByTestId('ugc-empty').waitFor();
    await screenshotsAndAxe(bp, 'brand-ugc-empty', () => bp.getByTestId('ugc-empty').waitFor());

    await bp.getByRole('button', { name: 'Create Request' }).first().click();
    const dialog = bp.getByTestId('create-ugc-request-dialog');
    const create = dialog.getByRole('button', { name: 'Create Request' });
    expect(await dialog.getByLabel('Content Type').inputValue()).toBe('reel');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('30 seconds: open the box, try the serum, say how it feels.');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Budget ($)').fill('12.345');
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    await dialog.getByText('Enter the budget in dollars, e.g. 150 or 149.99').waitFor();
    await dialog.getByLabel('Budget ($)').fill('150.50');
    await dialog.getByLabel('Licensing terms (optional)').fill('Organic and paid social, worldwide');
    await dialog.getByLabel('Licence duration (months)').fill('6');
    await dialog.getByLabel('Duration in seconds (optional)').fill('30');
    await screenshotsAndAxe(bp, 'brand-ugc-create-dialog', () => dialog.waitFor());
    await create.click();
    await waitForToast(bp, 'Request Created');
    const request = bp.getByTestId('ugc-request').filter({ hasText: TITLE });
    await request.getByText('$150.50').waitFor();
    await request.getByText('Open', { exact: true }).waitFor();
    const requestId = (await request.getAttribute('data-request-id')) as string;

    // --- The creator: the brand profile's Content Opportunities → Apply → Submit Content ----------
    const creatorSide = await openPage(browser, `/creator/brands/${brand.brandId}`, {
      session: creatorSession,
    });
    const cp = creatorSide.page;
    const opportunity = cp.locator(`[data-testid="ugc-opportunity"][data-request-id="${requestId}"]`);
    await opportunity.getByText('$150.50').waitFor();
    await opportunity.getByText('Reel', { exact: true }).waitFor();
    await screenshotsAndAxe(cp, 'creator-content-opportunities', () => opportunity.waitFor());
    await opportunity.getByRole('button', { name: `Apply to ${TITLE}` }).click();
    await expect
      .poll(() => cp.getByRole('tab', { name: 'Submit Content' }).getAttribute('aria-selected'))
      .toBe('true');
    const form = cp.getByTestId('submit-content-form');
    expect(await form.getByLabel('Content request').inputValue()).toBe(requestId);
    await form.getByText(/If approved you are paid \$150\.50/).waitFor();
    // URL and description are required (spec 5).
    await form.getByRole('button', { name: 'Submit Content' }).click();
    await form.getByText('Please enter the content URL').waitFor();
    await form.getByText('Please enter a description').waitFor();
    await form.getByLabel('Featured Product').selectOption({ index: 1 });
    await form.getByLabel('Content URL').fill('https://www.instagram.com/reel/serum-unboxing');
    await form.getByLabel('Description').fill('Unboxing in morning light, 30 seconds.');
    await screenshotsAndAxe(cp, 'creator-submit-content', () => form.waitFor());
    await form.getByRole('button', { name: 'Submit Content' }).click();
    await waitForToast(cp, 'Content Submitted');

    // Explore's Content tab: the open request and the creator's own submission, pending.
    await cp.goto('/creator/explore?tab=content');
    await cp.locator(`[data-testid="ugc-opportunity"][data-request-id="${requestId}"]`).waitFor();
    const mine = cp.getByTestId('my-submission').filter({ hasText: TITLE });
    await mine.getByText('Pending', { exact: true }).waitFor();
    await screenshotsAndAxe(cp, 'creator-explore-content', () => mine.waitFor());

    // --- The brand approves with feedback ------------------------------------------------------------
    await bp.reload();
    const submission = request.getByTestId('ugc-submission');
    await submission.getByText('Unboxing in morning light, 30 seconds.').waitFor();
    await submission
      .getByTestId('approval-terms')
      .getByText(/pays @\S+ \$150\.50 .* for 6 months/)
      .waitFor();
    await screenshotsAndAxe(bp, 'brand-ugc-review', () => submission.waitFor());
    await submission.getByLabel(/Feedback/).fill('Lovely light. Approved!');
    await submission.getByRole('button', { name: /^Approve/ }).click();
    await waitForToast(bp, 'Content Approved');
    await request.locator('[data-testid="ugc-submission"][data-status="approved"]').waitFor();
    await submission.getByText('Your feedback:').waitFor();
    await submission
      .getByTestId('ugc-licence')
      .getByText(/\$150\.50 on your next invoice/)
      .waitFor();
    await screenshotsAndAxe(bp, 'brand-ugc-approved', () => submission.getByTestId('ugc-licence').waitFor());

    // --- The creator: approved with feedback; Content Earnings on the payouts screen ------------------
    await cp.reload();
    await mine.getByText('Approved', { exact: true }).waitFor();
    await mine.getByText('Lovely light. Approved!').waitFor();
    await cp.goto('/creator/payouts');
    const content = cp.getByTestId('breakdown-content');
    await content.getByText('$150.50').waitFor();
    await screenshotsAndAxe(cp, 'creator-payouts-content-earnings', () =>
      content.getByText('$150.50').waitFor(),
    );
    await creatorSide.context.close();

    // --- Billing on the 1st: the brand's invoice has the UGC payments line ---------------------------
    await runSchedule('BillMonth', firstOfMonth(1), forBrands(brand));
    const period = new Date().toISOString().slice(0, 7);
    const invoice = await eventually(
      async () =>
        (
          (await api('/brand/invoices', { token: brand.token })).body.invoices as {
            period: string;
            invoice_number: string;
          }[]
        ).find((candidate) => candidate.period === period),
      20_000,
    );
    await bp.goto('/brand/account?tab=billing');
    const card = bp.getByTestId('invoice').and(bp.locator(`[data-invoice="${invoice.invoice_number}"]`));
    await card.getByRole('button', { name: `Details of invoice ${invoice.invoice_number}` }).click();
    const line = card.locator('[data-testid="invoice-line"][data-kind="ugc_payments"]');
    expect(await line.textContent()).toContain('$150.50');
    await screenshot(bp, 'brand-invoice-ugc-line');
    await brandSide.context.close();
    expect((await api('/creator/payouts', { token: creatorToken })).body.summary.content_earnings_cents).toBe(
      15_050,
    );
  }, 240_000);
});
