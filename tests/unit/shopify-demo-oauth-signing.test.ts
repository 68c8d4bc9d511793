import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, InvalidHmacError, LogSeverity, shopifyApi } from '@shopify/shopify-api';
import { describe, expect, it } from 'vitest';
import { adminHost, signedCallbackUrl, signOAuthQuery } from '../../stand-ins/shopify/oauth';

const secret = 'demo-secret-0123456789abcdef';
// The library's real verification, configured like our app module.
const library = shopifyApi({
  apiKey: 'demo-key',
  apiSecretKey: secret,
  scopes: ['read_products'],
  hostName: 'localhost:3000',
  hostScheme: 'http',
  apiVersion: ApiVersion.October26,
  isEmbeddedApp: false,
  logger: { level: LogSeverity.Error },
});

const callbackQuery = (overrides: Record<string, string> = {}) => {
  const url = signedCallbackUrl(
    new URL('http://localhost:3000/api/shopify/callback'),
    {
      code: '0907a61c0c8d55e99db179b68161bc00',
      host: adminHost('glow-skincare.myshopify.com'),
      shop: 'glow-skincare.myshopify.com',
      state: '1234567890abcdef',
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...overrides,
    },
    secret,
  );
  return Object.fromEntries(new URL(url).searchParams.entries());
};

describe('demo store OAuth signing', () => {
  it('a callback the demo store signs passes the library validateHmac', async () => {
    const query = callbackQuery();
    expect(Object.keys(query).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(query.hmac).toMatch(/^[0-9a-f]{64}$/);
    await expect(library.utils.validateHmac(query)).resolves.toBe(true);
  });

  it('values that need URL-encoding are signed as the library reads them', async () => {
    await expect(library.utils.validateHmac(callbackQuery({ state: 'a b+c/d=e&f' }))).resolves.toBe(true);
  });

  it.each(['code', 'shop', 'state', 'host'])('changing %s after signing fails validation', async (key) => {
    const query = callbackQuery();
    query[key] = `${query[key]}x`;
    await expect(library.utils.validateHmac(query)).resolves.toBe(false);
  });

  it('a signature made with another secret fails validation', async () => {
    const query = callbackQuery();
    const { hmac: _hmac, ...unsigned } = query;
    await expect(
      library.utils.validateHmac({ ...unsigned, hmac: signOAuthQuery(unsigned, 'another-secret') }),
    ).resolves.toBe(false);
  });

  it('a stale timestamp is refused by the library even when the HMAC matches', async () => {
    const query = callbackQuery({ timestamp: String(Math.floor(Date.now() / 1000) - 3600) });
    await expect(library.utils.validateHmac(query)).rejects.toBeInstanceOf(InvalidHmacError);
  });

  it('host is the base64 admin URL without padding', () => {
    expect(Buffer.from(adminHost('glow-skincare.myshopify.com'), 'base64').toString()).toBe(
      'admin.shopify.com/store/glow-skincare',
    );
    expect(adminHost('ab.myshopify.com')).not.toContain('=');
  });
});
