/**
 * Issue 36, the brand's review in Chromium: a burst of clicks from one IP on a creator's link, then an
 * order, held; in Sales the card names the signal and shows its evidence (the link, the clicks, their
 * window and source — a hash, never the address — and the orders); Void asks why (required, the
 * creator reads it), and the sale reads void with the brand's words; the creator's earnings line says
 * who voided it and why. An operator's review queue (/ops/review) lists another held sale with its
 * brand, creator and evidence, and voids it the same way. Screenshots at 1280 and 375 px of the review
 * item, the void dialog, the creator's line and the operators' queue.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../contracts/fraud';
import {
  launchBrowser,
  logInOperatorThroughUi,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  untilShown,
} from '../support/browser';
import { clickBurst } from '../support/click-bursts';
import { signedUpOperator } from '../support/operators';
import type { StoreBrand } from '../support/partnership';
import { deliver, orderPayload, partnerOn, type StoreProduct, sellingBrand } from '../support/sales';

const THRESHOLD = defaultFraudSettings.click_burst.threshold;
let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let brandSession: SavedSession;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ brand, live: product } = await sellingBrand(1));
  creator = await partnerOn(brand, product.id);
  brandSession = await sessionOf(browser, brand.token, 'brand');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('the brand reviews a click burst and voids it with a reason', () => {
  it('the evidence on the held sale; Void asks why; the creator reads it', async () => {
    const burst = await clickBurst(creator.code, THRESHOLD);
    const order = orderPayload({ ref: creator.code, lines: [{ product, quantity: 1 }] });
    await deliver('orders/paid', brand.shop, order);

    const { context, page } = await openPage(browser, '/brand/campaigns?tab=sales', {
      session: brandSession,
    });
    const sale = page.locator(`[data-testid="sale"][data-order="${order.name}"]`);
    await untilShown(page, () => sale.getByTestId('sale-status').textContent(), 'Held — click burst');
    const evidence = sale.getByTestId('review-evidence');
    const text = (await evidence.textContent()) ?? '';
    expect(text).toContain('Evidence: click burst');
    expect(text).toContain(creator.code);
    expect(text).toContain(`${THRESHOLD} from one IP address`);
    expect(text).toContain(burst.sourceHash.slice(0, 12));
    expect(text).toContain(order.name);
    // Never the address itself.
    expect(text).not.toMatch(/\b127\.0\.0\.1\b|::1/);
    await screenshotsAndAxe(page, 'fraud-review-held', () => evidence.waitFor());

    await sale.getByRole('button', { name: `Void order ${order.name}` }).click();
    const dialog = page.getByTestId('held-sale-confirm');
    const confirm = dialog.getByRole('button', { name: 'Void' });
    // No reason, no void: the creator is owed an explanation.
    expect(await confirm.isDisabled()).toBe(true);
    await dialog
      .getByLabel('Why (the creator reads this)')
      .fill('Bought traffic: 20 clicks from one address.');
    await screenshotsAndAxe(page, 'fraud-review-void-dialog', () => dialog.waitFor());
    await confirm.click();
    await expect.poll(() => sale.getByTestId('sale-status').textContent()).toBe('Void');
    expect(await sale.textContent()).toContain('(click burst): Bought traffic: 20 clicks from one address.');
    expect(await sale.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    await context.close();

    const creatorSession = await sessionOf(browser, creator.token, 'creator');
    const creatorSide = await openPage(browser, '/creator/campaigns?tab=earnings', {
      session: creatorSession,
    });
    const line = creatorSide.page.locator(`[data-testid="earning"][data-order="${order.name}"]`);
    await untilShown(
      creatorSide.page,
      () => line.getByTestId('earning-line-status').textContent(),
      'void: voided by',
    );
    expect(await line.getByTestId('earning-line-status').textContent()).toContain(
      'Bought traffic: 20 clicks from one address.',
    );
    await line.getByRole('button', { name: /Why this amount/ }).click();
    await expect.poll(() => line.getByTestId('receipt-hold-reason').textContent()).toContain('Click burst');
    await screenshotsAndAxe(creatorSide.page, 'fraud-review-creator-void', () => line.waitFor());
    await creatorSide.context.close();
  }, 180_000);
});

describe("the operators' review queue", () => {
  it('lists a held sale with its brand, creator and evidence; the operator voids it with a reason', async () => {
    const other = await partnerOn(brand, product.id);
    await clickBurst(other.code, THRESHOLD);
    const order = orderPayload({ ref: other.code, lines: [{ product, quantity: 1 }] });
    await deliver('orders/paid', brand.shop, order);
    // An operator signs in and lands in the console (/ops), then opens Review from its navigation.
    const operator = await signedUpOperator();
    const { context, page } = await openPage(browser, '/login');
    await logInOperatorThroughUi(page, operator);
    await page.waitForURL('**/ops');
    await page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Review' })
      .click();
    await page.waitForURL('**/ops/review');
    const item = page.locator(`[data-testid="ops-review-item"][data-order="${order.name}"]`);
    await untilShown(page, () => item.textContent(), 'Evidence: click burst');
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(`Order ${order.name}`);
    expect(text).toContain('Held — click burst');
    expect(text).toContain(`${THRESHOLD} from one IP address`);
    expect(await page.getByRole('link', { name: 'Review' }).getAttribute('aria-current')).toBe('page');
    await screenshotsAndAxe(page, 'fraud-review-ops-queue', () => item.waitFor());

    await item.getByRole('button', { name: /^Void order/ }).click();
    const dialog = page.getByTestId('held-sale-confirm');
    await dialog.getByLabel('Why (the creator reads this)').fill('Scripted clicks.');
    await dialog.getByRole('button', { name: 'Void' }).click();
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  }, 180_000);
});
