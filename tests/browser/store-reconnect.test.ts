/**
 * A brand whose Shopify store was connected before the app asked for read_orders (no scopes on record,
 * a token with the old scopes) sees "Reconnect your store to grant: read_orders" on its store card;
 * Reconnect runs the install again in the popup, and afterwards the banner is gone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brandWithProducts } from '../support/brand';
import {
  expectNoSeriousViolations,
  launchBrowser,
  openPage,
  screenshotOf,
  sessionOf,
} from '../support/browser';
import { api, useCloudEnvironment } from '../support/cloud';
import { demoStoreToken, newDemoShop } from '../support/demo-store';
import { BROWSER_UA } from '../support/shopify-connect';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('a store connected with the old scopes is asked to reconnect, and reconnecting clears the banner', async () => {
  useCloudEnvironment();
  const brand = await brandWithProducts(0);
  const onboarded = await api('/brand/onboarding/complete', {
    method: 'POST',
    token: brand.token,
    body: JSON.stringify({ payment_partner: 'built-in' }),
    headers: { 'content-type': 'application/json' },
  });
  expect(onboarded.status).toBe(200);
  const shop = newDemoShop('reconnect');
  const { encryptSecret } = await import('../../functions/shared/crypto/secret-box');
  const { updateBrand } = await import('../../functions/catalogue');
  await updateBrand(brand.brandId, {
    store_connected: true,
    store_platform: 'shopify',
    shop_domain: shop,
    store_name: 'Connected long ago',
    shopify_access_token_sealed: await encryptSecret(
      await demoStoreToken(shop, 'read_products,write_discounts'),
      {
        purpose: 'store-token',
        brandId: brand.brandId,
      },
    ),
  });

  const session = await sessionOf(browser, brand.token, 'brand');
  // Headless Chromium's own user agent is a bot to @shopify/shopify-api, which refuses it OAuth.
  const { context, page } = await openPage(browser, '/brand/account', { session, userAgent: BROWSER_UA });
  try {
    const banner = page.getByTestId('store-reconnect-banner');
    await banner.waitFor();
    // Connected with the first scopes only: everything asked for since is named, orders' consequence first.
    const text = await banner.textContent();
    expect(text).toContain(
      'Reconnect your store to grant: write_draft_orders, read_orders, read_fulfillments',
    );
    expect(text).toContain("Shopify does not send us your orders, so creators' sales are not tracked");
    expect(text).toContain('samples creators redeem are not placed as orders in your store');
    await screenshotOf(page.getByTestId('store-connection'), 'store-reconnect-banner');
    await expectNoSeriousViolations(page, 'store card asking to reconnect');

    const popupOpened = context.waitForEvent('page');
    await banner.getByRole('button', { name: 'Reconnect' }).click();
    const popup = await popupOpened;
    const popupClosed = popup.waitForEvent('close', { timeout: 20_000 });
    await popup.getByRole('button', { name: 'Install app' }).click();
    await popupClosed;
    await page.getByTestId('toasts').getByText('Store Reconnected').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByTestId('store-connection-status').textContent()).toBe('Connected');
  } finally {
    await context.close();
  }
}, 120_000);
