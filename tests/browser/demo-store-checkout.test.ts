/**
 * The demo store's checkout as a shopper and a merchant use it: a product page opened from a referral
 * link (?ref=…), Buy 2 with a discount code, the order page, then the admin's order list with a refund
 * made from the keyboard. The order reaches a webhook receiver in this test with the `ref` kept.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDemoProduct } from '../../stand-ins/shopify/catalogue';
import { expectNoSeriousViolations, launchBrowser, openPage, screenshot } from '../support/browser';
import {
  createDiscount,
  demoStoreToken,
  newDemoShop,
  startReceiver,
  storeUrl,
  subscribe,
} from '../support/demo-store';

const HANDLE = 'hydrating-face-serum';
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startReceiver();
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
});

describe('demo store checkout', () => {
  it('buys 2 with a code from a referral landing; the admin lists the order and refunds a unit', async () => {
    const shop = newDemoShop('checkout');
    const token = await demoStoreToken(shop);
    await createDiscount(shop, token, 'GLOW10', 0.1);
    await subscribe(shop, token, 'ORDERS_PAID', receiver.url);
    await subscribe(shop, token, 'REFUNDS_CREATE', receiver.url);
    const price = findDemoProduct(HANDLE)?.priceCents ?? 0;

    const { context, page } = await openPage(
      browser,
      storeUrl(shop, `products/${HANDLE}?ref=ava_glow1&utm_source=creator&utm_medium=social`),
    );
    await expect
      .poll(() => page.getByRole('heading', { name: 'Hydrating Face Serum' }).isVisible())
      .toBe(true);
    await expectNoSeriousViolations(page, 'product page');
    await screenshot(page, 'demo-store-product-checkout');

    // An unknown code is refused on the page, with nothing placed.
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('Discount code').fill('NOPE');
    await page.getByRole('button', { name: 'Buy' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Enter a valid discount code');
    expect(await page.getByLabel('Discount code').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousViolations(page, 'product page with an error');
    await screenshot(page, 'demo-store-product-checkout-error');

    await page.getByLabel('Discount code').fill('glow10');
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.getByRole('heading', { name: 'Order #1001 placed' }).waitFor();
    const discount = Math.round(price * 2 * 0.1);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(`$${((price * 2 - discount) / 100).toFixed(2)} USD`);
    expect(text).toContain(`−$${(discount / 100).toFixed(2)}`);
    await expectNoSeriousViolations(page, 'order page');
    await screenshot(page, 'demo-store-order-placed');
    // Reloading the order page places nothing new.
    await page.reload();
    await page.getByRole('heading', { name: 'Order #1001 placed' }).waitFor();

    await expect.poll(() => receiver.of('orders/paid').length).toBe(1);
    const paid = JSON.parse(receiver.of('orders/paid')[0]?.rawBody ?? '{}');
    expect(paid.note_attributes).toEqual([{ name: 'ref', value: 'ava_glow1' }]);
    expect(paid.landing_site).toBe(`/products/${HANDLE}?ref=ava_glow1&utm_source=creator&utm_medium=social`);
    expect(paid.line_items[0].quantity).toBe(2);

    await page.goto(storeUrl(shop, 'admin/orders'));
    const card = page.getByRole('region', { name: '#1001' });
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('shopper@example.com');
    expect(cardText).toContain('ava_glow1');
    expect(cardText).toContain('GLOW10');
    await expectNoSeriousViolations(page, 'admin orders');
    // From the keyboard: choose 1 unit, then Refund.
    await page.getByLabel('Units of Hydrating Face Serum to refund on #1001').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Refund created on #1001');
    expect(await card.textContent()).toContain('Partially refunded');
    await screenshot(page, 'demo-store-admin-orders');
    await expect.poll(() => receiver.of('refunds/create').length).toBe(1);
    await context.close();
  });
});
