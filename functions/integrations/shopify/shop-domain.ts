const SHOP_NAME = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
const MYSHOPIFY = '.myshopify.com';

/**
 * 'demo-store' | 'demo-store.myshopify.com' | 'https://demo-store.myshopify.com/admin' |
 * 'admin.shopify.com/store/demo-store' → 'demo-store.myshopify.com'; null when not a valid shop.
 * Only *.myshopify.com is accepted: it is the one host an OAuth redirect may be sent to safely (a custom
 * domain could point anywhere), and it is what Shopify puts in the signed callback.
 */
export function normalizeShopDomain(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname;
  // The newer admin URL names the store in the path: admin.shopify.com/store/{name}
  if (host === 'admin.shopify.com') {
    const name = /^\/store\/([^/]+)/.exec(url.pathname)?.[1];
    return name && SHOP_NAME.test(name) ? `${name}${MYSHOPIFY}` : null;
  }
  const name = host.endsWith(MYSHOPIFY) ? host.slice(0, -MYSHOPIFY.length) : host;
  return SHOP_NAME.test(name) ? `${name}${MYSHOPIFY}` : null;
}
