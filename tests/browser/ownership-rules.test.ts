/**
 * Ownership rules as people see them, in Chromium against the local cloud: a creator the brand
 * blacklisted is told why Apply and Copy Link do nothing (not "complete your profile"); a discount code
 * the store refused shows as failed with the store's reason on the creator's and the brand's campaigns
 * screens. Screenshots and axe on each.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedMessages } from '../../functions/partnerships';
import {
  launchBrowser,
  openPage,
  screenshotsAndAxe,
  sessionOf,
  waitForToast as toast,
} from '../support/browser';
import { api, eventually, useCloudEnvironment } from '../support/cloud';
import { brandWithStore, json, onboardedCreator, type StoreBrand } from '../support/partnership';

type Creator = Awaited<ReturnType<typeof onboardedCreator>>;

let browser: Browser;
let brand: StoreBrand;
let blocked: Creator;
let refused: Creator;

beforeAll(async () => {
  useCloudEnvironment();
  browser = await launchBrowser();
  [brand, blocked, refused] = await Promise.all([brandWithStore(2), onboardedCreator(), onboardedCreator()]);
  const blacklisted = await api(`/brand/creators/${blocked.creator.id}/relationship`, {
    ...json('PUT', { relationship_type: 'blacklist' }),
    token: brand.token,
  });
  expect(blacklisted.status).toBe(200);

  // The refused creator's code: the brand's store already has that text, so the store says no.
  expect(
    (
      await api('/creator/discount-codes', {
        ...json('POST', { brand_id: brand.brandId }),
        token: refused.token,
      })
    ).status,
  ).toBe(201);
  const { createShopifyDiscountCode } = await import('../../functions/integrations');
  const { decryptSecret } = await import('../../functions/shared/crypto/secret-box');
  const { getSealedStoreToken } = await import('../../functions/catalogue');
  const accessToken = await decryptSecret((await getSealedStoreToken(brand.brandId)) ?? '', {
    purpose: 'store-token',
    brandId: brand.brandId,
  });
  await createShopifyDiscountCode(
    { shop: brand.shop, accessToken, scope: '' },
    { code: refused.creator.username, percentage: 30, title: 'Staff sale' },
  );
  await api(`/brand/discount-codes/${refused.creator.id}/approve`, {
    ...json('POST', { discount_percentage: 15 }),
    token: brand.token,
  });
  await eventually(async () => {
    const codes = (await api('/creator/campaigns', { token: refused.token })).body.discount_codes;
    return codes[0]?.store_sync === 'failed' ? true : undefined;
  }, 15_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('a blacklisted creator on the brand’s profile', () => {
  it('is told the brand is not working with them when applying or copying a link', async () => {
    const session = await sessionOf(browser, blocked.token, 'creator');
    const { context, page } = await openPage(browser, `/creator/brands/${brand.brandId}`, { session });
    try {
      await page.getByRole('tab', { name: /^Products/ }).click();
      const card = page.locator(
        `[data-testid="brand-product-card"][data-product-id="${brand.liveProductIds[0]}"]`,
      );
      // Apply opens the pitch dialog (issue 34): the refusal is said in it, and as a toast once it closes.
      await card.getByRole('button', { name: /^Apply to promote/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Apply to promote/ });
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await dialog.getByRole('alert').getByText(blockedMessages.apply).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await toast(page, 'Not Available', blockedMessages.apply);
      await card.getByRole('button', { name: /^Copy Link/ }).click();
      await toast(page, 'Not Available', blockedMessages.link);
      expect(await page.getByTestId('toasts').textContent()).not.toContain('Complete Your Profile');
      await screenshotsAndAxe(page, 'blacklisted-creator-brand-profile', () => card.waitFor());
    } finally {
      await context.close();
    }
  });
});

describe('a discount code the store refused', () => {
  it('shows as failed, with the reason, on the creator’s My Campaigns', async () => {
    const session = await sessionOf(browser, refused.token, 'creator');
    const { context, page } = await openPage(browser, '/creator/campaigns?tab=codes', { session });
    try {
      const code = page.locator(`[data-testid="creator-discount-code"][data-brand-id="${brand.brandId}"]`);
      const sync = code.getByTestId('code-store-sync');
      await sync.waitFor();
      expect(await sync.getAttribute('data-sync')).toBe('failed');
      expect(await sync.textContent()).toBe(
        `15% off · Could not be created in the brand's Shopify store: The store already has a discount code ${refused.creator.username}.`,
      );
      await screenshotsAndAxe(page, 'creator-code-refused-by-store', () => sync.waitFor());
    } finally {
      await context.close();
    }
  });

  it('shows as failed, with the reason, on the brand’s Influencers & Campaigns', async () => {
    const session = await sessionOf(browser, brand.token, 'brand');
    const { context, page } = await openPage(browser, '/brand/campaigns?tab=codes', { session });
    try {
      const request = page.locator(
        `[data-testid="brand-discount-code"][data-creator-id="${refused.creator.id}"]`,
      );
      const sync = request.getByTestId('code-store-sync');
      await sync.waitFor();
      expect(await sync.getAttribute('data-sync')).toBe('failed');
      expect(await sync.textContent()).toBe(
        `15% off · Could not be created in your Shopify store: The store already has a discount code ${refused.creator.username}.`,
      );
      await screenshotsAndAxe(page, 'brand-code-refused-by-store', () => sync.waitFor());
    } finally {
      await context.close();
    }
  });
});
