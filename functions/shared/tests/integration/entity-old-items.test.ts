/**
 * Items written before the ElectroDB layer (no version identifier, no `shard` attribute) are still found
 * by every read, including a secondary-index Query — ElectroDB 3.9.3 would otherwise filter them out of
 * index queries by ownership (functions/shared/data/entity.ts turns that off for every entity).
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { useCloudEnvironment } from '../../../../tests/support/cloud';
import { db, tableName } from '../../data/client';
import { PutCommand } from '../../data/dynamodb/commands';
import { claimOutboxEvent, listPendingOutboxEventIds, markOutboxPublished } from '../../outbox/outbox-event';

beforeAll(() => useCloudEnvironment());

describe('an outbox item written by the code before ElectroDB', () => {
  const id = `evt_OLD${Date.now()}`;
  // In the future, so the shared cloud's sweep (events pending for a minute) leaves it to this test.
  const createdAt = '2999-01-01T00:00:00.000Z';
  const cutoff = '2999-01-02T00:00:00.000Z';
  const key = { pk: `OUTBOX#${id}`, sk: 'OUTBOX' };

  beforeAll(async () => {
    // The stream publisher takes only INSERTs of outbox items: a placeholder is inserted first, so the
    // old item below arrives as a MODIFY and stays pending for this test to claim (no race with it).
    await db.send(new PutCommand({ TableName: tableName(), Item: { ...key, type: 'test-placeholder' } }));
    // Exactly the item the previous outboxEvent() wrote (shard 0 of the sparse index).
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          type: 'outbox-event',
          gsi1pk: 'OUTBOX#PENDING#0',
          gsi1sk: `${createdAt}#${id}`,
          id,
          name: 'ProfileCreated',
          source: 'marketplace.accounts',
          detail_type: 'ProfileCreated',
          detail: {},
          status: 'pending',
          created_at: createdAt,
          published_at: null,
          attempts: 0,
          last_error: null,
        },
      }),
    );
  });

  it('is listed by the sweep (a Query of the byOwner index) and read back as an event', async () => {
    expect(await listPendingOutboxEventIds(cutoff, 1000)).toContain(id);
    const claimed = await claimOutboxEvent(id, 'token-1');
    expect(claimed).toMatchObject({
      id,
      name: 'ProfileCreated',
      status: 'pending',
      published_at: null,
      attempts: 1,
    });
  });

  it('once published, leaves the sparse index', async () => {
    await markOutboxPublished(id, 'token-1');
    expect(await listPendingOutboxEventIds(cutoff, 1000)).not.toContain(id);
  });
});
