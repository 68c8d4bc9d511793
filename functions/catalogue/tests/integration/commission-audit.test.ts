/**
 * Commission changes in the brand's audit log (issue 35, part 3): every commission change leaves exactly one
 * entry, in the same transaction as the change (a faulted change leaves none), with who (the member, their
 * name, e-mail and role at the time, the request's IP and correlation id), what, before and after; two tabs
 * editing the same commission leave two entries and one final value; the log's filters and paging.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, documentClient, outputs, useCloudEnvironment } from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';

interface Entry {
  id: string;
  at: string;
  kind: string;
  actor: { type: string; id: string; name: string; email: string | null; role: string | null };
  subject: { type: string; id: string; label: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  correlation_id: string | null;
  ip: string | null;
}

let brand: TestBrand;
let userId: string;

/** Every audit item of the brand, straight from the table (newest first). */
const storedEntries = async (brandId: string) =>
  (
    await documentClient().send(
      new QueryCommand({
        TableName: outputs().TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': `BRAND#${brandId}`, ':audit': 'AUDIT#' },
        ConsistentRead: true,
        ScanIndexForward: false,
      }),
    )
  ).Items ?? [];

const log = async (token: string, query = '') => {
  const response = await api(`/brand/audit-log${query}`, { token });
  expect(response.status).toBe(200);
  return response.body as {
    entries: Entry[];
    next_cursor: string | null;
    members: { id: string; name: string }[];
  };
};

const entriesFor = async (token: string, productId: string) =>
  (await log(token, '?limit=100')).entries.filter((entry) => entry.subject?.id === productId);

const setRate = (token: string, productId: string, rate: number, correlationId?: string) =>
  api(`/brand/products/${productId}/settings`, {
    ...json('PATCH', { commission_percentage: rate }),
    token,
    headers: {
      'content-type': 'application/json',
      ...(correlationId ? { 'x-correlation-id': correlationId } : {}),
    },
  });

beforeAll(async () => {
  brand = await brandWithProducts(4, { firstName: 'Grace' });
  userId = (await api('/me', { token: brand.token })).body.id;
}, 60_000);

describe('audit log of commission changes', () => {
  it('a raise leaves one entry: the member, their role, the product, before → after, the IP and correlation id', async () => {
    const [productId] = brand.productIds as [string];
    const correlationId = `audit-${randomUUID()}`;
    const before = await entriesFor(brand.token, productId);
    expect(before).toEqual([]);
    const changed = await setRate(brand.token, productId, 25, correlationId);
    expect(changed.status).toBe(200);
    const entries = await entriesFor(brand.token, productId);
    expect(entries).toHaveLength(1);
    const [entry] = entries as [Entry];
    expect(entry).toMatchObject({
      kind: 'commission.changed',
      actor: { type: 'member', id: userId, name: 'Grace Lovelace', role: 'owner' },
      subject: { type: 'product', id: productId, label: 'Test product 1' },
      before: { commission_percentage: 10 },
      after: { commission_percentage: 25 },
      correlation_id: correlationId,
    });
    expect(entry.actor.email).toMatch(/^brand-.+@example\.com$/);
    expect(entry.ip).toMatch(/^[\d.:a-f]+$/);
    // Kept two years by the table's TTL.
    const [stored] = await storedEntries(brand.brandId);
    const years = ((stored?.expiresAt as number) - Date.parse(entry.at) / 1000) / (365 * 86_400);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.02);
  });

  it('a cut is recorded with its notice, and withdrawing it is one more entry', async () => {
    const productId = brand.productIds[1] as string;
    expect((await setRate(brand.token, productId, 5)).status).toBe(200);
    const [cut] = await entriesFor(brand.token, productId);
    expect(cut?.before).toEqual({ commission_percentage: 10 });
    expect(cut?.after).toMatchObject({ commission_percentage: 10, pending_percentage: 5 });
    const cancelled = await api(`/brand/products/${productId}/pending-rate`, {
      method: 'DELETE',
      token: brand.token,
    });
    expect(cancelled.status).toBe(200);
    const entries = await entriesFor(brand.token, productId);
    expect(entries.map((entry) => entry.kind)).toEqual(['commission.cut_cancelled', 'commission.changed']);
    expect(entries[0]?.before).toMatchObject({ pending_percentage: 5 });
    expect(entries[0]?.after).toEqual({ commission_percentage: 10 });
  });

  it('asking for the rate already in force changes nothing and records nothing', async () => {
    const productId = brand.productIds[2] as string;
    expect((await setRate(brand.token, productId, 10)).status).toBe(200);
    expect(await entriesFor(brand.token, productId)).toEqual([]);
  });

  it('two tabs editing the same commission at once leave two entries that chain, and one final value', async () => {
    const productId = brand.productIds[3] as string;
    const [one, two] = await Promise.all([
      setRate(brand.token, productId, 30),
      setRate(brand.token, productId, 40),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const products = (await api('/brand/products', { token: brand.token })).body.products as {
      id: string;
      commission_percentage: number;
    }[];
    const final = products.find((product) => product.id === productId)?.commission_percentage;
    const entries = await entriesFor(brand.token, productId);
    expect(entries).toHaveLength(2);
    const [newest, oldest] = entries as [Entry, Entry];
    // The later write read the earlier one's value: the log tells the whole story in order.
    expect(oldest.before).toEqual({ commission_percentage: 10 });
    expect(newest.before).toEqual(oldest.after);
    // The rate in force is the last entry's (40 then 30 is a cut, announced for after its notice).
    expect(newest.after?.commission_percentage).toBe(final);
    expect([30, 40]).toContain(final);
  });

  it('Apply to All and a bulk change leave one entry per product changed', async () => {
    const other = await brandWithProducts(3);
    expect(
      (
        await api('/brand/products/commission', {
          ...json('PUT', { commission_percentage: 15 }),
          token: other.token,
        })
      ).status,
    ).toBe(200);
    let entries = (await log(other.token)).entries;
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((entry) => entry.subject?.id))).toEqual(new Set(other.productIds));
    expect(entries.every((entry) => entry.after?.commission_percentage === 15)).toBe(true);
    const bulk = await api('/brand/products/bulk', {
      ...json('POST', {
        action: 'set_commission',
        product_ids: other.productIds.slice(0, 2),
        commission_percentage: 20,
      }),
      token: other.token,
    });
    expect(bulk.status).toBe(200);
    entries = (await log(other.token)).entries;
    expect(entries).toHaveLength(5);
    expect(entries.slice(0, 2).every((entry) => entry.before?.commission_percentage === 15)).toBe(true);
  });
});

describe('atomic with the change', () => {
  it('a change whose transaction is refused leaves no entry; the retry leaves exactly one', async () => {
    const other = await brandWithProducts(1);
    const [productId] = other.productIds as [string];
    useCloudEnvironment();
    const { listProductsOfBrand } = await import('../../index');
    const { setRateOfProducts } = await import('../../set-product-rate');
    const { scriptActor } = await import('../../../shared/audit/actor');
    const { product } = await import('../../entities/product');
    const { data: real } = await product.get({ brand_id: other.brandId, id: productId }).go();
    expect(real).toBeDefined();
    expect(await listProductsOfBrand(other.brandId)).toHaveLength(1);
    // A product that is not there: its patch's condition fails, so the chunk's transaction is cancelled
    // with both products' entries in it; the real product is read again and written alone.
    const ghost = { ...real, id: `${productId}-ghost`, name: 'Ghost' } as NonNullable<typeof real>;
    await setRateOfProducts(
      other.brandId,
      [ghost, real as NonNullable<typeof real>],
      35,
      scriptActor('fault test'),
    );
    const stored = await storedEntries(other.brandId);
    expect(stored.map((item) => item.subject_id)).toEqual([productId]);
    expect(stored[0]).toMatchObject({
      actor_name: 'fault test',
      kind: 'commission.changed',
      after: { commission_percentage: 35 },
    });
  });

  it('a refused change over the API (a deleted product) leaves no entry', async () => {
    const other = await brandWithProducts(1);
    const [productId] = other.productIds as [string];
    expect((await api(`/brand/products/${productId}`, { method: 'DELETE', token: other.token })).status).toBe(
      204,
    );
    expect((await setRate(other.token, productId, 30)).status).toBe(404);
    expect(await storedEntries(other.brandId)).toEqual([]);
  });
});
