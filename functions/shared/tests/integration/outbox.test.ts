/**
 * The transactional outbox against the local cloud: a state change and its event are one transaction,
 * the stream publishes the event, and an outage of the bus (PutEvents rejected, via the local bus's
 * fault switch, scoped to this test's data) loses nothing: the request still succeeds, the event waits
 * `pending` through the stream's retries, and once the bus works the sweep publishes it — once.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, documentClient, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { entriesWith, healBus, outboxIdOf, rejectPutEvents } from '../../../../tests/support/local-bus';
import { brandWithStore, json, onboardedCreator } from '../../../../tests/support/partnership';
import { connectStore } from '../../../../tests/support/shopify-connect';
import { tableItem } from '../../../../tests/support/table-items';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let faults: string[] = [];
const reject = async (pattern: Record<string, unknown>) => {
  const id = await rejectPutEvents(pattern);
  faults.push(id);
  return id;
};

afterEach(async () => {
  for (const id of faults) await healBus(id);
  faults = [];
});

beforeAll(() => {
  useCloudEnvironment();
});

const outboxItem = (eventId: string) => tableItem({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' });

/** The sweep as the schedule runs it, but for events of any age (the test cannot wait a minute). */
const sweep = async () => {
  const { handler } = await import('../../outbox/sweep-outbox.scheduled');
  return handler({ minAgeSeconds: 0 });
};

/** The stream publisher, given the INSERT record of one outbox item (as Lambda or the poller would). */
const deliverOutboxRecord = async (eventId: string) => {
  const { handler } = await import('../../outbox/publish-outbox-events.stream');
  const event = {
    Records: [
      {
        eventID: randomUUID(),
        eventName: 'INSERT',
        dynamodb: {
          Keys: { pk: { S: `OUTBOX#${eventId}` }, sk: { S: 'OUTBOX' } },
          NewImage: { type: { S: 'outbox-event' }, id: { S: eventId } },
        },
      },
    ],
  } as DynamoDBStreamEvent;
  await handler(event);
};

/**
 * Waits until the local stream poller has given up on the event whose detail has `field` = `value`:
 * the bus rejected the first try and the poller's 3 retries, and the last claim was released. Answers
 * the outbox event id.
 */
const waitUntilStreamGaveUp = async (field: string, value: string, detailType: string) => {
  const eventId = await eventually(async () => {
    const { rejected } = await entriesWith(field, value);
    const ofType = rejected.filter((entry) => entry.detailType === detailType);
    return ofType.length >= 4 && ofType[0] ? outboxIdOf(ofType[0]) : undefined;
  }, 30_000);
  if (!eventId) throw new Error('rejected entries carry no outbox id');
  const item = await eventually(async () => {
    const current = await outboxItem(eventId);
    return current && current.attempts >= 4 && !current.claim_token ? current : undefined;
  });
  expect(item).toMatchObject({ status: 'pending' });
  expect(item.last_error).toContain('InternalFailure');
  return eventId;
};

const acceptedCount = async (field: string, value: string, detailType: string) =>
  (await entriesWith(field, value)).accepted.filter((entry) => entry.detailType === detailType).length;

describe('an approval during a bus outage', () => {
  it('answers 200; once the bus works again the referral link appears exactly once', async () => {
    const brand = await brandWithStore(1);
    const creator = await onboardedCreator();
    const productId = brand.liveProductIds[0] as string;
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId }),
      token: creator.token,
    });
    expect(applied.status).toBe(201);
    const applicationId = applied.body.application.id as string;

    await reject({ detail: { applicationId: [applicationId] } });
    const approved = await api(`/brand/applications/${applicationId}/approve`, {
      ...json('POST'),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.application.status).toBe('approved');

    const eventId = await waitUntilStreamGaveUp('applicationId', applicationId, 'ApplicationApproved');
    const { getLinkOfCreatorForProduct, listLinksOfCreator } = await import('../../../referrals');
    expect(await getLinkOfCreatorForProduct(creator.creator.id, productId)).toBeUndefined();

    // The bus works again; the stream has given up on the record: the event is still in the outbox.
    for (const id of faults) await healBus(id);
    faults = [];
    await sleep(1_000);
    expect(await getLinkOfCreatorForProduct(creator.creator.id, productId)).toBeUndefined();

    const summary = await sweep();
    expect(summary.published).toBeGreaterThanOrEqual(1);
    const link = await eventually(() => getLinkOfCreatorForProduct(creator.creator.id, productId));
    expect(link.product_id).toBe(productId);
    expect(await outboxItem(eventId)).toMatchObject({ status: 'published' });
    const published = await outboxItem(eventId);
    expect(published?.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(published?.gsi1pk).toBeUndefined();

    // Neither another sweep nor the same stream record again publishes it a second time.
    await sweep();
    await deliverOutboxRecord(eventId);
    await deliverOutboxRecord(eventId);
    await sleep(500);
    expect(await acceptedCount('applicationId', applicationId, 'ApplicationApproved')).toBe(1);
    const links = (await listLinksOfCreator(creator.creator.id)).filter(
      (candidate) => candidate.product_id === productId,
    );
    expect(links).toHaveLength(1);
  });
});

describe('the same outbox record delivered twice', () => {
  it('is published once, even with the stream, repeats and the sweep racing', async () => {
    const { outboxEvent } = await import('../../outbox/outbox-event');
    // A creator's ProfileCreated: no rule reacts to it, so publishing it has no side effects.
    const userId = `outbox-${randomUUID()}`;
    const event = outboxEvent('ProfileCreated', {
      version: 1,
      userId,
      role: 'creator',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    await documentClient().send(new TransactWriteCommand({ TransactItems: [event.write] }));
    await Promise.all([
      deliverOutboxRecord(event.id),
      deliverOutboxRecord(event.id),
      deliverOutboxRecord(event.id),
      sweep(),
    ]);
    await deliverOutboxRecord(event.id);
    // The local stream poller delivers the record too.
    await sleep(1_500);
    const { accepted } = await entriesWith('userId', userId);
    expect(accepted).toHaveLength(1);
    expect(accepted[0] && outboxIdOf(accepted[0])).toBe(event.id);
    expect(await outboxItem(event.id)).toMatchObject({ status: 'published' });
  });

  it('refuses an event that does not satisfy its catalogue schema, before anything is written', async () => {
    const { outboxEvent } = await import('../../outbox/outbox-event');
    expect(() =>
      outboxEvent('ApplicationApproved', {
        version: 1,
        applicationId: '',
        creatorId: 'c',
        productId: 'p',
        brandId: 'b',
      }),
    ).toThrow();
  });
});

describe('other producers during a bus outage', () => {
  it('a discount code approval still reaches the store once the bus works again', async () => {
    const brand = await brandWithStore(1);
    const creator = await onboardedCreator();
    const requested = await api('/creator/discount-codes', {
      ...json('POST', { brand_id: brand.brandId }),
      token: creator.token,
    });
    expect(requested.status).toBe(201);

    await reject({ 'detail-type': ['DiscountCodeApproved'], detail: { brandId: [brand.brandId] } });
    const approved = await api(`/brand/discount-codes/${creator.creator.id}/approve`, {
      ...json('POST', { discount_percentage: 20 }),
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.discount_code).toMatchObject({ status: 'approved', store_sync: 'pending' });

    await waitUntilStreamGaveUp('brandId', brand.brandId, 'DiscountCodeApproved');
    const { getDiscountCode } = await import('../../../partnerships');
    expect((await getDiscountCode(creator.creator.id, brand.brandId))?.store_sync).toBe('pending');

    for (const id of faults) await healBus(id);
    faults = [];
    await sweep();
    const synced = await eventually(async () => {
      const code = await getDiscountCode(creator.creator.id, brand.brandId);
      return code?.store_sync === 'created' ? code : undefined;
    });
    expect(synced).toMatchObject({ status: 'approved', discount_percentage: 20, store_error: null });
    await sweep();
    await sleep(500);
    expect(await acceptedCount('brandId', brand.brandId, 'DiscountCodeApproved')).toBe(1);
  });

  it('an import request still runs once the bus works again', async () => {
    const brand = await brandWithProducts(0);
    await connectStore(brand.token, `outbox-${randomUUID().slice(0, 8)}.myshopify.com`);
    await reject({ 'detail-type': ['ProductImportRequested'], detail: { brandId: [brand.brandId] } });
    const started = await api('/brand/products/import', { ...json('POST'), token: brand.token });
    expect(started.status).toBe(202);
    const jobId = started.body.job.id as string;

    await waitUntilStreamGaveUp('brandId', brand.brandId, 'ProductImportRequested');
    expect((await api(`/brand/products/import/${jobId}`, { token: brand.token })).body.job.status).toBe(
      'queued',
    );

    for (const id of faults) await healBus(id);
    faults = [];
    await sweep();
    const job = await eventually(async () => {
      const { body } = await api(`/brand/products/import/${jobId}`, { token: brand.token });
      return body.job.status === 'succeeded' || body.job.status === 'failed' ? body.job : undefined;
    }, 30_000);
    expect(job).toMatchObject({ status: 'succeeded', total: 34, processed: 34, created: 34 });
    expect((await api('/brand/products', { token: brand.token })).body.products).toHaveLength(34);
  });
});
