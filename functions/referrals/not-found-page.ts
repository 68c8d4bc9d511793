import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const style =
  'body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#0f172a;background:#f8fafc}' +
  'main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem}p{color:#475569}' +
  'a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#6d28d9;color:#fff;text-decoration:none}';

/** A friendly page for a link that does not exist (no stack, no JSON: a shopper clicked it). */
export const linkNotFoundPage = (): APIGatewayProxyStructuredResultV2 => ({
  statusCode: 404,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Link not found</title><style>${style}</style></head><body><main><h1>This link doesn't work anymore</h1><p>The referral link you followed was not found. It may have been mistyped or removed.</p><a href="/marketplace">Browse the shop</a></main></body></html>`,
});

export const notFoundPageStyle = style;
