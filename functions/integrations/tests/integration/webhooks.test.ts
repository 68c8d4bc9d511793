/**
 * Outgoing webhooks (issue 22) over the wire: a brand registers endpoints (the local inspector's loopback
 * URL is the one non-https URL the local cloud allows), each with a sealed secret shown at creation and on
 * Reveal; URLs resolving to loopback, private or link-local addresses are refused at the field with
 * nothing written; another brand's endpoint ids are not found.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

let brand: TestBrand;
let otherBrand: TestBrand;

const inspectorUrl = (bucket: string) => `${outputs().WebUrl}/__local/webhook-inspector/${bucket}`;
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
      url: inspectorUrl(`reg-${brand.brandId}`),
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
    ['IPv4-mapped IPv6', 'https://[::ffff:192.168.0.1]/hooks'],
    ['a name resolving to loopback', 'https://localhost/hooks'],
  ])('refuses %s at the field, nothing written', async (_case, url) => {
    const before = await list();
    const response = await register({ url, events: ['sale.created'] });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.url).toMatch(/private, loopback or link-local/);
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
      await register({ url: inspectorUrl(`manage-${brand.brandId}`), events: ['partner.joined'] })
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
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        register({ url: inspectorUrl(`limit-${i}`), events: ['sale.created'] }, token),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const { endpoints, max_endpoints } = await list(token);
    expect([endpoints.length, max_endpoints]).toEqual([10, 10]);
    // Deleting one frees its place.
    await api(`/brand/webhooks/${endpoints[0].id}`, { method: 'DELETE', token });
    expect(
      (await register({ url: inspectorUrl('limit-again'), events: ['sale.created'] }, token)).status,
    ).toBe(201);
  });
});

describe('the local webhook inspector', () => {
  it('records what arrives, fails the first N when told, lists it as JSON and as a page', async () => {
    const url = `${inspectorUrl(`inspect-${brand.brandId}`)}?fail=1`;
    const send = (body: string) =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-probe': 'yes' } });
    expect((await send('{"n":1}')).status).toBe(500);
    expect((await send('{"n":2}')).status).toBe(200);
    const { deliveries } = await (
      await fetch(inspectorUrl(`inspect-${brand.brandId}`), { headers: { accept: 'application/json' } })
    ).json();
    expect(
      deliveries.map((d: { number: number; status: number; body: string }) => [d.number, d.status, d.body]),
    ).toEqual([
      [2, 200, '{"n":2}'],
      [1, 500, '{"n":1}'],
    ]);
    expect(deliveries[0].headers['x-probe']).toBe('yes');
    const html = await (await fetch(inspectorUrl(`inspect-${brand.brandId}`))).text();
    expect(html).toContain('{&quot;n&quot;:2}');
  });
});
