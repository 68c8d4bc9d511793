/**
 * Drives the store connection the way the browser's popup does, over HTTP: the API hands out the
 * install URL, which redirects (with cookies) to the demo store's authorize page, where 'Install app'
 * redirects to our callback. Returns the callback URL and the cookies the popup would send with it.
 */
import { api, outputs } from './cloud';
import { requireNeed } from './local-only';

/** @shopify/shopify-api refuses OAuth to bot user agents (isbot): look like a browser. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const cookiesOf = (response: Response): string[] =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');

const hiddenFields = (html: string): URLSearchParams =>
  new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name ?? '',
      (value ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );

export const startStoreConnection = async (brandToken: string, shop: string) => {
  requireNeed('demo Shopify store', "installs the app on a demo store (Shopify's own pages need a person)");
  const begin = await api('/brand/store/shopify', {
    method: 'POST',
    token: brandToken,
    body: JSON.stringify({ shop }),
    headers: { 'content-type': 'application/json' },
  });
  if (begin.status !== 200) throw new Error(`begin failed: ${begin.status} ${JSON.stringify(begin.body)}`);
  const install = await fetch(`${outputs().WebUrl}${begin.body.oauthUrl}`, {
    redirect: 'manual',
    headers: { 'user-agent': BROWSER_UA },
  });
  const authorizeUrl = new URL(install.headers.get('location') ?? '');
  const page = await fetch(authorizeUrl, { headers: { 'user-agent': BROWSER_UA } });
  const form = hiddenFields(await page.text());
  form.set('decision', 'install');
  const decision = await fetch(authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  return {
    installStatus: install.status,
    callbackUrl: new URL(decision.headers.get('location') ?? ''),
    cookie: cookiesOf(install).join('; '),
  };
};

export const callCallback = async (callbackUrl: URL, cookie: string) => {
  const response = await fetch(callbackUrl, {
    headers: { cookie, 'user-agent': BROWSER_UA },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
};

export const connectStore = async (brandToken: string, shop: string) => {
  const { callbackUrl, cookie } = await startStoreConnection(brandToken, shop);
  const result = await callCallback(callbackUrl, cookie);
  if (result.status !== 200) throw new Error(`callback failed: ${result.status}`);
  return result;
};
