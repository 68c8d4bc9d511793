/**
 * Outgoing webhooks (issue 22) over the wire: a brand registers endpoints (the local inspector's loopback
 * URL is the one non-https URL the local cloud allows), each with a sealed secret shown at creation and on
 * Reveal; URLs resolving to loopback, private or link-local addresses, or naming an IPv4 inside IPv6, are
 * refused at the field with nothing written; another brand's endpoint ids are not found.
 */
import { createHmac } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_TEST_EVENTS_PER_HOUR,
  webhookEventObjects,
  webhookEventTypes,
} from '../../../../contracts/outgoing-webhooks';
import { expectKeysOf } from '../../../../tests/support/api-object-keys';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { localOnly } from '../../../../tests/support/local-only';
import { mailTo, redeliver } from '../../../../tests/support/mailbox';
import {
  brandWithStore,
  json,
  onboardedCreator,
  type StoreBrand,
} from '../../../../tests/support/partnership';
import { firstOfMonth, forBrands, oldSale, payInvoice, runSchedule } from '../../../../tests/support/payouts';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  productsOf,
  salesOf,
} from '../../../../tests/support/sales';
import {
  arrivals,
  type InspectorBucket,
  inspectorBucket,
  latestDelivery,
  retryUntilSettled,
} from '../../../../tests/support/webhooks';
import { samplePayloadOf } from '../../event-payloads';

let brand: TestBrand;
let otherBrand: TestBrand;

const list = async (token = brand.token) => (await api('/brand/webhooks', { token })).body;
const register = (body: unknown, token = brand.token) =>
  api('/brand/webhooks', { ...json('POST', body), token });

beforeAll(async () => {
  useCloudEnvironment();
  [brand, otherBrand] = await Promise.all([brandWithProducts(0), brandWithProducts(0)]);
});

describe('registering an endpoint', () => {
  it('answers its secret once, keeps it sealed, shows it again on Reveal', async () => {
    const created = await register({
      url: (await inspectorBucket(`reg-${brand.brandId}`)).endpoint_url,
      description: ' Our ERP ',
      events: ['invoice.paid', 'sale.created'],
    });
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.body;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(endpoint).toMatchObject({
      description: 'Our ERP',
      // In the closed list's order, whatever the order sent.
      events: ['sale.created', 'invoice.paid'],
      enabled: true,
      disabled_reason: null,
      secret_hint: `${secret.slice(0, 10)}…`,
    });
    expect(JSON.stringify((await list()).endpoints)).not.toContain(secret);

    const item = (
      await documentClient().send(
        new GetCommand({
          TableName: outputs().TableName,
          Key: { pk: `BRAND#${brand.brandId}`, sk: `WHEP#${endpoint.id}` },
        }),
      )
    ).Item;
    expect(item?.sealed_secret).toMatch(/^local:v1:/);
    expect(JSON.stringify(item)).not.toContain(secret.slice(6));

    const revealed = await api(`/brand/webhooks/${endpoint.id}/secret/reveal`, {
      method: 'POST',
      token: brand.token,
    });
    expect(revealed.body).toEqual({ secret, previous_secret: null });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hooks'],
    ['RFC 1918', 'https://10.1.2.3/hooks'],
    ['the metadata service', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['a name resolving to loopback', 'https://localhost/hooks'],
  ])('refuses %s at the field, nothing written', async (_case, url) => {
    const before = await list();
    const response = await register({ url, events: ['sale.created'] });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.url).toMatch(/private, loopback or link-local/);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['IPv4-compatible loopback', 'https://[::7f00:1]/hooks'],
    ['IPv4-compatible, expanded', 'https://[0:0:0:0:0:0:7F00:0001]/hooks'],
    ['IPv4-mapped, dotted', 'https://[::ffff:192.168.0.1]/hooks'],
    ['IPv4-mapped, upper case', 'https://[::FFFF:127.0.0.1]/hooks'],
    ['NAT64 metadata', 'https://[64:ff9b::169.254.169.254]/latest/meta-data/'],
    ['6to4 loopback', 'https://[2002:7f00:1::]/hooks'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks'],
  ])('refuses %s (an IPv4 inside IPv6) at the field, nothing written', async (_case, url) => {
    const before = await list();
    const response = await register({ url, events: ['sale.created'] });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed' });
    expect(response.body.error.fields.url).toMatch(
      /IPv6 address carries an IPv4 address .*webhooks can only be sent to public addresses/,
    );
    expect(await list()).toEqual(before);
  });

  it.each([
    ['plain http', { url: 'http://example.com/hooks', events: ['sale.created'] }, 'url', /https:\/\//],
    ['not a URL', { url: 'hooks', events: ['sale.created'] }, 'url', /full URL/],
    ['no URL', { events: ['sale.created'] }, 'url', /URL/],
    ['no events', { url: 'https://example.com/h', events: [] }, 'events', /at least one/],
    ['an unknown event', { url: 'https://example.com/h', events: ['sale.deleted'] }, 'events.0', /list/],
    ['a user in the URL', { url: 'https://u:p@example.com/h', events: ['sale.created'] }, 'url', /password/],
  ])('refuses %s (400 at the field)', async (_case, body, field, message) => {
    const before = await list();
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(response.body.error.fields[field]).toMatch(message);
    expect(await list()).toEqual(before);
  });
});

describe('managing endpoints', () => {
  it('turns one off and on, deletes it; another brand finds none of it', async () => {
    const { endpoint } = (
      await register({
        url: (await inspectorBucket(`manage-${brand.brandId}`)).endpoint_url,
        events: ['partner.joined'],
      })
    ).body;
    const path = `/brand/webhooks/${endpoint.id}`;

    // Brand B: not in its list, and every route on the id is a 404 that changes nothing.
    expect((await list(otherBrand.token)).endpoints).toEqual([]);
    for (const [method, suffix, body] of [
      ['PUT', '/enabled', { enabled: false }],
      ['POST', '/secret/reveal', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const response = await api(`${path}${suffix}`, { ...json(method, body), token: otherBrand.token });
      expect(response.status, `${method} ${suffix}`).toBe(404);
    }
    expect((await list()).endpoints.find((e: { id: string }) => e.id === endpoint.id)?.enabled).toBe(true);

    const off = await api(`${path}/enabled`, { ...json('PUT', { enabled: false }), token: brand.token });
    expect(off.body.endpoint.enabled).toBe(false);
    const on = await api(`${path}/enabled`, { ...json('PUT', { enabled: true }), token: brand.token });
    expect(on.body.endpoint.enabled).toBe(true);

    expect((await api(path, { method: 'DELETE', token: brand.token })).status).toBe(204);
    expect((await api(path, { method: 'DELETE', token: brand.token })).status).toBe(404);
    expect((await list()).endpoints.some((e: { id: string }) => e.id === endpoint.id)).toBe(false);
  });

  it('holds at most ten endpoints per brand, even when added at once', async () => {
    const { token } = otherBrand;
    const { endpoint_url: url } = await inspectorBucket(`limit-${otherBrand.brandId}`);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => register({ url, events: ['sale.created'] }, token)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const { endpoints, max_endpoints } = await list(token);
    expect([endpoints.length, max_endpoints]).toEqual([10, 10]);
    // Deleting one frees its place.
    await api(`/brand/webhooks/${endpoints[0].id}`, { method: 'DELETE', token });
    expect((await register({ url, events: ['sale.created'] }, token)).status).toBe(201);
  });
});

const inspector = localOnly('its endpoints are buckets of the local webhook inspector');
inspector.describe('the local webhook inspector', () => {
  const inspector = () => `${outputs().WebUrl}/__local/webhook-inspector/`;

  it('records what arrives, fails the first N when told, lists it as JSON and as a page at its secret address', async () => {
    const bucket = await inspectorBucket(`inspect-${brand.brandId}`);
    expect(bucket.endpoint_url).toBe(`${inspector()}inspect-${brand.brandId}`);
    expect(bucket.view_url).toMatch(new RegExp(`^${bucket.endpoint_url}/[A-Za-z0-9_-]{22}$`));
    const send = (body: string) =>
      fetch(`${bucket.endpoint_url}?fail=1`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'x-probe': 'yes' },
      });
    expect((await send('{"n":1}')).status).toBe(500);
    expect((await send('{"n":2}')).status).toBe(200);
    const deliveries = await arrivals(bucket);
    expect(deliveries.map((d) => [d.number, d.status, d.body])).toEqual([
      [2, 200, '{"n":2}'],
      [1, 500, '{"n":1}'],
    ]);
    expect(deliveries[0]?.headers['x-probe']).toBe('yes');
    const html = await (await fetch(bucket.view_url)).text();
    expect(html).toContain('{&quot;n&quot;:2}');
  });

  it("reads a bucket only at its secret address: by name alone, with another bucket's secret or a made-up one it is 404 and shows nothing", async () => {
    const bucket = await inspectorBucket(`private-${brand.brandId}`);
    const other = await inspectorBucket(`other-${brand.brandId}`);
    await fetch(bucket.endpoint_url, { method: 'POST', body: '{"sale_cents":4200}' });
    const otherSecret = other.view_url.split('/').at(-1) as string;
    for (const address of [
      bucket.endpoint_url,
      `${bucket.endpoint_url}/`,
      `${bucket.endpoint_url}/${otherSecret}`,
      `${bucket.endpoint_url}/${'A'.repeat(22)}`,
      `${bucket.endpoint_url}/${otherSecret.slice(0, -1)}`,
    ]) {
      for (const accept of ['application/json', 'text/html']) {
        const response = await fetch(address, { headers: { accept } });
        expect(response.status, `${address} (${accept})`).toBe(404);
        expect(await response.text()).not.toContain('4200');
      }
    }
    // The secret address shows it.
    expect((await arrivals(bucket)).map((d) => d.body)).toEqual(['{"sale_cents":4200}']);
    expect(await arrivals(other)).toEqual([]);
  });

  it('is created once per name (409 again, nothing changed); a delivery to a bucket never created is 404', async () => {
    const bucket = await inspectorBucket(`once-${brand.brandId}`);
    const again = await fetch(`${inspector()}?name=once-${brand.brandId}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).not.toContain(bucket.view_url.split('/').at(-1));
    expect((await fetch(bucket.view_url)).status).toBe(200);
    const nowhere = await fetch(`${inspector()}never-created-${brand.brandId}`, {
      method: 'POST',
      body: '{}',
    });
    expect(nowhere.status).toBe(404);
    // No name: a random one, so each person's bucket is their own.
    const [first, second] = await Promise.all(
      [1, 2].map(async () => (await fetch(inspector(), { method: 'POST' })).json()),
    );
    expect(first.bucket).not.toBe(second.bucket);
    expect(first.view_url).toContain(`/${first.bucket}/`);
  });

  it('creates a bucket from its page and shows both addresses once', async () => {
    const form = await fetch(inspector());
    expect(await form.text()).toContain('Create a bucket');
    const created = await fetch(inspector(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=page-${brand.brandId}`,
    });
    expect(created.status).toBe(201);
    const html = await created.text();
    expect(html).toContain(`${inspector()}page-${brand.brandId}`);
    const viewUrl = /data-testid="view-url" href="([^"]+)"/.exec(html)?.[1] as string;
    expect((await fetch(viewUrl)).status).toBe(200);
  });
});

/** A delivery item's TTL attribute, read from the table. */
const expiryOf = async (brandId: string, endpointId: string, deliveryId: string) =>
  (
    await documentClient().send(
      new GetCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${brandId}`, sk: `WHD#${endpointId}#${deliveryId}` },
      }),
    )
  ).Item?.expiresAt;

const thirtyDaysAfter = (iso: string) => Math.floor(Date.parse(iso) / 1000) + 30 * 24 * 3600;

interface Notice {
  kind: string;
  body: string;
  link: string;
}

/** "Dec 3, 2026": a UTC day as the notices write it. */
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Checks a Marketplace-Signature header as a receiver would: t=<unix>,v1=<hex of HMAC("t.body")>. */
/** Issue 31: a payload of a type that describes an /api/v1 object is that object (tests/support/api-object-keys.ts). */
const expectApiObjectKeys = (type: string, data: Record<string, unknown>) => {
  const schema = webhookEventObjects[type as keyof typeof webhookEventObjects];
  if (schema) expectKeysOf(schema, data, type);
};

const signedWith = (header: string, secret: string, body: string) => {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = parts.find(([name]) => name === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(([name, value]) => name === 'v1' && value === expected);
};

// Issue 31: Send test event, through the same delivery path and log as real events.
describe('sending a test event', () => {
  const sendTest = (endpointId: string, body: unknown, token = brand.token) =>
    api(`/brand/webhooks/${endpointId}/test`, { ...json('POST', body), token });

  it('sends a signed sample of each type, marked as a test, with the fields a real event of that type has, and logs it', async () => {
    const bucket = await inspectorBucket(`test-events-${brand.brandId}`);
    const created = (await register({ url: bucket.endpoint_url, events: ['sale.created'] })).body;
    for (const type of webhookEventTypes) {
      const sent = await sendTest(created.endpoint.id, { type });
      expect(sent.status, type).toBe(200);
      expect(sent.body.delivery).toMatchObject({ type, status: 'delivered', test: true, attempt_count: 1 });
    }
    const seen = await arrivals(bucket);
    expect(seen).toHaveLength(webhookEventTypes.length);
    for (const arrival of seen) {
      expect(signedWith(arrival.headers['marketplace-signature'] ?? '', created.secret, arrival.body)).toBe(
        true,
      );
      const body = JSON.parse(arrival.body);
      expect(Object.keys(body)).toEqual(['id', 'type', 'created', 'test', 'data']);
      expect(body.test).toBe(true);
      // A sample has exactly the fields a real event of its type has (the API's object for sale types).
      expect(Object.keys(body.data).sort(), body.type).toEqual(
        Object.keys((await samplePayloadOf(body.type, brand.brandId)).data).sort(),
      );
      expectApiObjectKeys(body.type, body.data);
    }
    expect(seen.map((arrival) => JSON.parse(arrival.body).type).sort()).toEqual(
      [...webhookEventTypes].sort(),
    );
    // The endpoint's log lists them, as tests, beside real deliveries.
    const log = (await api(`/brand/webhooks/${created.endpoint.id}/deliveries`, { token: brand.token })).body
      .deliveries as { test: boolean; type: string }[];
    expect(log.filter((delivery) => delivery.test)).toHaveLength(webhookEventTypes.length);
  });

  it('is sent once to a failing endpoint: failed, never retried, the endpoint left on', async () => {
    const bucket = await inspectorBucket(`test-fail-${brand.brandId}`);
    const { endpoint } = (
      await register({ url: `${bucket.endpoint_url}?fail=1000`, events: ['sale.created'] })
    ).body;
    const sent = await sendTest(endpoint.id, { type: 'invoice.paid' });
    expect(sent.status).toBe(200);
    expect(sent.body.delivery).toMatchObject({
      status: 'failed',
      next_attempt_at: null,
      attempt_count: 1,
      test: true,
    });
    expect(sent.body.delivery.attempts[0]).toMatchObject({ ok: false, status: 500 });
    // Its retry schedule a day later sends nothing more.
    await runSchedule(
      'RetryWebhookDeliveries',
      new Date(Date.now() + 24 * 3600_000).toISOString(),
      forBrands(brand),
    );
    expect(await arrivals(bucket)).toHaveLength(1);
    const [logged] = (await api(`/brand/webhooks/${endpoint.id}/deliveries`, { token: brand.token })).body
      .deliveries;
    expect(logged).toMatchObject({ status: 'failed', attempt_count: 1 });
    expect((await list()).endpoints.find((e: { id: string }) => e.id === endpoint.id)?.enabled).toBe(true);
  });

  it("refuses another brand's endpoint (404) and an unknown type (400 at type), sending nothing", async () => {
    const bucket = await inspectorBucket(`test-refused-${brand.brandId}`);
    const { endpoint } = (await register({ url: bucket.endpoint_url, events: ['sale.created'] })).body;
    expect((await sendTest(endpoint.id, { type: 'sale.created' }, otherBrand.token)).status).toBe(404);
    const unknown = await sendTest(endpoint.id, { type: 'sale.deleted' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['type']);
    expect(await arrivals(bucket)).toEqual([]);
  });

  it(`sends at most ${WEBHOOK_TEST_EVENTS_PER_HOUR} test events an hour per brand, all endpoints together (429 after, nothing sent)`, async () => {
    const hour = 3600_000;
    // Not across an hour's turn, where the count starts again.
    if (hour - (Date.now() % hour) < 60_000)
      await new Promise((resolve) => setTimeout(resolve, hour - (Date.now() % hour) + 1_000));
    const own = await brandWithProducts(0);
    const [first, second] = await Promise.all([
      inspectorBucket(`test-limit-a-${own.brandId}`),
      inspectorBucket(`test-limit-b-${own.brandId}`),
    ]);
    const endpoints = await Promise.all(
      [first, second].map(
        async (bucket) =>
          (await register({ url: bucket.endpoint_url, events: ['sale.created'] }, own.token)).body.endpoint
            .id,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_TEST_EVENTS_PER_HOUR + 3 }, (_, i) =>
        sendTest(endpoints[i % 2] as string, { type: 'sale.created' }, own.token),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(WEBHOOK_TEST_EVENTS_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body.error.message).toMatch(
      new RegExp(`^You can send up to ${WEBHOOK_TEST_EVENTS_PER_HOUR} test events per hour`),
    );
    expect(
      (await arrivals(first as InspectorBucket)).length + (await arrivals(second as InspectorBucket)).length,
    ).toBe(WEBHOOK_TEST_EVENTS_PER_HOUR);
  });
});

inspector.describe('deliveries from a recorded sale', () => {
  let store: StoreBrand;
  let okBucket: InspectorBucket;
  let flakyBucket: InspectorBucket;
  let deadBucket: InspectorBucket;
  let invoicesBucket: InspectorBucket;
  let okEndpoint: { id: string };
  let flakyEndpoint: { id: string };
  let deadEndpoint: { id: string };
  let secret: string;
  let saleCents: number;

  beforeAll(async () => {
    store = await brandWithStore(1);
    const [product] = await productsOf(store);
    if (!product) throw new Error('no product');
    [okBucket, flakyBucket, deadBucket, invoicesBucket] = await Promise.all([
      inspectorBucket(`sale-ok-${store.brandId}`),
      inspectorBucket(`sale-flaky-${store.brandId}`),
      inspectorBucket(`sale-dead-${store.brandId}`),
      inspectorBucket(`sale-invoices-${store.brandId}`),
    ]);
    const created = (await register({ url: okBucket.endpoint_url, events: ['sale.created'] }, store.token))
      .body;
    [okEndpoint, secret] = [created.endpoint, created.secret];
    flakyEndpoint = (
      await register({ url: `${flakyBucket.endpoint_url}?fail=2`, events: ['sale.created'] }, store.token)
    ).body.endpoint;
    deadEndpoint = (
      await register({ url: `${deadBucket.endpoint_url}?fail=1000`, events: ['sale.created'] }, store.token)
    ).body.endpoint;
    // An endpoint that did not choose sales gets nothing.
    await register({ url: invoicesBucket.endpoint_url, events: ['invoice.paid'] }, store.token);
    const seller = await partnerOn(store, product.id);
    saleCents = product.price_cents * 2;
    await deliver(
      'orders/paid',
      store.shop,
      orderPayload({ id: newOrderId(), ref: seller.code, lines: [{ product, quantity: 2 }] }),
    );
  });

  it('sends one signed delivery, verified with the endpoint secret', async () => {
    const [arrival] = await eventually(async () => {
      const found = await arrivals(okBucket);
      return found.length > 0 ? found : undefined;
    }, 20_000);
    if (!arrival) throw new Error('nothing arrived');
    const body = JSON.parse(arrival.body);
    expect(body).toMatchObject({ type: 'sale.created', data: { sale_cents: saleCents } });
    expect(body.created).toBeTypeOf('number');
    expect(signedWith(arrival.headers['marketplace-signature'] ?? '', secret, arrival.body)).toBe(true);
    // A signature under another secret, or of other bytes, does not verify: the check can fail.
    expect(signedWith(arrival.headers['marketplace-signature'] ?? '', `${secret}x`, arrival.body)).toBe(
      false,
    );
    expect(signedWith(arrival.headers['marketplace-signature'] ?? '', secret, `${arrival.body} `)).toBe(
      false,
    );

    // The endpoint's answer arrives before the sender records it: the log says delivered a moment later.
    const log = await eventually(async () => {
      const page = (await api(`/brand/webhooks/${okEndpoint.id}/deliveries`, { token: store.token })).body;
      return page.deliveries[0]?.status === 'delivered' ? page : undefined;
    });
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', attempt_count: 1, type: 'sale.created' });
    expect(arrival.headers['marketplace-webhook-id']).toBe(log.deliveries[0].id);
    expect(await arrivals(invoicesBucket)).toEqual([]);
    // The log does not grow forever: DynamoDB's TTL removes a delivery 30 days after its last attempt.
    expect(await expiryOf(store.brandId, okEndpoint.id, log.deliveries[0].id)).toBe(
      thirtyDaysAfter(log.deliveries[0].attempts[0].at),
    );
  });

  it('signs with the old and the new secret during a roll, each verifying', async () => {
    const rolled = await api(`/brand/webhooks/${okEndpoint.id}/secret/roll`, {
      method: 'POST',
      token: store.token,
    });
    expect(rolled.status).toBe(200);
    const fresh = rolled.body.secret as string;
    expect(fresh).not.toBe(secret);
    expect(Date.parse(rolled.body.previous_secret_until) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const revealed = await api(`/brand/webhooks/${okEndpoint.id}/secret/reveal`, {
      method: 'POST',
      token: store.token,
    });
    expect(revealed.body).toEqual({ secret: fresh, previous_secret: secret });

    const [delivery] = (await api(`/brand/webhooks/${okEndpoint.id}/deliveries`, { token: store.token })).body
      .deliveries;
    await api(`/brand/webhooks/${okEndpoint.id}/deliveries/${delivery.id}/replay`, {
      method: 'POST',
      token: store.token,
    });
    const [latest] = await arrivals(okBucket);
    if (!latest) throw new Error('nothing arrived');
    const header = latest.headers['marketplace-signature'] ?? '';
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(signedWith(header, fresh, latest.body)).toBe(true);
    expect(signedWith(header, secret, latest.body)).toBe(true);
  });

  it('retries a failing endpoint with backoff (scoped schedule runs) until it answers', async () => {
    const logOf = async () =>
      (await api(`/brand/webhooks/${flakyEndpoint.id}/deliveries`, { token: store.token })).body
        .deliveries[0];
    const first = await eventually(async () => {
      const delivery = await logOf();
      return delivery?.attempt_count === 1 ? delivery : undefined;
    }, 20_000);
    expect(first).toMatchObject({ status: 'pending', attempts: [{ ok: false, status: 500 }] });
    // Not due yet: a run now sends nothing.
    await runSchedule('RetryWebhookDeliveries', new Date().toISOString(), forBrands(store));
    expect((await logOf()).attempt_count).toBe(1);

    const second = new Date(Date.parse(first.next_attempt_at) + 1000);
    await runSchedule('RetryWebhookDeliveries', second.toISOString(), forBrands(store));
    const afterSecond = await logOf();
    expect(afterSecond).toMatchObject({ status: 'pending', attempt_count: 2 });
    // Exponential: the second wait is longer than the first.
    expect(Date.parse(afterSecond.next_attempt_at) - second.getTime()).toBeGreaterThan(
      Date.parse(first.next_attempt_at) - Date.parse(first.attempts[0].at),
    );

    await runSchedule(
      'RetryWebhookDeliveries',
      new Date(Date.parse(afterSecond.next_attempt_at) + 1000).toISOString(),
      forBrands(store),
    );
    const done = await logOf();
    expect(done).toMatchObject({ status: 'delivered', attempt_count: 3, next_attempt_at: null });
    expect(done.attempts.map((a: { status: number }) => a.status)).toEqual([500, 500, 200]);
    // Each attempt moves the log's expiry on.
    expect(await expiryOf(store.brandId, flakyEndpoint.id, done.id)).toBe(
      thirtyDaysAfter(done.attempts[2].at),
    );
    const seen = await arrivals(flakyBucket);
    expect(seen.map((a) => a.status)).toEqual([200, 500, 500]);
    expect(new Set(seen.map((a) => a.headers['marketplace-webhook-id']))).toEqual(new Set([done.id]));

    // Replay sends the same id (and bytes) again.
    const replayed = await api(`/brand/webhooks/${flakyEndpoint.id}/deliveries/${done.id}/replay`, {
      method: 'POST',
      token: store.token,
    });
    expect(replayed.status).toBe(200);
    expect(replayed.body.delivery.attempts.at(-1)).toMatchObject({ ok: true, replay: true });
    const again = await arrivals(flakyBucket);
    expect(again).toHaveLength(4);
    expect(again[0]?.headers['marketplace-webhook-id']).toBe(done.id);
    expect(again[0]?.body).toBe(again[1]?.body);
    // Another brand cannot replay or read it.
    expect(
      (
        await api(`/brand/webhooks/${flakyEndpoint.id}/deliveries/${done.id}/replay`, {
          method: 'POST',
          token: brand.token,
        })
      ).status,
    ).toBe(404);
    expect((await api(`/brand/webhooks/${flakyEndpoint.id}/deliveries`, { token: brand.token })).status).toBe(
      404,
    );
  });

  it('gives up after three days of backoff, turns the endpoint off and tells the brand once', async () => {
    // The retry test's runs (the same brand, at its instants) may already have retried this one too.
    const first = await eventually(async () => {
      const found = await latestDelivery(store.token, deadEndpoint.id);
      return found && found.attempt_count >= 1 ? found : undefined;
    }, 20_000);
    const created = Date.parse(first.created_at);
    // After n failed attempts the wait is 3^(n-1) minutes, at most 12 h.
    const backoff = (n: number) => Math.min(60_000 * 3 ** (n - 1), 12 * 3600_000);
    const delivery = await retryUntilSettled(store, deadEndpoint.id, (pending) =>
      expect(Date.parse(pending.next_attempt_at ?? '') - Date.parse(pending.attempts.at(-1)?.at ?? '')).toBe(
        backoff(pending.attempt_count),
      ),
    );
    expect(delivery.status).toBe('failed');
    expect(delivery.attempt_count).toBeGreaterThanOrEqual(10);
    const givenUpAt = delivery.attempts.at(-1)?.at as string;
    expect(Date.parse(givenUpAt) - created).toBeLessThanOrEqual(72 * 3600_000 + 60_000);
    const endpointOf = async (id: string) =>
      (await list(store.token)).endpoints.find((e: { id: string }) => e.id === id);
    expect(await endpointOf(deadEndpoint.id)).toMatchObject({
      enabled: false,
      disabled_reason: `Turned off on ${dayOf(givenUpAt)} after failing for three days`,
      disabled_at: givenUpAt,
    });
    // The endpoint that recovered is still on.
    expect((await endpointOf(flakyEndpoint.id))?.enabled).toBe(true);

    // The brand is told once, in the app and by e-mail, with the URL, since when and what to do.
    const notices = async () =>
      ((await api('/notifications', { token: store.token })).body.notifications as Notice[]).filter(
        (notice) => notice.kind === 'webhook_endpoint_disabled',
      );
    const [notice] = await eventually(async () => {
      const found = await notices();
      return found.length > 0 ? found : undefined;
    }, 20_000);
    const url = `${deadBucket.endpoint_url}?fail=1000`;
    expect(notice?.body).toContain(url);
    expect(notice?.body).toContain(`since ${dayOf(delivery.created_at)}`);
    expect(notice?.link).toBe('/brand/account?tab=developers');
    const email = (await api('/me', { token: store.token })).body.email as string;
    const mails = async () =>
      (await mailTo(email)).filter((m) =>
        m.subject.endsWith(' · We turned off one of your webhook endpoints'),
      );
    const [mail] = await eventually(async () => {
      const found = await mails();
      return found.length > 0 ? found : undefined;
    }, 20_000);
    expect(mail?.text).toContain(url);
    expect(mail?.text).toContain('turn it back on');
    // At-least-once delivery: the event again tells nobody twice.
    expect(await redeliver('endpointId', deadEndpoint.id, 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await notices()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    // Turned on again by the brand: the reason and its time go.
    const on = await api(`/brand/webhooks/${deadEndpoint.id}/enabled`, {
      ...json('PUT', { enabled: true }),
      token: store.token,
    });
    expect(on.body.endpoint).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
  });
});

describe('every webhook event over the wire', () => {
  it('delivers each of the seven types once, signed, with its ids, amounts in cents and currency', async () => {
    const store = await brandWithStore(1);
    const product = (await productsOf(store)).find((p) => p.id === store.liveProductIds[0]);
    if (!product) throw new Error('no product');
    const bucket = await inspectorBucket(`all-events-${store.brandId}`);
    const { secret } = (await register({ url: bucket.endpoint_url, events: webhookEventTypes }, store.token))
      .body;
    const creatorEmail = `hooks-${store.brandId.slice(-8).toLowerCase()}@example.com`;
    // Applied and approved: application.created, partner.joined.
    const creator = await partnerOn(
      store,
      product.id,
      await onboardedCreator(undefined, { email: creatorEmail }),
    );
    // A sale whose hold is over (billed below), one unit of it refunded: sale.created, sale.reversed.
    const orderId = await oldSale(store, product, creator.code, 2);
    // The refund once sale.created went out: a refund processed before its order would be kept and applied
    // (issue 31), but a payload carries the sale as it stands when sent, so this keeps the two payloads
    // apart: the sale before the refund, then after it.
    await eventually(async () =>
      (await salesOf(store.token)).sales.some((s: { order_id: string }) => s.order_id === String(orderId))
        ? true
        : undefined,
    );
    await eventually(
      async () =>
        (await arrivals(bucket)).some((arrival) => JSON.parse(arrival.body).type === 'sale.created')
          ? true
          : undefined,
      60_000,
    );
    await deliver('refunds/create', store.shop, {
      id: newOrderId(),
      order_id: orderId,
      created_at: new Date().toISOString(),
      refund_line_items: [{ id: 1, line_item_id: orderId * 10 + 1, quantity: 1 }],
    });
    // A self-referral (the shopper is the creator) is held for the brand: commission.held.
    const heldOrderId = newOrderId();
    await deliver(
      'orders/paid',
      store.shop,
      orderPayload({
        id: heldOrderId,
        ref: creator.code,
        email: creatorEmail,
        lines: [{ product, quantity: 1 }],
      }),
    );
    // Billed on the 1st and paid on the local Checkout: invoice.issued, invoice.paid.
    await eventually(
      async () => ((await salesOf(store.token)).sales.length === 2 ? true : undefined),
      20_000,
    );
    await runSchedule('BillMonth', firstOfMonth(1), forBrands(store));
    const invoice = await payInvoice(store, new Date().toISOString().slice(0, 7));

    // Seven events through the outbox and the consumers of a shared, loaded cloud: a minute, and on a
    // timeout the types that did arrive.
    const seen = await eventually(async () => {
      const found = await arrivals(bucket);
      return found.length >= webhookEventTypes.length ? found : undefined;
    }, 60_000).catch(async (error: Error) => {
      const types = (await arrivals(bucket)).map((arrival) => JSON.parse(arrival.body).type);
      throw new Error(`${error.message}; arrived: ${types.join(', ') || 'none'}`);
    });
    const bodies = seen.map((arrival) => {
      expect(signedWith(arrival.headers['marketplace-signature'] ?? '', secret, arrival.body)).toBe(true);
      expect(arrival.headers['marketplace-webhook-id']).toMatch(/^whd_/);
      return JSON.parse(arrival.body) as { type: string; data: Record<string, unknown> };
    });
    expect(bodies.map((body) => body.type).sort()).toEqual([...webhookEventTypes].sort());
    const data = (type: string) => bodies.find((body) => body.type === type)?.data ?? {};

    const sales = (await salesOf(store.token)).sales as {
      sale_id: string;
      order_id: string;
      order_name: string;
      status: string;
    }[];
    const sale = sales.find((candidate) => candidate.order_id === String(orderId));
    const held = sales.find((candidate) => candidate.order_id === String(heldOrderId));
    const creatorId = creator.creator.id;
    // The product's rate on two units, half-up to the cent; the refund of one takes back half of it.
    const commission = Math.round((product.price_cents * 2 * product.commission_percentage) / 100);
    // Issue 31: each sale event's data is the API's sale object (the same keys as GET /api/v1/sales).
    for (const type of Object.keys(webhookEventObjects)) expectApiObjectKeys(type, data(type));
    expect(data('sale.created')).toMatchObject({
      sale_id: sale?.sale_id,
      order_name: sale?.order_name,
      creator_id: creatorId,
      creator_username: creator.creator.username,
      sale_cents: product.price_cents * 2,
      commission_cents: commission,
      currency: 'USD',
      attribution: expect.objectContaining({ method: 'link', via: creator.code }),
      lines: [expect.objectContaining({ product_name: product.name, quantity: 2 })],
    });
    // As it stood when the refund was reversed: one unit of two refunded, half the commission left.
    expect(data('sale.reversed')).toMatchObject({
      sale_id: sale?.sale_id,
      creator_id: creatorId,
      creator_username: creator.creator.username,
      refund_count: 1,
      commission_cents: commission - Math.round(commission / 2),
      lines: [expect.objectContaining({ reversed_quantity: 1 })],
    });
    expect(data('commission.held')).toMatchObject({ sale_id: held?.sale_id, status: 'held' });
    // The API's invoice object, as it stood when each was sent: with its commissions by creator.
    for (const type of ['invoice.issued', 'invoice.paid'])
      expect(data(type)).toMatchObject({
        id: invoice.id,
        invoice_number: invoice.invoice_number,
        amount_cents: invoice.amount_cents,
        period: invoice.period,
        lines: invoice.lines,
        creators: invoice.creators,
      });
    expect(data('invoice.paid')).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect(data('application.created')).toMatchObject({ creator_id: creatorId, product_id: product.id });
    // The partner object as it stands when sent: approved. The link is made by another consumer of the
    // same approval, so it may not exist yet (null) — when it does, it is the creator's for the product.
    const joinedLink = data('partner.joined').link as { referral_code: string } | null;
    if (joinedLink) expect(joinedLink.referral_code).toBe(creator.code);
    expect(data('partner.joined')).toMatchObject({
      application_id: data('application.created').application_id,
      creator_id: creatorId,
      creator_username: creator.creator.username,
      product_id: product.id,
      product_name: product.name,
      approved_at: expect.any(String),
    });
  }, 120_000);
});
