/**
 * Against the local cloud: a request's correlation id travels through the outbox onto the bus event its
 * change caused, and the outbox's stream publisher reports only the records of events the bus refused
 * (a partial batch response), so the stream retries from the first of them and no further back.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, documentClient, eventually, useCloudEnvironment } from '../../../../tests/support/cloud';
import { entriesWith, healBus, rejectPutEvents } from '../../../../tests/support/local-bus';
import { brandWithStore, json, onboardedCreator } from '../../../../tests/support/partnership';
import { tableItem } from '../../../../tests/support/table-items';

let faults: string[] = [];
afterEach(async () => {
  for (const id of faults) await healBus(id);
  faults = [];
});

beforeAll(() => {
  useCloudEnvironment();
});

const outboxItem = (eventId: string) => tableItem({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' });

describe('the correlation id', () => {
  it('of an API request reaches the bus event its change caused, and comes back as a header', async () => {
    const brand = await brandWithStore(1);
    const creator = await onboardedCreator();
    const productId = brand.liveProductIds[0] as string;
    const applied = await api('/creator/applications', {
      ...json('POST', { brand_id: brand.brandId, product_id: productId }),
      token: creator.token,
    });
    const applicationId = applied.body.application.id as string;
    const correlationId = `it-${randomUUID()}`;
    const request = json('POST');
    const approved = await api(`/brand/applications/${applicationId}/approve`, {
      ...request,
      headers: { ...(request.headers as Record<string, string>), 'x-correlation-id': correlationId },
      token: brand.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('x-correlation-id')).toBe(correlationId);
    // The approval's event (the application's own, ApplicationSubmitted, came from the apply request).
    const entry = await eventually(async () =>
      (await entriesWith('applicationId', applicationId)).accepted.find(
        (candidate) => candidate.detailType === 'ApplicationApproved',
      ),
    );
    expect((entry.detail as { meta?: unknown }).meta).toMatchObject({ correlationId });
    // A request without one is answered with its own request id.
    const plain = await api('/creator/campaigns', { token: creator.token });
    expect(plain.headers.get('x-correlation-id')).toMatch(/.+/);
  });
});

const profile = (userId: string) => ({
  version: 1 as const,
  userId,
  role: 'creator' as const,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
});

describe('the outbox stream publisher', () => {
  it('reports only the refused event’s record; a retry from it publishes it once', async () => {
    const { outboxEvent } = await import('../../outbox/outbox-event');
    // Creators' ProfileCreated events: no rule reacts to them, so publishing has no side effects.
    const userIds = [1, 2, 3].map((n) => `partial-${n}-${randomUUID()}`);
    const refusedUser = userIds[1] as string;
    faults.push(await rejectPutEvents({ detail: { userId: [refusedUser] } }));
    const events = userIds.map((userId) => outboxEvent('ProfileCreated', profile(userId)));
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: events.map((event) => event.write) }),
    );
    // The local stream poller publishes them as well: wait until it has given up on the refused one (its
    // claim released), so the call below is the one that claims it.
    const refusedId = events[1]?.id as string;
    await eventually(async () => {
      const item = await outboxItem(refusedId);
      return item && item.attempts >= 4 && !item.claim_token ? item : undefined;
    }, 30_000);

    const records = events.map(
      (event, index) =>
        ({
          eventID: randomUUID(),
          eventName: 'INSERT',
          dynamodb: {
            Keys: { pk: { S: `OUTBOX#${event.id}` }, sk: { S: 'OUTBOX' } },
            NewImage: { type: { S: 'outbox-event' }, id: { S: event.id } },
            SequenceNumber: String(9_000_000 + index),
          },
        }) as DynamoDBRecord,
    );
    const { handler } = await import('../../outbox/publish-outbox-events.stream');
    expect(await handler({ Records: records } as DynamoDBStreamEvent)).toEqual({
      batchItemFailures: [{ itemIdentifier: '9000001' }],
    });
    expect(await outboxItem(events[0]?.id as string)).toMatchObject({ status: 'published' });
    expect(await outboxItem(events[2]?.id as string)).toMatchObject({ status: 'published' });
    expect(await outboxItem(refusedId)).toMatchObject({ status: 'pending' });

    // All of a batch refused: the batch fails as a whole (retried whole, as before).
    await expect(
      handler({ Records: [records[1] as DynamoDBRecord] } as DynamoDBStreamEvent),
    ).rejects.toThrow();

    for (const id of faults) await healBus(id);
    faults = [];
    // The stream retries from the failed record: the refused event goes out, the later one is skipped.
    expect(await handler({ Records: records.slice(1) } as DynamoDBStreamEvent)).toEqual({
      batchItemFailures: [],
    });
    expect(await outboxItem(refusedId)).toMatchObject({ status: 'published' });
    for (const userId of userIds) expect((await entriesWith('userId', userId)).accepted).toHaveLength(1);
  });
});
