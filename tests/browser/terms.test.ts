/**
 * Issue 21's terms journey in Chromium against the local cloud (lean): the brand sets a performance tier
 * on My Products ("20% after 10 sales"); ten sales of the month are seeded through signed webhooks; the
 * creator's 11th sale shows 20% and the tier on its receipt. The brand then cuts the product's rate: it
 * is announced, not applied, and the creator sees on Explore the new rate with its effective date.
 * Then the brand's own screens for terms: a per-creator rate through the Terms dialog on Creators and a
 * time-limited offer on My Products, seen by the creator on the brand profile and Explore → Promotions.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  openPage,
  type SavedSession,
  screenshotsAndAxe,
  sessionsOf,
  waitForToast,
} from '../support/browser';
import { api, eventually } from '../support/cloud';
import type { StoreBrand } from '../support/partnership';
import { deliver, orderPayload, partnerOn, type StoreProduct, salesOf, sellingBrand } from '../support/sales';

let browser: Browser;
let brand: StoreBrand;
let product: StoreProduct;
let creator: Awaited<ReturnType<typeof partnerOn>>;
let brandSession: SavedSession;
let creatorSession: SavedSession;
/** When the product's 15% took effect (a raise: at once); orders dated before it earned the old rate. */
let ratedAt: number;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ brand, live: product } = await sellingBrand(1, 15));
  ratedAt = Date.now();
  creator = await partnerOn(brand, product.id);
  [brandSession, creatorSession] = await sessionsOf(browser, brand, creator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const sell = (createdAt: Date) =>
  deliver(
    'orders/paid',
    brand.shop,
    orderPayload({
      ref: creator.code,
      createdAt: createdAt.toISOString(),
      lines: [{ product, quantity: 1 }],
    }),
  );

const recorded = (count: number) =>
  eventually(async () => ((await salesOf(brand.token)).sales.length === count ? true : undefined), 30_000);

describe('terms', () => {
  it("a tier lifts the creator's 11th sale of the month, named on its receipt; a cut is shown with its date", async () => {
    // --- The brand sets "20% after 10 sales" on My Products. ----------------------------------------
    const { page: bpage } = await openPage(browser, '/brand/products', { session: brandSession });
    const tiers = bpage.getByTestId('tiers-card');
    await tiers.getByRole('button', { name: 'Add tier' }).click();
    await tiers.getByLabel('Tier 1: after this many sales').fill('10');
    await tiers.getByLabel('Rate (%)').fill('20');
    await tiers.getByRole('button', { name: 'Save tiers' }).click();
    await waitForToast(bpage, 'Tiers Saved', /20% after 10 sales/);
    expect((await api('/brand/tiers', { token: brand.token })).body.tiers).toEqual([
      { after_sales: 10, rate_percentage: 20 },
    ]);

    // --- Ten sales this month through the webhook (dated after the 15% was set), then the 11th. ----
    await Promise.all(Array.from({ length: 10 }, (_, i) => sell(new Date(ratedAt + 1000 + i * 100))));
    await recorded(10);
    await sell(new Date());
    await recorded(11);

    // --- The creator's 11th sale: 20%, "tier: 10+ sales this month". ------------------------------
    const { page: cpage } = await openPage(browser, '/creator/campaigns?tab=earnings', {
      session: creatorSession,
    });
    const newest = cpage.locator('[data-testid="earning"][data-kind="sale"]').first();
    await newest.getByRole('button', { name: /^Why this amount/ }).click();
    const receipt = newest.getByTestId('commission-receipt');
    expect(await receipt.getByTestId('receipt-rate').textContent()).toBe('20% (tier: 10+ sales this month)');
    expect(await receipt.textContent()).toContain('× 20% (tier: 10+ sales this month)');
    await screenshotsAndAxe(cpage, 'terms-tier-receipt', () => receipt.waitFor());
    // The 10th sale was at the product's rate.
    const tenth = cpage.locator('[data-testid="earning"][data-kind="sale"]').nth(1);
    await tenth.getByRole('button', { name: /^Why this amount/ }).click();
    expect(await tenth.getByTestId('receipt-rate').textContent()).toBe('15% (product rate)');

    // --- The brand cuts the rate to 10%: announced with its date, the card keeps 15% until then. ----
    await bpage.reload();
    const card = bpage.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
    const rate = card.getByTestId('commission-input');
    await rate.fill('10');
    await rate.press('Enter');
    await waitForToast(bpage, 'Cut Announced');
    await expect.poll(() => card.getByTestId('pending-rate').textContent()).toMatch(/^Cut to 10% from /);
    expect(await rate.inputValue()).toBe('15');
    await screenshotsAndAxe(bpage, 'terms-brand-products', () => card.getByTestId('pending-rate').waitFor());
    const effective = (await api('/brand/products', { token: brand.token })).body.products[0].pending_rate
      .effective_at as string;
    expect(Date.parse(effective)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    // --- The creator sees it on Explore with the date. -------------------------------------------
    await cpage.goto('/creator/explore');
    await cpage.getByLabel('Search products by name, brand or category').fill(product.name);
    const explore = cpage.locator(`[data-testid="explore-card"][data-product-id="${product.id}"]`);
    const notice = explore.getByTestId('pending-rate');
    await notice.waitFor();
    const shown = new Date(effective).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(await notice.textContent()).toBe(`Commission falls to 10% on ${shown}`);
    expect(await explore.textContent()).toContain('15% commission');
    await screenshotsAndAxe(cpage, 'terms-explore-cut', () => notice.waitFor());
  }, 180_000);

  it('the brand sets a per-creator rate in the Terms dialog and creates an offer; the creator sees both', async () => {
    const username = creator.creator.username as string;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

    // --- Creators → Terms: 25% on all products for this creator (new terms: in force at once). ------
    const { page: bpage } = await openPage(browser, '/brand/creators', { session: brandSession });
    await bpage.getByLabel('Search creators by username, bio or Instagram handle').fill(username);
    const card = bpage.locator(`[data-testid="creator-card"][data-username="${username}"]`);
    await card.getByRole('button', { name: `Terms for @${username}` }).click();
    const dialog = bpage.getByRole('dialog', { name: `Terms for @${username}` });
    await dialog.getByTestId('creator-terms-none').waitFor();
    await dialog.getByLabel('Rate (%)').fill('25');
    expect(await dialog.getByTestId('creator-terms-rule').textContent()).toBe('New terms: in force at once.');
    await screenshotsAndAxe(bpage, 'terms-creator-dialog', () => dialog.waitFor());
    await dialog.getByRole('button', { name: 'Save terms' }).click();
    await waitForToast(bpage, 'Terms Saved', `@${username}: 25% for all products`);
    const listed = bpage.locator(`[data-testid="brand-term"][data-creator-id="${creator.creator.id}"]`);
    expect(await listed.textContent()).toBe(`@${username} 25% for all products`);
    // A cut to 20% is announced with its date (said before saving), listed, and withdrawn.
    await card.getByRole('button', { name: `Terms for @${username}` }).click();
    await dialog.getByLabel('Rate (%)').fill('20');
    expect(await dialog.getByTestId('creator-terms-rule').textContent()).toMatch(
      new RegExp(`^A cut: @${username} keeps 25% until .+, then earns 20%\\.$`),
    );
    await dialog.getByRole('button', { name: 'Announce cut' }).click();
    await waitForToast(bpage, 'Cut Announced', /20% from /);
    expect(await listed.getByTestId('term-pending-cut').textContent()).toMatch(
      /^Cut to 20% from .+Cancel cut$/,
    );
    await listed.getByRole('button', { name: 'Cancel cut' }).click();
    await waitForToast(bpage, 'Cut Cancelled');
    await listed.getByTestId('term-pending-cut').waitFor({ state: 'detached' });

    // --- My Products → offers: the server's field error shown at the field, then a valid offer. ----
    await bpage.goto('/brand/products');
    const offers = bpage.getByTestId('offers-card');
    await offers.getByLabel('Offer on').selectOption(product.id);
    await offers.getByLabel('Rate (%)').fill('30');
    await offers.getByLabel('Last day (UTC)').fill(day(400));
    await offers.getByRole('button', { name: 'Create offer' }).click();
    await offers.getByText('At most a year after the first day').waitFor();
    await offers.getByLabel('Last day (UTC)').fill(day(7));
    await offers.getByRole('button', { name: 'Create offer' }).click();
    await waitForToast(bpage, 'Offer Created', `30% on ${product.name}`);
    const row = offers.getByTestId('brand-offer');
    await expect.poll(() => row.getAttribute('data-state')).toBe('running');
    await screenshotsAndAxe(bpage, 'terms-offers-card', () => row.waitFor());
    const offerId = (await row.getAttribute('data-offer-id')) as string;

    // --- The creator: their terms on the brand profile, the offer on Explore → Promotions. ---------
    const { page: cpage } = await openPage(browser, `/creator/brands/${brand.brandId}`, {
      session: creatorSession,
    });
    expect(await cpage.getByTestId('my-terms').textContent()).toContain('25% on every product');
    await cpage.goto('/creator/explore?tab=promotions');
    const promotion = cpage.locator(`[data-testid="promotion"][data-offer-id="${offerId}"]`);
    expect(await promotion.textContent()).toContain('30%');
  }, 120_000);
});
