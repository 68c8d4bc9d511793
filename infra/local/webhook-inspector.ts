/**
 * The local webhook inspector (issues 22 and 31): a loopback endpoint a brand can register on the local
 * cloud, so a person can watch the marketplace's outgoing webhooks arrive and tests can check them.
 *
 *   GET  /__local/webhook-inspector/                   a page to create a bucket
 *   POST /__local/webhook-inspector/[?name=…]          creates a bucket (a name of its own, else a random
 *        one) and its secret; answers both addresses once (JSON, or a page for the form): the endpoint
 *        URL to register and the secret address to read it. A name already taken is 409.
 *   POST /__local/webhook-inspector/{bucket}[?fail=N]  records a delivery (headers, body); with ?fail=N
 *        the bucket's first N deliveries are answered 500 (an endpoint that fails, then recovers). An
 *        unknown bucket is 404, as an endpoint that does not exist would be.
 *   GET  /__local/webhook-inspector/{bucket}/{secret}  what arrived, newest first: a page, or JSON when the
 *        request accepts application/json. Any other secret, or none, is 404 (no hint a bucket exists).
 *
 * A bucket's deliveries carry signed payloads with a brand's sales and amounts, and bucket names are
 * easy to guess (tests use the brand's id), so reading one takes its 128-bit secret, shown only to
 * whoever created it. Only loopback clients are served, whatever interface the local cloud binds.
 * Kept in memory (a restart forgets it): it is a window, not a record. The functions may reach it only
 * because the local cloud names it in WEBHOOK_LOCAL_INSPECTOR_URL (functions/outgoing-webhooks).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../stand-ins/shopify/html';
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

/** A new bucket's addresses, as its creator receives them (the only time the secret is shown). */
export interface CreatedBucket {
  bucket: string;
  /** Register this as the webhook endpoint. */
  endpoint_url: string;
  /** Open this to read what arrived (the secret is its last segment). */
  view_url: string;
}

/** Bounds that keep a long-running local cloud's memory flat. */
const MAX_BUCKETS = 500;
const MAX_PER_BUCKET = 100;
const MAX_BODY_BYTES = 256 * 1024;
const BUCKET = /^[A-Za-z0-9._-]{1,100}$/;
const SECRET = /^[A-Za-z0-9_-]{22}$/;

interface Bucket {
  secret: Buffer;
  deliveries: InspectedDelivery[];
}

const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(?:::ffff:)?127\./.test(address ?? '');

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}
.delivery{border:1px solid #e5e7eb;border-radius:10px;padding:1rem;margin:1rem 0;background:#fff}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f6f7;padding:.75rem;border-radius:8px;font-size:.85rem}
code{word-break:break-all}label{display:block;margin:.5rem 0 .25rem}input{font:inherit;padding:.4rem}
button{font:inherit;font-weight:600;padding:.5rem 1rem;margin-top:.75rem;cursor:pointer}
.muted{color:#4b5563}</style></head><body><main>
<p class="muted">Local cloud only: the marketplace's outgoing webhooks sent to a bucket of this inspector.</p>
${body}
</main></body></html>`;

const createPage = (error?: string) =>
  layout(
    'Webhook inspector',
    `<h1>Webhook inspector</h1>
<p>Create a bucket, register its endpoint URL on the Developers screen, then open its secret address to
watch deliveries arrive. The secret address is shown once: keep it.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><label for="name">Bucket name (optional: letters, digits, . _ -)</label>
<input id="name" name="name" maxlength="100" pattern="[A-Za-z0-9._\\-]{1,100}">
<div><button type="submit">Create a bucket</button></div></form>`,
  );

const createdPage = (created: CreatedBucket) =>
  layout(
    `Webhook inspector: ${created.bucket}`,
    `<h1>Bucket ${escapeHtml(created.bucket)} created</h1>
<p>Endpoint URL to register: <code data-testid="endpoint-url">${escapeHtml(created.endpoint_url)}</code></p>
<p>Secret address to read it (shown once): <a data-testid="view-url" href="${escapeHtml(created.view_url)}">${escapeHtml(created.view_url)}</a></p>`,
  );

const deliveriesPage = (bucket: string, deliveries: InspectedDelivery[]) =>
  layout(
    `Webhook inspector: ${bucket}`,
    `<h1>Webhook inspector: ${escapeHtml(bucket)}</h1>
${
  deliveries.length === 0
    ? "<p>Nothing has arrived yet. Register this bucket's endpoint URL on the Developers screen.</p>"
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
}`,
  );

const send = (res: ServerResponse, status: number, type: 'json' | 'html' | 'text', body: string) => {
  const contentType = {
    json: 'application/json',
    html: 'text/html; charset=utf-8',
    text: 'text/plain; charset=utf-8',
  }[type];
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
};

const notFound = (res: ServerResponse) =>
  send(
    res,
    404,
    'text',
    'No such bucket. Create one at /__local/webhook-inspector/ and open the secret address it shows.',
  );

/** `baseUrl`: the local cloud's own address, under which WEBHOOK_LOCAL_INSPECTOR_URL lets webhooks go. */
export const createWebhookInspector = (baseUrl: string) => {
  const buckets = new Map<string, Bucket>();

  const create = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const wantsJson = !(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
    const form = wantsJson ? undefined : new URLSearchParams((await readBody(req, 4096)).toString('utf8'));
    const asked = (form?.get('name') ?? url.searchParams.get('name') ?? '').trim();
    const refuse = (status: number, message: string) =>
      wantsJson
        ? send(res, status, 'json', JSON.stringify({ error: { message } }))
        : send(res, status, 'html', createPage(message));
    if (asked && !BUCKET.test(asked))
      return refuse(400, 'A bucket name is letters, digits, . _ - (at most 100).');
    if (asked && buckets.has(asked)) return refuse(409, `The bucket ${asked} exists: choose another name.`);
    const bucket = asked || randomBytes(9).toString('base64url');
    // The oldest bucket goes first (a Map iterates in insertion order).
    if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
    const secret = randomBytes(16);
    buckets.set(bucket, { secret, deliveries: [] });
    const created: CreatedBucket = {
      bucket,
      endpoint_url: `${baseUrl}${WEBHOOK_INSPECTOR_PREFIX}${bucket}`,
      view_url: `${baseUrl}${WEBHOOK_INSPECTOR_PREFIX}${bucket}/${secret.toString('base64url')}`,
    };
    if (wantsJson) return send(res, 201, 'json', JSON.stringify(created));
    send(res, 201, 'html', createdPage(created));
  };

  const record = async (req: IncomingMessage, res: ServerResponse, name: string, url: URL) => {
    const bucket = buckets.get(name);
    if (!bucket) return notFound(res);
    const body = (await readBody(req, MAX_BODY_BYTES)).toString('utf8');
    const { deliveries } = bucket;
    const number = (deliveries[0]?.number ?? 0) + 1;
    const failFirst = Number(url.searchParams.get('fail') ?? 0);
    const status = Number.isInteger(failFirst) && number <= failFirst ? 500 : 200;
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([header, value]) => [
        header,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    deliveries.unshift({ number, received_at: new Date().toISOString(), headers, body, status });
    deliveries.length = Math.min(deliveries.length, MAX_PER_BUCKET);
    send(
      res,
      status,
      'json',
      JSON.stringify(status === 200 ? { received: number } : { error: `told to fail (#${number})` }),
    );
  };

  const show = (req: IncomingMessage, res: ServerResponse, name: string, secret: string) => {
    const bucket = buckets.get(name);
    const given = Buffer.from(secret, 'base64url');
    if (!bucket || given.length !== bucket.secret.length || !timingSafeEqual(given, bucket.secret))
      return notFound(res);
    if ((req.headers.accept ?? '').includes('application/json'))
      return send(res, 200, 'json', JSON.stringify({ deliveries: bucket.deliveries }));
    send(res, 200, 'html', deliveriesPage(name, bucket.deliveries));
  };

  return {
    handle: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      if (!isLoopback(req.socket.remoteAddress))
        return send(res, 403, 'text', 'The webhook inspector answers loopback clients only.');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const [name = '', secret, ...rest] = url.pathname.slice(WEBHOOK_INSPECTOR_PREFIX.length).split('/');
      if (name === '' && secret === undefined) {
        if (req.method === 'POST') return create(req, res, url);
        if (req.method === 'GET') return send(res, 200, 'html', createPage());
        return void res.writeHead(405, { allow: 'GET, POST' }).end();
      }
      if (!BUCKET.test(name) || rest.length > 0) return notFound(res);
      if (secret === undefined) {
        if (req.method === 'POST') return record(req, res, name, url);
        return notFound(res);
      }
      if (req.method !== 'GET' || !SECRET.test(secret)) return notFound(res);
      show(req, res, name, secret);
    },
  };
};
