/**
 * Issue 10's first "Done when", end to end in Chromium against the local cloud: a brand with a connected
 * demo store (connecting subscribed the shop to the app's webhooks), a creator partnered on a live
 * product with an approved 10% code. A shopper opens the creator's /r/{code} link, buys 2 units on the
 * demo store's product page with the code; within seconds the creator's dashboard and Earnings show the
 * pending commission of exactly (2 × price − discount) × rate, with its receipt, and the brand's Sales
 * show the order and its receipt. The merchant then refunds one unit on the demo store's admin page, and
 * both sides' figures drop by exactly the reversal. Screenshots at 1280 and 375 px and axe on each screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  credentialsOf,
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotOf,
  screenshotsAndAxe,
  sessionsOf,
  signedInSession,
  untilShown,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import { storeUrl } from '../support/demo-store';
import type { StoreBrand } from '../support/partnership';
import {
  approvedDiscountCode,
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  sellingBrand,
} from '../support/sales';

let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let discountCode: string;
let brandSession: SavedSession;
let creatorSession: SavedSession;

/** amount × numerator / denominator, rounded half-up, in integers (as the ledger rounds). */
const halfUp = (amount: number, numerator: number, denominator: number) =>
  Math.floor((amount * numerator * 2 + denominator) / (2 * denominator));

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const main = (page: Page) => page.getByRole('main');

beforeAll(async () => {
  browser = await launchBrowser();
  ({ brand, live: product } = await sellingBrand(2));
  creator = await partnerOn(brand, product.id);

  // The creator asks for a code; the brand approves it at 10%, and the app creates it in the store.
  discountCode = await approvedDiscountCode(brand, creator);
  await eventually(async () => {
    const { body } = await api('/creator/campaigns', { token: creator.token });
    const code = (body.discount_codes as { code: string; store_sync: string }[]).find(
      (item) => item.code === discountCode,
    );
    return code?.store_sync === 'created' ? true : undefined;
  }, 20_000);

  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('the sales loop', () => {
  it("a shopper buys 2 through a creator's link with a 10% code: both sides see the exact commission; a refund of one unit takes back exactly its share", async () => {
    const price = product.price_cents;
    const rateBasisPoints = Math.round(product.commission_percentage * 100);
    const discount = halfUp(2 * price, 10, 100);
    const base = 2 * price - discount;
    const commission = halfUp(base, rateBasisPoints, 10_000);
    const reversedBase = halfUp(base, 1, 2);
    const reversedCommission = halfUp(commission, 1, 2);
    expect(commission).toBeGreaterThan(0);

    // --- The shopper: the creator's link lands on the store's product page, Buy 2 with the code. ----
    const shopper = await openPage(browser, `/r/${creator.code}`);
    const store = shopper.page;
    await store.waitForURL((url) => url.searchParams.get('ref') === creator.code);
    await store.getByRole('heading', { name: product.name }).waitFor();
    await store.getByLabel('Quantity').fill('2');
    await store.getByLabel('Email').fill(`shopper-${creator.code}@example.com`);
    await store.getByLabel('Discount code').fill(discountCode);
    await store.getByRole('button', { name: 'Buy' }).click();
    await store.getByRole('heading', { name: /^Order #\d+ placed$/ }).waitFor();
    const orderName = (
      (await store.getByRole('heading', { name: /^Order #\d+ placed$/ }).textContent()) ?? ''
    )
      .replace(/^Order /, '')
      .replace(/ placed$/, '');
    expect(await main(store).textContent()).toContain(`$${(base / 100).toFixed(2)} USD`);

    // --- The creator: dashboard and Earnings show the pending commission, with its receipt. -------
    const creatorSide = await openPage(browser, '/creator/dashboard', { session: creatorSession });
    const cpage = creatorSide.page;
    const pending = () => cpage.getByTestId('stat-pending').textContent();
    await untilShown(cpage, pending, `${usd(commission)} pending`);
    expect(await cpage.getByTestId('stat-earnings').locator('dd').first().textContent()).toBe(
      usd(commission),
    );
    expect(await cpage.getByTestId('stat-conversions').locator('dd').first().textContent()).toBe('1');
    expect(await cpage.getByTestId('stat-sales').textContent()).toBe(`${usd(base)} in sales`);
    await screenshotsAndAxe(cpage, 'sales-loop-creator-dashboard', () =>
      cpage.getByTestId('stat-pending').waitFor(),
    );

    await cpage.goto('/creator/campaigns?tab=earnings');
    const entry = cpage.locator('[data-testid="earning"][data-kind="sale"]');
    await entry.waitFor();
    expect(await entry.getByTestId('earning-amount').textContent()).toContain(usd(commission));
    expect(await entry.getByTestId('earning-status').textContent()).toBe('Pending');
    expect(await cpage.getByTestId('earnings-pending').textContent()).toBe(usd(commission));
    await entry.getByRole('button', { name: /^Why this amount/ }).click();
    const receipt = entry.getByTestId('commission-receipt');
    expect(await receipt.getByTestId('commission-math').textContent()).toBe(
      `2 × ${usd(price)} − ${usd(discount)} discount = ${usd(base)} × ${product.commission_percentage}% = ${usd(commission)}`,
    );
    expect(await receipt.textContent()).toContain(creator.code);
    // The link's own figures on Active Links are the ledger's too.
    await screenshotsAndAxe(cpage, 'sales-loop-creator-earnings', () => receipt.waitFor());
    await cpage.getByRole('tab', { name: /^Active Links/ }).click();
    const link = cpage.locator(`[data-testid="active-link"][data-code="${creator.code}"]`);
    expect(await link.getByTestId('link-conversions').textContent()).toBe('1');
    expect(await link.getByTestId('link-sales').textContent()).toBe(usd(base));
    expect(await link.getByTestId('link-earned').textContent()).toBe(usd(commission));

    // --- The brand: Sales lists the order with its receipt; the dashboard owes the commission. -----
    const brandSide = await openPage(browser, '/brand/campaigns?tab=sales', { session: brandSession });
    const bpage = brandSide.page;
    const sale = bpage.locator(`[data-testid="sale"][data-order="${orderName}"]`);
    await sale.waitFor();
    expect(await sale.getByTestId('sale-status').textContent()).toBe('Attributed');
    expect(await sale.getByTestId('sale-amount').textContent()).toBe(usd(base));
    expect(await sale.getByTestId('sale-commission').textContent()).toBe(usd(commission));
    expect(await sale.textContent()).toContain(`@${creator.creator.username}`);
    await sale.getByRole('button', { name: /^Receipt/ }).click();
    const saleReceipt = sale.getByTestId('sale-receipt');
    expect(await saleReceipt.getByTestId('sale-line-math').textContent()).toBe(
      `2 × ${usd(price)} − ${usd(discount)} discount = ${usd(base)} × ${product.commission_percentage}% = ${usd(commission)}`,
    );
    expect(await saleReceipt.getByTestId('sale-attribution').textContent()).toContain(creator.code);
    await screenshotsAndAxe(bpage, 'sales-loop-brand-sales', () => saleReceipt.waitFor());

    await bpage.goto('/brand/dashboard');
    await untilShown(bpage, () => bpage.getByTestId('stat-owed').textContent(), `${usd(commission)} owed`);
    expect(await bpage.getByTestId('stat-revenue').locator('dd').first().textContent()).toBe(usd(base));
    await screenshotsAndAxe(bpage, 'sales-loop-brand-dashboard', () =>
      bpage.getByTestId('stat-owed').waitFor(),
    );

    // My Products' Links (n) dialog: the link's conversions and sales are real now.
    await bpage.goto('/brand/products');
    const card = bpage.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
    await card.getByRole('button', { name: /^Links \(1\)/ }).click();
    const linksDialog = bpage.getByTestId('product-links-dialog');
    await expect.poll(() => linksDialog.textContent()).toContain(usd(base));
    await screenshotOf(linksDialog, 'sales-loop-product-links-dialog');

    // --- The merchant refunds one unit on the demo store's admin page. ----------------------------
    await store.goto(storeUrl(brand.shop, 'admin/orders'));
    await store.getByRole('region', { name: orderName }).waitFor();
    await store.getByLabel(`Units of ${product.name} to refund on ${orderName}`).selectOption('1');
    await store.getByRole('button', { name: `Refund ${product.name} on ${orderName}` }).click();
    await expect
      .poll(() => store.getByRole('status').textContent())
      .toContain(`Refund created on ${orderName}`);

    // Both sides drop by exactly the reversal: half the line, rounded half-up on the running total.
    const left = commission - reversedCommission;
    await cpage.goto('/creator/dashboard');
    await untilShown(cpage, pending, `${usd(left)} pending`);
    expect(await cpage.getByTestId('stat-sales').textContent()).toBe(`${usd(base - reversedBase)} in sales`);
    await cpage.goto('/creator/campaigns?tab=earnings');
    const reversal = cpage.locator('[data-testid="earning"][data-kind="reversal"]');
    await untilShown(
      cpage,
      () => reversal.getByTestId('earning-amount').textContent(),
      usd(-reversedCommission),
    );
    await reversal.getByRole('button', { name: /^Why this amount/ }).click();
    expect(await reversal.getByTestId('receipt-commission').textContent()).toBe(usd(-reversedCommission));
    expect(await reversal.getByTestId('commission-math').textContent()).toBe(
      `1 unit reversed: ${usd(-reversedBase)} × ${product.commission_percentage}% = ${usd(-reversedCommission)}`,
    );
    await screenshotsAndAxe(cpage, 'sales-loop-creator-earnings-refunded', () =>
      reversal.getByTestId('commission-receipt').waitFor(),
    );

    await bpage.goto('/brand/campaigns?tab=sales');
    await untilShown(bpage, () => sale.getByTestId('sale-commission').textContent(), usd(left));
    expect(await sale.getByTestId('sale-amount').textContent()).toBe(usd(base - reversedBase));
    await sale.getByRole('button', { name: /^Receipt/ }).click();
    expect(await sale.getByTestId('sale-line-reversed').textContent()).toBe(
      `Refunded 1 of 2: −${usd(reversedBase)} sale, −${usd(reversedCommission)} commission`,
    );
    await screenshotsAndAxe(bpage, 'sales-loop-brand-sales-refunded', () =>
      sale.getByTestId('sale-receipt').waitFor(),
    );
    await bpage.goto('/brand/dashboard');
    await untilShown(bpage, () => bpage.getByTestId('stat-owed').textContent(), `${usd(left)} owed`);
    expect(await bpage.getByTestId('stat-revenue').locator('dd').first().textContent()).toBe(
      usd(base - reversedBase),
    );

    await Promise.all([shopper.context.close(), creatorSide.context.close(), brandSide.context.close()]);
  }, 180_000);

  it('a self-referral is held with its reason; the brand voids it after confirming, and a failed release says why', async () => {
    const own = await credentialsOf(creator.token);
    const orderId = newOrderId();
    const order = orderPayload({
      id: orderId,
      ref: creator.code,
      email: own.email,
      lines: [{ product, quantity: 1 }],
    });
    await deliver('orders/paid', brand.shop, order);
    const { context, page } = await openPage(browser, '/brand/campaigns?tab=sales', {
      session: brandSession,
    });
    const sale = page.locator(`[data-testid="sale"][data-order="${order.name}"]`);
    await untilShown(page, () => sale.getByTestId('sale-status').textContent(), 'Held — self-purchase');
    expect(await sale.textContent()).toMatch(/self-referral/i);
    expect(await sale.getByTestId('sale-commission').textContent()).toBe(
      usd(halfUp(product.price_cents, Math.round(product.commission_percentage * 100), 10_000)),
    );
    await screenshotsAndAxe(page, 'sales-loop-brand-sales-held', () => sale.waitFor());

    // A release the server refuses (decided elsewhere meanwhile): the dialog says so and stays open.
    await page.route('**/api/brand/sales/*/release', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'conflict', message: 'This sale is no longer held', fields: {} } },
      }),
    );
    await sale.getByRole('button', { name: `Release order ${order.name}` }).click();
    const dialog = page.getByTestId('held-sale-confirm');
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('This sale is no longer held');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/brand/sales/*/release');

    // Void, from the keyboard: the reason (required; the creator reads it) is the first stop, then
    // Cancel, then Void.
    await sale.getByRole('button', { name: `Void order ${order.name}` }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.keyboard.type('Their own order');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => sale.getByTestId('sale-status').textContent()).toBe('Void');
    expect(await sale.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a brand with no sales yet is told what will appear; a failed load offers Try again', async () => {
    const { session } = await signedInSession(browser, 'brand');
    // Every load fails until the error shows: the route's prefetch, the screen's query and its retry
    // (how many of those run depends on timing: a prefetch that failed before the screen mounted is
    // fetched again), then the service is back for Try again.
    let failing = true;
    const { context, page } = await openPage(browser, '/brand/campaigns?tab=sales', {
      session,
      prepare: (context) =>
        context.route('**/api/brand/sales*', (route) =>
          failing
            ? route.fulfill({
                status: 500,
                json: { error: { code: 'internal', message: 'Boom', fields: {} } },
              })
            : route.fallback(),
        ),
    });
    await page.getByTestId('inline-load-error').waitFor();
    expect(await page.getByTestId('inline-load-error').textContent()).toContain('Failed to load sales.');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByTestId('sales-empty')
      .getByText("Sales appear here when a shopper buys through a creator's link or code")
      .waitFor();
    await screenshotsAndAxe(page, 'sales-loop-brand-sales-empty', () =>
      page.getByTestId('sales-empty').waitFor(),
    );
    await context.close();
  });
});
