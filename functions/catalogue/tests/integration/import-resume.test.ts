/**
 * Product imports never get stuck: one store page per step, a page that keeps failing ends the job
 * `failed` with a reason the brand sees, Sync can run again (a failed or stale job does not block it),
 * and a job resumed from its recorded cursor does not import earlier pages again. The demo store's
 * local fault switch (stand-ins/shopify/faults.ts) makes a page fail for one shop only.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import {
  api,
  documentClient,
  eventually,
  outputs,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { json } from '../../../../tests/support/partnership';
import { connectStore } from '../../../../tests/support/shopify-connect';

beforeAll(() => {
  useCloudEnvironment();
});

const failProductPages = async (shop: string, pages: number[]) => {
  const response = await fetch(`${outputs().DemoShopifyUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shop, failProductPages: pages }),
  });
  expect(response.status).toBe(200);
};

const brandWithConnectedStore = async (): Promise<TestBrand & { shop: string }> => {
  const brand = await brandWithProducts(0);
  const shop = `resume-${randomUUID().slice(0, 8)}.myshopify.com`;
  await connectStore(brand.token, shop);
  return { ...brand, shop };
};

const sync = (token: string) => api('/brand/products/import', { ...json('POST'), token });

const finished = (token: string, jobId: string) =>
  eventually(async () => {
    const { body } = await api(`/brand/products/import/${jobId}`, { token });
    return body.job.status === 'succeeded' || body.job.status === 'failed' ? body.job : undefined;
  }, 30_000);

const catalogueOf = async (token: string) =>
  (await api('/brand/products', { token })).body.products as { shopify_product_id: string }[];

const setJob = (brandId: string, jobId: string, values: Record<string, unknown>) =>
  documentClient().send(
    new UpdateCommand({
      TableName: outputs().TableName,
      Key: { pk: `BRAND#${brandId}`, sk: `IMPORT#${jobId}` },
      UpdateExpression: `SET ${Object.keys(values)
        .map((name) => `#${name} = :${name}`)
        .join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(values).map((name) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        Object.entries(values).map(([name, value]) => [`:${name}`, value]),
      ),
    }),
  );

describe('an import that fails mid-way', () => {
  it('ends failed with its reason, and a new Sync completes without duplicates', async () => {
    const brand = await brandWithConnectedStore();
    await failProductPages(brand.shop, [2]);
    const started = await sync(brand.token);
    expect(started.status).toBe(202);
    const failed = await finished(brand.token, started.body.job.id);
    expect(failed).toMatchObject({ status: 'failed', total: 34, processed: 25, created: 25 });
    expect(failed.error).toBe(
      'Your Shopify store did not answer while importing page 2. Check the store connection and run Sync again.',
    );
    expect(await catalogueOf(brand.token)).toHaveLength(25);

    await failProductPages(brand.shop, []);
    const again = await sync(brand.token);
    expect(again.status).toBe(202);
    const done = await finished(brand.token, again.body.job.id);
    expect(done).toMatchObject({ status: 'succeeded', total: 34, processed: 34, created: 9, error: null });
    const products = await catalogueOf(brand.token);
    expect(products).toHaveLength(34);
    expect(new Set(products.map((product) => product.shopify_product_id)).size).toBe(34);
  });
});

describe('one import at a time', () => {
  it('a Sync while one runs is a 409; once that job is stale it reads failed and Sync runs again', async () => {
    const brand = await brandWithConnectedStore();
    const { createImportJob } = await import('../../entities/import-job');
    // A job whose steps never run (as if every try timed out): no event is written for it.
    const stuck = await createImportJob(brand.brandId, () => []);
    const refused = await sync(brand.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'conflict',
      message: 'An import is already running. Please wait for it to finish.',
    });

    const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await setJob(brand.brandId, stuck.id, { updated_at: longAgo });
    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: { pk: `BRAND#${brand.brandId}`, sk: 'ACTIVE_IMPORT' },
        UpdateExpression: 'SET heartbeat_at = :then',
        ExpressionAttributeValues: { ':then': longAgo },
      }),
    );
    const stale = (await api(`/brand/products/import/${stuck.id}`, { token: brand.token })).body.job;
    expect(stale).toMatchObject({
      status: 'failed',
      error: 'The import stopped responding. Please run Sync again.',
    });

    const again = await sync(brand.token);
    expect(again.status).toBe(202);
    expect(await finished(brand.token, again.body.job.id)).toMatchObject({
      status: 'succeeded',
      processed: 34,
    });
  });
});

describe('a job resumed from its recorded cursor', () => {
  it('imports from that page on, never the earlier ones, and a repeated step changes nothing', async () => {
    const brand = await brandWithConnectedStore();
    const { createImportJob, getImportJobOrThrow } = await import('../../entities/import-job');
    const { importStorePage, PAGE_SIZE } = await import('../../import-store-products');
    const { listShopifyProducts } = await import('../../../integrations');
    const { decryptSecret } = await import('../../../shared/crypto/secret-box');
    const { getSealedStoreToken } = await import('../../entities/brand');
    const connection = {
      shop: brand.shop,
      accessToken: await decryptSecret((await getSealedStoreToken(brand.brandId)) ?? '', {
        purpose: 'store-token',
        brandId: brand.brandId,
      }),
      scope: '',
    };
    const firstPage = await listShopifyProducts(connection, undefined, PAGE_SIZE);
    expect(firstPage.nextCursor).toBeTruthy();

    // As if page 1 had been imported and recorded, then the function timed out.
    const job = await createImportJob(brand.brandId, () => []);
    await setJob(brand.brandId, job.id, {
      status: 'running',
      page: 1,
      cursor: firstPage.nextCursor,
      total: 34,
      processed: 25,
      created: 25,
    });
    await importStorePage(brand.brandId, job.id, 1);
    const resumed = await getImportJobOrThrow(brand.brandId, job.id);
    expect(resumed).toMatchObject({ status: 'succeeded', processed: 34, created: 34 });

    const imported = await catalogueOf(brand.token);
    expect(imported).toHaveLength(34 - PAGE_SIZE);
    const earlier = new Set(firstPage.products.map((product) => product.shopifyProductId));
    expect(imported.filter((product) => earlier.has(product.shopify_product_id))).toEqual([]);

    // Late or repeated steps (page 0, page 1 again) find the job past them and do nothing.
    await importStorePage(brand.brandId, job.id, 0);
    await importStorePage(brand.brandId, job.id, 1);
    expect(await getImportJobOrThrow(brand.brandId, job.id)).toMatchObject({ processed: 34, created: 34 });
    expect(await catalogueOf(brand.token)).toHaveLength(34 - PAGE_SIZE);
  });
});
