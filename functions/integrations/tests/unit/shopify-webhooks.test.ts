import { afterEach, describe, expect, it, vi } from 'vitest';
import { signWebhookBody } from '../../../../stand-ins/shopify/webhooks';

const SECRET = 'app-secret-for-webhooks';

const load = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('../../shopify');
};

const configured = {
  SHOPIFY_API_KEY: 'key',
  SHOPIFY_API_SECRET: SECRET,
  SHOPIFY_APP_URL: 'https://app.example.com',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

const body = JSON.stringify({ id: 820982911946154500, email: 'jon@example.com', total_price: '49.00' });

describe('verifyShopifyWebhook', () => {
  it('accepts a body signed with the app secret (as the demo store and Shopify sign it)', async () => {
    const { verifyShopifyWebhook } = await load(configured);
    expect(verifyShopifyWebhook({ rawBody: body, hmacHeader: signWebhookBody(body, SECRET) })).toBe(true);
  });

  it('rejects a tampered body', async () => {
    const { verifyShopifyWebhook } = await load(configured);
    const hmacHeader = signWebhookBody(body, SECRET);
    expect(verifyShopifyWebhook({ rawBody: body.replace('49.00', '4900.00'), hmacHeader })).toBe(false);
    expect(verifyShopifyWebhook({ rawBody: `${body} `, hmacHeader })).toBe(false);
  });

  it('rejects a signature made with another secret', async () => {
    const { verifyShopifyWebhook } = await load(configured);
    expect(verifyShopifyWebhook({ rawBody: body, hmacHeader: signWebhookBody(body, 'wrong-secret') })).toBe(
      false,
    );
  });

  it('rejects a missing or malformed header', async () => {
    const { verifyShopifyWebhook } = await load(configured);
    expect(verifyShopifyWebhook({ rawBody: body, hmacHeader: undefined })).toBe(false);
    expect(verifyShopifyWebhook({ rawBody: body, hmacHeader: '' })).toBe(false);
    expect(verifyShopifyWebhook({ rawBody: body, hmacHeader: 'not-base64!' })).toBe(false);
  });

  it('without app credentials it throws ShopifyNotConfiguredError instead of guessing', async () => {
    const shopify = await load({ SHOPIFY_API_KEY: '', SHOPIFY_API_SECRET: '', SHOPIFY_APP_URL: '' });
    expect(() => shopify.verifyShopifyWebhook({ rawBody: body, hmacHeader: 'x' })).toThrow(
      shopify.ShopifyNotConfiguredError,
    );
    expect(shopify.shopifyAvailable()).toBe(false);
  });
});
