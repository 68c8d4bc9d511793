import { createHash } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * The page the OAuth popup ends on. Its one script is constant (the outcome travels in data-
 * attributes), so the Content-Security-Policy can allow exactly that script by hash and nothing else.
 * The message goes only to our own origin; the onboarding wizard listens for SHOPIFY_SUCCESS.
 */
const script =
  '(function(){var d=document.body.dataset;var m={type:d.type};if(d.shop)m.shop=d.shop;if(d.message)m.message=d.message;' +
  'if(window.opener){window.opener.postMessage(m,window.location.origin);setTimeout(function(){window.close()},400)}})();';
const style =
  'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#0f172a}' +
  'main{max-width:26rem;padding:2rem;text-align:center}h1{font-size:1.25rem}p{color:#475569}';

const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;

/** Security headers for the page: the default API policy would sandbox it and cut `window.opener`. */
export const popupPageSecurityHeaders = {
  contentSecurityPolicy: {
    'default-src': "'none'",
    'script-src': hash(script),
    'style-src': hash(style),
    sandbox: null as unknown as string,
    'upgrade-insecure-requests': null as unknown as string,
    'require-trusted-types-for': null as unknown as string,
  },
  // COOP same-origin would put the popup in a new browsing-context group and null its opener.
  crossOriginOpenerPolicy: { policy: 'unsafe-none' },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const popupResultPage = (
  status: number,
  outcome: { type: 'SHOPIFY_SUCCESS'; shop: string } | { type: 'SHOPIFY_ERROR'; message: string },
): APIGatewayProxyStructuredResultV2 => {
  const success = outcome.type === 'SHOPIFY_SUCCESS';
  const title = success ? 'Store connected' : 'Connection failed';
  const text = success
    ? `Your Shopify store ${outcome.shop} is connected. This window closes by itself.`
    : `${outcome.message} You can close this window and try again.`;
  const data = success
    ? `data-shop="${escapeHtml(outcome.shop)}"`
    : `data-message="${escapeHtml(outcome.message)}"`;
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body data-type="${outcome.type}" ${data}><main><h1>${title}</h1><p>${escapeHtml(text)}</p></main><script>${script}</script></body></html>`,
  };
};
