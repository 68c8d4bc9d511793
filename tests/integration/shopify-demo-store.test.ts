/**
 * The app's Shopify module against the local cloud's demo store, over HTTP: OAuth install, product
 * import queries, discount codes and the storefront URLs, all through the real @shopify/shopify-api.
 *
 * The module reads SHOPIFY_API_KEY / SHOPIFY_API_SECRET / SHOPIFY_APP_URL / SHOPIFY_DEMO_STORE_URL.
 * The cloud sets them in vitest's main process during global setup, and the test workers, started
 * after it, inherit them; the first test checks they match this cloud and fails loudly otherwise.
 */
import { randomUUID } from 'node:crypto';
import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, LogSeverity, shopifyApi } from '@shopify/shopify-api';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  beginShopifyAuth,
  completeShopifyAuth,
  countShopifyProducts,
  createShopifyDiscountCode,
  fetchShopDetails,
  listShopifyProducts,
  productPageUrl,
  SHOPIFY_SCOPES,
  ShopifyAuthError,
  type ShopifyConnection,
  type ShopifyProduct,
  ShopifyUserError,
  subscribeShopToWebhooks,
} from '../../functions/integrations';
import { outputs, useCloudEnvironment } from '../support/cloud';

const CALLBACK_PATH = '/api/shopify/callback';
const newShop = () => `glow-skincare-${randomUUID().slice(0, 8)}.myshopify.com`;

/** Cookies from a response, as a browser would send them back: "name=value; name2=value2". */
const cookieHeader = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const hiddenFields = (html: string): URLSearchParams =>
  new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name ?? '',
      (value ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );

/** Begin → the authorize page → 'Install app' → the callback URL the store redirects to. */
const installFlow = async (shop: string, tamperAuthorizeUrl?: (url: URL) => void) => {
  const begin = await beginShopifyAuth({
    shop,
    callbackPath: CALLBACK_PATH,
    request: new Request(`${outputs().WebUrl}/api/shopify/install`),
  });
  const authorizeUrl = new URL(begin.headers.get('location') ?? '');
  tamperAuthorizeUrl?.(authorizeUrl);
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const form = hiddenFields(html);
  form.set('decision', 'install');
  const install = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  return { begin, authorizeUrl, page, html, install, cookie: cookieHeader(begin) };
};

const callbackRequest = (location: string, cookie: string) => new Request(location, { headers: { cookie } });

const connect = async (shop = newShop()): Promise<ShopifyConnection> => {
  const { install, cookie } = await installFlow(shop);
  return completeShopifyAuth(callbackRequest(install.headers.get('location') ?? '', cookie));
};

/** The library's own HMAC check, to show a refusal was for the reason the test names. */
const hmacIsValid = (callbackUrl: string) =>
  shopifyApi({
    apiKey: process.env.SHOPIFY_API_KEY ?? '',
    apiSecretKey: process.env.SHOPIFY_API_SECRET ?? '',
    hostName: 'localhost',
    apiVersion: ApiVersion.October26,
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Error },
  }).utils.validateHmac(Object.fromEntries(new URL(callbackUrl).searchParams.entries()));

const authFailure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ShopifyAuthError);
  return error as ShopifyAuthError;
};

beforeAll(() => {
  useCloudEnvironment();
});

describe('Shopify store connection through the demo store', () => {
  it('the worker points the module at this cloud and its demo store', () => {
    expect(process.env.SHOPIFY_API_KEY, 'SHOPIFY_API_KEY is not set in the test worker').toBeTruthy();
    expect(process.env.SHOPIFY_API_SECRET, 'SHOPIFY_API_SECRET is not set in the test worker').toBeTruthy();
    expect(process.env.SHOPIFY_APP_URL).toBe(outputs().WebUrl);
    expect(process.env.SHOPIFY_DEMO_STORE_URL).toBe(outputs().DemoShopifyUrl);
  });

  it('begin redirects to the demo store authorize page with the signed state cookie', async () => {
    const shop = newShop();
    const { begin, authorizeUrl, page, html } = await installFlow(shop);
    expect(begin.status).toBe(302);
    expect(authorizeUrl.href.startsWith(`${outputs().DemoShopifyUrl}/${shop}/admin/oauth/authorize?`)).toBe(
      true,
    );
    expect(authorizeUrl.searchParams.get('client_id')).toBe(process.env.SHOPIFY_API_KEY);
    expect(authorizeUrl.searchParams.get('scope')).toBe(SHOPIFY_SCOPES.join(','));
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${outputs().WebUrl}${CALLBACK_PATH}`);
    const cookies = begin.headers.getSetCookie();
    expect(
      cookies.some((cookie) =>
        cookie.startsWith(`shopify_app_state=${authorizeUrl.searchParams.get('state')};`),
      ),
    ).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('shopify_app_state.sig='))).toBe(true);

    expect(page.status).toBe(200);
    expect(html).toContain(`Install Affiliate Marketplace on ${shop}?`);
    expect(html).toContain('read_products');
    expect(html).toContain('write_discounts');
    // Orders come in by webhooks whose topics need read_orders: the install asks for it.
    expect(html).toContain('read_orders');
    expect(html).toMatch(/>Install app</);
    expect(html).toMatch(/>Cancel</);
    expect(html).toMatch(/local demo store/i);
  });

  it('Install app → signed callback → completeShopifyAuth returns an offline token', async () => {
    const shop = newShop();
    const { install, cookie } = await installFlow(shop);
    expect(install.status).toBe(302);
    const callback = new URL(install.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe(`${outputs().WebUrl}${CALLBACK_PATH}`);
    expect([...callback.searchParams.keys()].sort()).toEqual([
      'code',
      'hmac',
      'host',
      'shop',
      'state',
      'timestamp',
    ]);

    const connection = await completeShopifyAuth(callbackRequest(callback.href, cookie));
    expect(connection).toEqual({
      shop,
      accessToken: expect.stringMatching(/^shpua_[0-9a-f]{32}$/),
      scope: SHOPIFY_SCOPES.join(','),
    });
    expect(await countShopifyProducts(connection)).toBe(34);
  });

  it('a replayed callback is refused: the code is single-use', async () => {
    const { install, cookie } = await installFlow(newShop());
    const location = install.headers.get('location') ?? '';
    await expect(completeShopifyAuth(callbackRequest(location, cookie))).resolves.toBeDefined();
    const error = await authFailure(completeShopifyAuth(callbackRequest(location, cookie)));
    expect(error.reason).toBe('token_exchange_failed');
  });

  it('a callback with a wrong hmac is refused', async () => {
    const { install, cookie } = await installFlow(newShop());
    const callback = new URL(install.headers.get('location') ?? '');
    const hmac = callback.searchParams.get('hmac') ?? '';
    callback.searchParams.set('hmac', `${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`);
    const error = await authFailure(completeShopifyAuth(callbackRequest(callback.href, cookie)));
    expect(error.reason).toBe('invalid_callback');
  });

  it('a changed parameter (another shop) under the original hmac is refused', async () => {
    const { install, cookie } = await installFlow(newShop());
    const callback = new URL(install.headers.get('location') ?? '');
    callback.searchParams.set('shop', newShop());
    await authFailure(completeShopifyAuth(callbackRequest(callback.href, cookie)));
  });

  it('a correctly signed callback whose state is not the one in our cookie is refused', async () => {
    // The store signs whatever state it was given: an attacker's own authorize URL, our victim's cookie.
    const { install, cookie } = await installFlow(newShop(), (url) =>
      url.searchParams.set('state', 'attacker-state'),
    );
    const callback = new URL(install.headers.get('location') ?? '');
    expect(callback.searchParams.get('state')).toBe('attacker-state');
    expect(await hmacIsValid(callback.href)).toBe(true);
    const error = await authFailure(completeShopifyAuth(callbackRequest(callback.href, cookie)));
    expect(error.reason).toBe('invalid_callback');
  });

  it('a callback without the state cookie is refused', async () => {
    const { install } = await installFlow(newShop());
    const location = install.headers.get('location') ?? '';
    expect(await hmacIsValid(location)).toBe(true);
    expect((await authFailure(completeShopifyAuth(callbackRequest(location, '')))).reason).toBe(
      'invalid_callback',
    );
  });

  it('begin refuses a shop that is not *.myshopify.com', async () => {
    const error = await authFailure(
      beginShopifyAuth({
        shop: 'evil.com',
        callbackPath: CALLBACK_PATH,
        request: new Request(outputs().WebUrl),
      }),
    );
    expect(error.reason).toBe('invalid_shop');
  });

  it('the library turns bot user agents away (HeadlessChrome, Node fetch): 410, and a refused callback', async () => {
    for (const userAgent of [
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36',
      'node',
    ]) {
      const request = new Request(`${outputs().WebUrl}/api/shopify/install`, {
        headers: { 'user-agent': userAgent },
      });
      const begin = await beginShopifyAuth({ shop: newShop(), callbackPath: CALLBACK_PATH, request });
      expect(begin.status).toBe(410);
    }
    const { install, cookie } = await installFlow(newShop());
    const callback = new Request(install.headers.get('location') ?? '', {
      headers: { cookie, 'user-agent': 'node' },
    });
    expect((await authFailure(completeShopifyAuth(callback))).reason).toBe('invalid_callback');
  });

  it('Cancel grants nothing and says so', async () => {
    const { authorizeUrl, html } = await installFlow(newShop());
    const form = hiddenFields(html);
    form.set('decision', 'cancel');
    const response = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Installation cancelled');
  });

  it('the demo store refuses an unknown client_id and a foreign redirect_uri (400)', async () => {
    const { authorizeUrl } = await installFlow(newShop());
    const unknownApp = new URL(authorizeUrl);
    unknownApp.searchParams.set('client_id', 'not-our-app');
    const unknown = await fetch(unknownApp);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Could not find Shopify API application');

    const foreign = new URL(authorizeUrl);
    foreign.searchParams.set('redirect_uri', 'https://attacker.example/steal');
    expect((await fetch(foreign)).status).toBe(400);
  });

  it('the token endpoint refuses a wrong client secret (401)', async () => {
    const shop = newShop();
    const { install } = await installFlow(shop);
    const code = new URL(install.headers.get('location') ?? '').searchParams.get('code');
    const response = await fetch(`${outputs().DemoShopifyUrl}/${shop}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: process.env.SHOPIFY_API_KEY, client_secret: 'wrong', code }),
    });
    expect(response.status).toBe(401);
  });
});

describe('Admin API through the demo store', () => {
  let shop: string;
  let connection: ShopifyConnection;

  beforeAll(async () => {
    shop = newShop();
    connection = await connect(shop);
  });

  it('counts 34 ACTIVE products', async () => {
    expect(await countShopifyProducts(connection)).toBe(34);
  });

  it('paging through every product gives the 34 ACTIVE ones, each once, with prices, images and handles', async () => {
    const all: ShopifyProduct[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listShopifyProducts(connection, cursor, 10);
      expect(page.products.length).toBeLessThanOrEqual(10);
      all.push(...page.products);
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(all).toHaveLength(34);
    expect(new Set(all.map((product) => product.shopifyProductId)).size).toBe(34);
    expect(new Set(all.map((product) => product.handle)).size).toBe(34);
    const handles = all.map((product) => product.handle);
    expect(handles).not.toContain('recycled-puffer-jacket'); // DRAFT
    expect(handles).not.toContain('smart-fitness-tracker'); // DRAFT
    for (const product of all) {
      expect(product.shopifyProductId).toMatch(/^\d+$/);
      expect(product.priceCents).toBeGreaterThan(0);
      expect(Number.isInteger(product.priceCents)).toBe(true);
      expect(product.title.length).toBeGreaterThan(0);
      expect(product.description).not.toMatch(/<[a-z]/i);
      expect(product.imageUrl).toBe(`${outputs().DemoShopifyUrl}/${shop}/cdn/products/${product.handle}.svg`);
    }
    expect(all.find((product) => product.handle === 'hydrating-face-serum')).toEqual({
      shopifyProductId: '8000000000017',
      title: 'Hydrating Face Serum',
      description: 'Hyaluronic acid and niacinamide for plump, even-looking skin. Fragrance free.',
      handle: 'hydrating-face-serum',
      productType: 'Beauty',
      priceCents: 3600,
      imageUrl: `${outputs().DemoShopifyUrl}/${shop}/cdn/products/hydrating-face-serum.svg`,
      imageWidth: expect.any(Number),
      imageHeight: expect.any(Number),
    });
  });

  it('a page is at most 50 products', async () => {
    const page = await listShopifyProducts(connection, undefined, 500);
    expect(page.products).toHaveLength(34);
    expect(page.nextCursor).toBeNull();
  });

  it("reads the store's name and currency (USD unless the shop was set to another)", async () => {
    expect(await fetchShopDetails(connection)).toEqual({
      name: expect.stringMatching(/^Glow Skincare /),
      currencyCode: 'USD',
    });
    const yenShop = newShop();
    const set = await fetch(`${outputs().DemoShopifyUrl}/${yenShop}/__settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currencyCode: 'JPY' }),
    });
    expect(set.status).toBe(200);
    expect((await fetchShopDetails(await connect(yenShop))).currencyCode).toBe('JPY');
  });

  it('creates a discount code; the same code again (any case) is a TAKEN user error', async () => {
    const created = await createShopifyDiscountCode(connection, {
      code: 'ADA15',
      percentage: 15,
      title: 'Ada – 15% off',
    });
    expect(created.discountId).toMatch(/^gid:\/\/shopify\/DiscountCodeNode\/\d+$/);

    const duplicate = await createShopifyDiscountCode(connection, {
      code: 'ada15',
      percentage: 10,
      title: 'Again',
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(duplicate).toBeInstanceOf(ShopifyUserError);
    expect((duplicate as ShopifyUserError).code).toBe('TAKEN');
    expect((duplicate as ShopifyUserError).message).toContain('Code must be unique');

    // Codes are per shop: another store may have the same code.
    const other = await connect();
    await expect(
      createShopifyDiscountCode(other, { code: 'ADA15', percentage: 15, title: 'Ada' }),
    ).resolves.toEqual({
      discountId: expect.stringMatching(/^gid:\/\/shopify\/DiscountCodeNode\//),
    });
  });

  it('a token the store does not know, or another shop’s token, is refused as token_rejected', async () => {
    const bogus = { ...connection, accessToken: 'shpua_00000000000000000000000000000000' };
    expect((await authFailure(countShopifyProducts(bogus))).reason).toBe('token_rejected');
    const otherShop = { ...connection, shop: newShop() };
    expect((await authFailure(listShopifyProducts(otherShop))).reason).toBe('token_rejected');
  });

  it('product images and product pages answer 200', async () => {
    const { products } = await listShopifyProducts(connection, undefined, 3);
    for (const product of products) {
      const image = await fetch(product.imageUrl ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
      // The size the Admin API reports is the picture's own (its root's width and height).
      const root = /<svg\b[^>]*>/.exec(await image.text())?.[0] ?? '';
      expect(root).toContain(` width="${product.imageWidth}" height="${product.imageHeight}"`);

      const pageResponse = await fetch(productPageUrl(shop, product.handle));
      expect(pageResponse.status).toBe(200);
      expect(await pageResponse.text()).toContain(product.title);
    }
  });

  it('the product page shows the referral parameters it received; drafts are not published', async () => {
    const url = new URL(productPageUrl(shop, 'hydrating-face-serum'));
    expect(url.href).toBe(`${outputs().DemoShopifyUrl}/${shop}/products/hydrating-face-serum`);
    url.search = new URLSearchParams({
      ref: 'ada_1234abcd',
      utm_source: 'creator',
      utm_campaign: 'spring',
    }).toString();
    const html = await (await fetch(url)).text();
    expect(html).toContain('ada_1234abcd');
    expect(html).toContain('utm_campaign');
    expect(html).toContain('$36.00');
    expect((await fetch(productPageUrl(shop, 'smart-fitness-tracker'))).status).toBe(404);
  });
});

describe('access scopes, enforced by the demo store as by Shopify', () => {
  const OLD_SCOPES = 'read_products,write_discounts';
  const uri = () => `${outputs().WebUrl}/api/webhooks/shopify`;
  /** Connects through the app's OAuth, with the merchant granting `scope` (an install from before). */
  const connectWith = async (scope: string) => {
    const { install, cookie } = await installFlow(newShop(), (url) => url.searchParams.set('scope', scope));
    return completeShopifyAuth(callbackRequest(install.headers.get('location') ?? '', cookie));
  };

  it('a store connected with only the old scopes cannot subscribe to orders/paid, refunds/create, orders/cancelled', async () => {
    const connection = await connectWith(OLD_SCOPES);
    expect(connection.scope).toBe(OLD_SCOPES);
    const result = await subscribeShopToWebhooks(connection, uri());
    expect(result.refused.map((refusal) => refusal.topic)).toEqual([
      'ORDERS_PAID',
      'REFUNDS_CREATE',
      'ORDERS_CANCELLED',
      // A sample's shipment (issue 21): read_fulfillments, not in the old list either.
      'FULFILLMENTS_CREATE',
    ]);
    expect(result.refused[0]?.message).toMatch(/read_orders/);
    expect(result.created).toEqual(['APP_UNINSTALLED']);
  });

  it('a store connected with the scopes the app asks for subscribes to every topic', async () => {
    const connection = await connect();
    expect(connection.scope.split(',').sort()).toEqual([...SHOPIFY_SCOPES].sort());
    const result = await subscribeShopToWebhooks(connection, uri());
    expect(result).toEqual({
      created: [
        'ORDERS_PAID',
        'REFUNDS_CREATE',
        'ORDERS_CANCELLED',
        'APP_UNINSTALLED',
        'FULFILLMENTS_CREATE',
      ],
      existing: [],
      refused: [],
    });
  });

  it('the product import without read_products is refused by the store (ACCESS_DENIED)', async () => {
    const connection = await connectWith('write_discounts,read_orders');
    await expect(countShopifyProducts(connection)).rejects.toThrow(/Access denied for productsCount/);
  });
});
