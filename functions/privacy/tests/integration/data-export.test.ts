/**
 * Download my data over the wire (issue 35): the request is answered at once (202) and the ZIP is built
 * in the background (the bus's consumer), its progress on the card; the e-mail carries a link to the
 * private bucket that opens a ZIP holding the person's own rows (and no secret, key or other person's
 * row), and the link stops working after 7 days.
 */

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, documentClient, eventually, outputs, signedUpUser } from '../../../../tests/support/cloud';
import { linkIn, mailWith } from '../../../../tests/support/mailbox';
import { json, type StoreBrand } from '../../../../tests/support/partnership';
import {
  deliver,
  newOrderId,
  orderPayload,
  partnerOn,
  type StoreProduct,
  salesOf,
  sellingBrand,
} from '../../../../tests/support/sales';
import { unzip } from '../../../../tests/support/zip-reader';

let brand: StoreBrand;
let live: StoreProduct;
let ava: Awaited<ReturnType<typeof partnerOn>>;
let other: Awaited<ReturnType<typeof partnerOn>>;
const orderId = newOrderId();

const requestExport = (token: string) => api('/account/data/export', { ...json('POST', {}), token });

/** Waits for the export's e-mail to `email` and downloads the ZIP its link points at. */
const downloaded = async (email: string) => {
  const [mail] = await eventually(async () => {
    const found = await mailWith(email, /Your data is ready to download/);
    return found.length ? found : undefined;
  }, 60_000);
  const link = mail ? linkIn(mail, 'http') : undefined;
  const url = link?.includes('X-Amz-Expires') ? link : mail?.text?.match(/https?:\S+X-Amz-\S+/)?.[0];
  if (!url) throw new Error(`no link in the e-mail: ${mail?.text}`);
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { url, files: unzip(Buffer.from(await response.arrayBuffer())) };
};

beforeAll(async () => {
  ({ brand, live } = await sellingBrand(1, 10));
  [ava, other] = await Promise.all([partnerOn(brand, live.id), partnerOn(brand, live.id)]);
  await deliver(
    'orders/paid',
    brand.shop,
    orderPayload({ id: orderId, ref: ava.code, lines: [{ product: live, quantity: 1 }] }),
  );
  await eventually(async () => ((await salesOf(brand.token)).sales.length === 1 ? true : undefined), 60_000);
}, 180_000);

describe('a creator downloads their data', () => {
  let url = '';

  it('202 at once; the card shows it building, then ready; the ZIP holds their rows only', async () => {
    const email = (await api('/me', { token: ava.token })).body.email as string;
    const started = await requestExport(ava.token);
    expect(started.status).toBe(202);
    expect(started.body.export).toMatchObject({ status: 'building', parts_done: 0 });
    const ready = await eventually(async () => {
      const { body } = await api('/account/data', { token: ava.token });
      return body.export?.status === 'ready' ? body.export : undefined;
    }, 60_000);
    expect(ready.parts_done).toBe(ready.parts_total);
    expect(Date.parse(ready.link_expires_at) - Date.parse(ready.ready_at)).toBe(7 * 24 * 3600 * 1000);
    const download = await downloaded(email);
    url = download.url;
    const { files } = download;
    expect(files.get('README.txt')).toContain(ava.creator.id);
    const profile = JSON.parse(files.get('profile.json') ?? '[]');
    expect(profile).toEqual([expect.objectContaining({ id: ava.creator.id, email })]);
    const commissions = JSON.parse(files.get('commission.json') ?? '[]');
    expect(commissions.map((entry: { order_id: string }) => entry.order_id)).toEqual([String(orderId)]);
    expect(files.get('commission.csv')?.split('\r\n')[0]).toContain('commission_cents');
    expect(JSON.parse(files.get('creator.json') ?? '[]')[0]).toMatchObject({
      username: ava.creator.username,
    });
    const links = JSON.parse(files.get('link-owner.json') ?? '[]');
    expect(links.length).toBe(1);
    // Nothing of another person, and no key or secret.
    const everything = [...files.values()].join('\n');
    expect(everything).not.toContain(other.creator.id);
    expect(everything).not.toMatch(/"(pk|sk|gsi1pk|__edb_v__)"/);
  }, 90_000);

  it('the link expires after 7 days (S3 refuses a link signed 8 days ago)', async () => {
    const expires = new URL(url).searchParams.get('X-Amz-Expires');
    expect(expires).toBe(String(7 * 24 * 3600));
    const old = new URL(url);
    const signedLongAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000)
      .toISOString()
      .replace(/[-:]|\.\d{3}/g, '');
    old.searchParams.set('X-Amz-Date', signedLongAgo);
    expect((await fetch(old)).status).toBe(403);
  });

  it('a request while one is building is 409; once the last is ready, a new one starts', async () => {
    // One building now (as the request writes it), so the refusal does not race the fast builder.
    await documentClient().send(
      new PutCommand({
        TableName: outputs().TableName,
        Item: {
          pk: `USER#${other.creator.id}`,
          sk: 'DATA_EXPORT',
          type: 'data-export',
          __edb_v__: '1',
          user_id: other.creator.id,
          id: 'dx_building',
          status: 'building',
          requested_at: new Date().toISOString(),
          parts_done: 1,
          parts_total: 3,
        },
      }),
    );
    const refused = await requestExport(other.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/being gathered already/);
    expect((await api('/account/data', { token: other.token })).body.export).toMatchObject({
      status: 'building',
      parts_done: 1,
      parts_total: 3,
    });
    // Ava's last export is ready: she may ask again.
    expect((await requestExport(ava.token)).status).toBe(202);
  });
});

describe('a brand user downloads their data', () => {
  it("the ZIP holds the brand's sales and products, and no secret", async () => {
    const email = (await api('/me', { token: brand.token })).body.email as string;
    expect((await requestExport(brand.token)).status).toBe(202);
    const { files } = await downloaded(email);
    const sales = JSON.parse(files.get('sale.json') ?? '[]');
    expect(sales.map((sale: { order_id: string }) => sale.order_id)).toEqual([String(orderId)]);
    expect(JSON.parse(files.get('product.json') ?? '[]').length).toBeGreaterThan(0);
    expect(JSON.parse(files.get('brand.json') ?? '[]')[0]).toMatchObject({ id: brand.brandId });
    expect([...files.values()].join('\n')).not.toMatch(/sealed|secret/i);
  }, 90_000);

  it('signed out, 401', async () => {
    expect((await api('/account/data/export', json('POST', {}))).status).toBe(401);
    const { token } = await signedUpUser('creator');
    expect((await api('/account/data', { token })).body.export).toBeNull();
  });
});
