/**
 * Orders the ledger does not count (issue 17 items 5 and 6) in the brand's Sales, in Chromium: an
 * order in JPY on a USD store reads "Needs review" with its reason and earns nothing; the brand
 * dismisses it after confirming, and it stays out of every total.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  untilShown,
} from '../support/browser';
import { api } from '../support/cloud';
import type { StoreBrand } from '../support/partnership';
import { deliver, orderPayload, partnerOn, type StoreProduct, sellingBrand } from '../support/sales';

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

describe('an order that needs review', () => {
  it('a JPY order on a USD store: "Needs review" with the reason, $0.00 commission; dismissed after confirming', async () => {
    const order = orderPayload({ ref: creator.code, lines: [{ product, quantity: 1 }] });
    order.currency = 'JPY';
    await deliver('orders/paid', brand.shop, order);
    const totalsBefore = (await api('/brand/dashboard', { token: brand.token })).body.totals;

    const { context, page } = await openPage(browser, '/brand/campaigns?tab=sales', {
      session: brandSession,
    });
    const sale = page.locator(`[data-testid="sale"][data-order="${order.name}"]`);
    await untilShown(page, () => sale.getByTestId('sale-status').textContent(), 'Needs review');
    expect(await sale.textContent()).toContain('Order in JPY; this program is in USD.');
    expect(await sale.getByTestId('sale-commission').textContent()).toBe('$0.00');
    expect(await sale.getByRole('button', { name: /^Release/ }).count()).toBe(0);
    await screenshotsAndAxe(page, 'sales-needs-review', () => sale.waitFor());
    // Its receipt: the line earns nothing because of the order, not because it is outside the program.
    await sale.getByText('Receipt').click();
    await expect.poll(() => sale.textContent()).toContain('Earns nothing');
    expect(await sale.textContent()).not.toContain('Not in the program');

    await sale.getByRole('button', { name: `Dismiss order ${order.name}` }).click();
    const dialog = page.getByTestId('held-sale-confirm');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => sale.getByTestId('sale-status').textContent()).toBe('Void');
    expect(await sale.textContent()).toContain('Dismissed by the brand: Order in JPY');
    expect(await sale.getByRole('button', { name: /^Dismiss/ }).count()).toBe(0);
    expect((await api('/brand/dashboard', { token: brand.token })).body.totals).toEqual(totalsBefore);
    await context.close();
  }, 120_000);
});
