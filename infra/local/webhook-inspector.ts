/**
 * The local webhook inspector (issue 22): a loopback endpoint a brand can register on the local cloud, so
 * a person can watch the marketplace's outgoing webhooks arrive and tests can check them.
 *
 *   POST /__local/webhook-inspector/{bucket}[?fail=N]  records the delivery (headers, body); with ?fail=N
 *        the bucket's first N deliveries are answered 500 (an endpoint that fails, then recovers)
 *   GET  /__local/webhook-inspector/{bucket}           what arrived, newest first: a page, or JSON when
 *        the request accepts application/json
 *
 * Kept in memory (a restart forgets it): it is a window, not a record. The functions may reach it only
 * because the local cloud names it in WEBHOOK_LOCAL_INSPECTOR_URL (functions/integrations/outgoing-webhooks).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './demo-shopify/html';
import { readBody } from './http-util';

export const WEBHOOK_INSPECTOR_PREFIX = '/__local/webhook-inspector/';

export interface InspectedDelivery {
  /** Its place in the bucket, from 1. */
  number: number;
  received_at: string;
  headers: Record<string, string>;
  body: string;
  /** What the inspector answered. */
  status: number;
}

/** Bounds that keep a long-running local cloud's memory flat. */
const MAX_BUCKETS = 500;
const MAX_PER_BUCKET = 100;
const MAX_BODY_BYTES = 256 * 1024;
const BUCKET = /^[A-Za-z0-9._-]{1,100}$/;

const page = (bucket: string, deliveries: InspectedDelivery[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Webhook inspector: ${escapeHtml(bucket)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}
.delivery{border:1px solid #e5e7eb;border-radius:10px;padding:1rem;margin:1rem 0;background:#fff}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f6f7;padding:.75rem;border-radius:8px;font-size:.85rem}
.muted{color:#4b5563}</style></head><body><main>
<p class="muted">Local cloud only: the marketplace's outgoing webhooks sent to this bucket.</p>
<h1>Webhook inspector: ${escapeHtml(bucket)}</h1>
${
  deliveries.length === 0
    ? "<p>Nothing has arrived yet. Register this page's URL as an endpoint on the Developers screen.</p>"
    : deliveries
        .map(
          (d) => `<section class="delivery" aria-label="Delivery ${d.number}">
<h2>#${d.number} · ${escapeHtml(d.headers['marketplace-webhook-id'] ?? 'no id')} · answered ${d.status}</h2>
<p class="muted">${escapeHtml(d.received_at)}</p>
<pre>${escapeHtml(
            Object.entries(d.headers)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n'),
          )}</pre>
<pre>${escapeHtml(d.body)}</pre></section>`,
        )
        .join('\n')
}
</main></body></html>`;

export const createWebhookInspector = () => {
  const buckets = new Map<string, InspectedDelivery[]>();

  const bucketOf = (name: string) => {
    let deliveries = buckets.get(name);
    if (!deliveries) {
      // The oldest bucket goes first (a Map iterates in insertion order).
      if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
      deliveries = [];
      buckets.set(name, deliveries);
    }
    return deliveries;
  };

  const record = async (req: IncomingMessage, res: ServerResponse, bucket: string, url: URL) => {
    const body = (await readBody(req, MAX_BODY_BYTES)).toString('utf8');
    const deliveries = bucketOf(bucket);
    const number = (deliveries[0]?.number ?? 0) + 1;
    const failFirst = Number(url.searchParams.get('fail') ?? 0);
    const status = Number.isInteger(failFirst) && number <= failFirst ? 500 : 200;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    deliveries.unshift({ number, received_at: new Date().toISOString(), headers, body, status });
    deliveries.length = Math.min(deliveries.length, MAX_PER_BUCKET);
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(status === 200 ? { received: number } : { error: `told to fail (#${number})` }));
  };

  const show = (req: IncomingMessage, res: ServerResponse, bucket: string) => {
    const deliveries = buckets.get(bucket) ?? [];
    if ((req.headers.accept ?? '').includes('application/json')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void res.end(JSON.stringify({ deliveries }));
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(bucket, deliveries));
  };

  return {
    handle: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const bucket = url.pathname.slice(WEBHOOK_INSPECTOR_PREFIX.length);
      if (!BUCKET.test(bucket)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return void res.end('Name a bucket: /__local/webhook-inspector/{letters, digits, . _ -}');
      }
      if (req.method === 'POST') return record(req, res, bucket, url);
      if (req.method === 'GET') return show(req, res, bucket);
      res.writeHead(405, { allow: 'GET, POST' }).end();
    },
  };
};
