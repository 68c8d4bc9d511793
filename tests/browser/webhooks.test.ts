/**
 * Account → Developers → Webhooks (issue 22) as a brand uses it, in Chromium against the local cloud: the
 * Add dialog opens and closes from the keyboard; a private address is refused at the field; the local
 * webhook inspector's URL is added and its secret shown once; a sale is recorded and its delivery appears
 * in the endpoint's log as delivered; Replay sends it again (the inspector's page, at the bucket's secret
 * address, shows the same Marketplace-Webhook-Id twice; by the bucket's name alone it is 404); the secret is rolled and the previous one shown beside the new.
 * Then three days of failures turn a second endpoint off: the screen says when and why, and Turn on clears
 * it. Screenshots and axe at 1280 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionOf,
  waitForToast,
} from '../support/browser';
import { api, eventually, useCloudEnvironment } from '../support/cloud';
import { localOnlyFile } from '../support/local-only';
import { json, type StoreBrand } from '../support/partnership';
import { deliver, orderPayload, partnerOn, type StoreProduct, sellingBrand } from '../support/sales';
import { arrivals, type InspectorBucket, inspectorBucket, retryUntilSettled } from '../support/webhooks';

const { afterAll, beforeAll, it } = localOnlyFile('sends webhooks to the local webhook inspector');

let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let session: SavedSession;

let bucket: InspectorBucket;
let downBucket: InspectorBucket;

/** The Marketplace-Webhook-Id of every delivery the inspector recorded, newest first. */
const arrivedIds = async (): Promise<string[]> =>
  (await arrivals(bucket)).map((arrival) => arrival.headers['marketplace-webhook-id'] ?? '');

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  ({ brand, live: product } = await sellingBrand(1));
  [bucket, downBucket] = await Promise.all([
    inspectorBucket(`browser-${brand.brandId}`),
    inspectorBucket(`down-browser-${brand.brandId}`),
  ]);
  [creator, session] = await Promise.all([
    partnerOn(brand, product.id),
    sessionOf(browser, brand.token, 'brand'),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

it('a brand adds an endpoint, sees a sale delivered, replays it, rolls the secret and turns a failing one back on', async () => {
  const { context, page } = await openPage(browser, '/brand/account?tab=developers', { session });
  try {
    const section = page.getByTestId('webhooks-section');
    await section.getByText('No endpoints yet').waitFor();

    // The keyboard alone: Add endpoint opens the dialog with the focus inside; Escape closes it and
    // gives the focus back to the button.
    const add = section.getByRole('button', { name: 'Add endpoint' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('add-webhook-dialog');
    const url = dialog.getByLabel('Endpoint URL');
    await url.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await url.waitFor({ state: 'detached' });
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);

    // A private address is refused at the field.
    await page.keyboard.press('Enter');
    await url.fill('https://10.0.0.5/hooks');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText(/private, loopback or link-local/).waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    await screenshotsAndAxe(page, 'webhooks-add-refused', () => dialog.getByText(/private/).waitFor());

    await url.fill(bucket.endpoint_url);
    await dialog.getByLabel('Description (optional)').fill('Our ERP');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByTestId('webhook-secret-dialog');
    const secret = (await shown.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    await shown.getByRole('button', { name: 'Done' }).click();

    const row = section.getByTestId('webhook-endpoint').filter({ hasText: bucket.endpoint_url });
    await row.getByText(bucket.endpoint_url).waitFor();
    await row.getByText(`${secret.slice(0, 10)}…`).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);

    // A second endpoint that never answers 2xx (registered over the API), for the three days below.
    const down = await api('/brand/webhooks', {
      ...json('POST', { url: `${downBucket.endpoint_url}?fail=1000`, events: ['sale.created'] }),
      token: brand.token,
    });
    expect(down.status).toBe(201);

    // A sale is recorded: its delivery arrives at the inspector and shows in the endpoint's log.
    await deliver(
      'orders/paid',
      brand.shop,
      orderPayload({ ref: creator.code, lines: [{ product, quantity: 1 }] }),
    );
    const [deliveryId] = await eventually(async () => {
      const ids = await arrivedIds();
      return ids.length > 0 ? ids : undefined;
    }, 20_000);
    await row.getByRole('button', { name: 'Recent deliveries' }).click();
    const log = row.getByTestId('webhook-deliveries');
    await log.getByText(deliveryId as string).waitFor();
    await log.getByText('sale.created').waitFor();
    await log.getByText('Delivered').waitFor();
    await log.getByText('1 attempt').waitFor();
    await screenshotsAndAxe(page, 'webhooks-deliveries', () => log.getByText('Delivered').waitFor());

    // Replay: the same id again, and the log counts the second attempt.
    await log.getByRole('button', { name: `Replay delivery ${deliveryId}` }).click();
    await waitForToast(page, 'Delivery sent again');
    await log.getByText('2 attempts').waitFor();
    expect(await arrivedIds()).toEqual([deliveryId, deliveryId]);
    const inspector = await context.newPage();
    // Read at the bucket's secret address; by its name alone it shows nothing.
    await inspector.goto(bucket.view_url);
    expect(await inspector.getByRole('heading', { name: new RegExp(deliveryId as string) }).count()).toBe(2);
    const byName = await inspector.goto(bucket.endpoint_url);
    expect(byName?.status()).toBe(404);
    await inspector.close();

    // Issue 31, Send test event: a sample of the chosen type arrives, marked as a test, and the log shows
    // it as a test delivery.
    const tester = row.getByTestId('webhook-test-event');
    await tester.getByLabel('Test event type').selectOption('invoice.paid');
    await tester.getByRole('button', { name: 'Send test event' }).click();
    await waitForToast(page, 'Test event sent');
    const [tested] = await arrivals(bucket);
    expect(JSON.parse(tested?.body ?? '{}')).toMatchObject({ type: 'invoice.paid', test: true });
    const testRow = log
      .getByRole('listitem')
      .filter({ hasText: tested?.headers['marketplace-webhook-id'] ?? '' });
    await testRow.getByText('invoice.paid').waitFor();
    await testRow.getByText('Test', { exact: true }).waitFor();
    await screenshotsAndAxe(page, 'webhooks-test-event', () => testRow.waitFor());

    // Roll: confirmed, then the new secret is shown with the previous one, which signs for 24 h more.
    await row.getByRole('button', { name: 'Roll secret' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Roll secret' }).click();
    await shown.getByText('New signing secret').waitFor();
    const [fresh, previous] = await shown.getByTestId('webhook-secret').allTextContents();
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect(previous).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await row.getByText(`${fresh?.slice(0, 10)}…`).waitFor();

    // Three days of failures (the retries run at their due instants) turn the other endpoint off: the
    // screen says when and why; Turn on brings it back and the notice goes.
    expect((await retryUntilSettled(brand, down.body.endpoint.id)).status).toBe('failed');
    await page.reload();
    const off = section.getByTestId('webhook-endpoint').filter({ hasText: downBucket.endpoint_url });
    const reason = off.getByTestId('webhook-disabled-reason');
    await reason.getByText(/^Turned off on \w{3} \d{1,2}, \d{4} after failing for three days/).waitFor();
    await off.getByText('Off', { exact: true }).waitFor();
    await screenshotsAndAxe(page, 'webhooks-turned-off', () => reason.waitFor());
    await off.getByRole('button', { name: 'Turn on' }).click();
    await off.getByText('On', { exact: true }).waitFor();
    await reason.waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
}, 60_000);
