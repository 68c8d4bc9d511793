import {
  PutCommand,
  QueryCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { catalogue, type EventDetail, type EventName } from '../../../events/catalogue';
import { db, isConditionFailure, tableName } from '../data/client';
import { createId } from '../data/ids';
import { indexKeys, keys } from '../data/keys';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The transactional outbox. A producer never publishes: it adds `outboxEvent(...).write` to the
 * transaction that makes its state change, so the change and its event are stored together or not at
 * all. The table's stream hands new outbox items to the publisher (functions/outbox/), which puts them
 * on the bus and marks them published; a periodic sweep re-publishes any still pending (a bus outage
 * longer than the stream's retries), found through a sparse index, never a Scan.
 */
export type OutboxStatus = 'pending' | 'published';

export interface OutboxEvent {
  id: string;
  name: EventName;
  source: string;
  detail_type: string;
  detail: Record<string, unknown>;
  status: OutboxStatus;
  created_at: string;
  published_at: string | null;
  /** Publication attempts (claims), for diagnosis. */
  attempts: number;
  last_error: string | null;
}

interface OutboxItem extends OutboxEvent {
  pk: string;
  sk: string;
  type: 'outbox-event';
  /** Only while pending: the sweep's sparse index. */
  gsi1pk?: string;
  gsi1sk?: string;
  claim_token?: string;
  /** Epoch ms until which a publisher holds the item; another may take it over afterwards. */
  claim_until?: number;
  /** Set once published: pending items never expire (an event must not be lost to a long outage). */
  expiresAt?: number;
}

/** Pending items are spread over this many index partitions, so a burst of events has no hot key. */
export const OUTBOX_SHARDS = 4;
/** Published items are kept this long for diagnosis, then DynamoDB's TTL removes them. */
const PUBLISHED_RETENTION_SECONDS = 7 * 24 * 3600;
/** Long enough for one PutEvents call with the SDK's retries; a crashed publisher's claim lapses after it. */
const CLAIM_MS = 30_000;

const shardOf = (id: string): number => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % OUTBOX_SHARDS;
};

const toEvent = ({
  pk: _p,
  sk: _s,
  type: _t,
  gsi1pk: _g,
  gsi1sk: _h,
  claim_token: _c,
  claim_until: _u,
  expiresAt: _e,
  ...event
}: OutboxItem): OutboxEvent => event;

/**
 * A catalogue event as an outbox item to add to the producer's transaction. The detail is validated
 * against the event's schema here, so a malformed event fails the producer's request, before anything
 * is written, instead of reaching consumers.
 */
export const outboxEvent = <N extends EventName>(
  name: N,
  detail: EventDetail<N>,
  now = new Date(),
): { id: string; write: TransactItem } => {
  const definition = catalogue[name];
  const valid = definition.schema.parse(detail) as Record<string, unknown>;
  const id = createId('evt_', now.getTime());
  const createdAt = now.toISOString();
  const item: OutboxItem = {
    ...keys.outboxEvent(id),
    type: 'outbox-event',
    gsi1pk: indexKeys.pendingOutbox(shardOf(id)),
    gsi1sk: `${createdAt}#${id}`,
    id,
    name,
    source: definition.source,
    detail_type: definition.detailType,
    detail: valid,
    status: 'pending',
    created_at: createdAt,
    published_at: null,
    attempts: 0,
    last_error: null,
  };
  return {
    id,
    write: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  };
};

/**
 * Takes a pending event for publication (claim with a lease), or answers undefined when it is already
 * published or another publisher holds it: a record the stream delivers twice, or the stream and the
 * sweep at once, is put on the bus by one of them.
 */
export const claimOutboxEvent = async (
  id: string,
  token: string,
  now = Date.now(),
): Promise<OutboxEvent | undefined> => {
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxEvent(id),
        UpdateExpression: 'SET claim_token = :token, claim_until = :until ADD attempts :one',
        ConditionExpression:
          '#status = :pending AND (attribute_not_exists(claim_until) OR claim_until < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':token': token,
          ':until': now + CLAIM_MS,
          ':one': 1,
          ':pending': 'pending',
          ':now': now,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toEvent(Attributes as OutboxItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** pending → published (leaves the sweep's index, starts its TTL), by the claim's holder only. */
export const markOutboxPublished = async (id: string, token: string, now = new Date()): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxEvent(id),
        UpdateExpression:
          'SET #status = :published, published_at = :now, expiresAt = :expires, last_error = :null REMOVE gsi1pk, gsi1sk, claim_token, claim_until',
        ConditionExpression: 'claim_token = :token',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':published': 'published',
          ':now': now.toISOString(),
          ':expires': Math.floor(now.getTime() / 1000) + PUBLISHED_RETENTION_SECONDS,
          ':null': null,
          ':token': token,
        },
      }),
    );
  } catch (error) {
    // Our lease lapsed and another publisher took over: it marks the item itself.
    if (!isConditionFailure(error)) throw error;
  }
};

/** The bus refused the event: give the claim back at once, so a retry or the sweep needn't wait for it. */
export const releaseOutboxClaim = async (id: string, token: string, reason: string): Promise<void> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.outboxEvent(id),
        UpdateExpression: 'SET last_error = :reason REMOVE claim_token, claim_until',
        ConditionExpression: 'claim_token = :token',
        ExpressionAttributeValues: { ':reason': reason.slice(0, 500), ':token': token },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * Ids of events still pending that were written before `before` (ISO time), oldest first: one bounded
 * Query per index shard on the sparse index (published items have left it).
 */
export const listPendingOutboxEventIds = async (before: string, limitPerShard = 100): Promise<string[]> => {
  const pages = await Promise.all(
    Array.from({ length: OUTBOX_SHARDS }, (_, shard) =>
      db.send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'byOwner',
          KeyConditionExpression: 'gsi1pk = :shard AND gsi1sk < :before',
          ExpressionAttributeValues: { ':shard': indexKeys.pendingOutbox(shard), ':before': before },
          ExpressionAttributeNames: { '#id': 'id' },
          ProjectionExpression: '#id',
          Limit: limitPerShard,
        }),
      ),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []).map((item) => item.id as string));
};

/**
 * A scheduled run's fan-out (one event per brand or creator): events with no state change of their own
 * to join, each put by itself, `concurrency` at a time.
 */
export const putOutboxEvents = async (
  events: readonly { write: TransactItem }[],
  concurrency = 10,
): Promise<void> => {
  for (let i = 0; i < events.length; i += concurrency) {
    await Promise.all(
      events
        .slice(i, i + concurrency)
        .map(({ write }) =>
          db.send(new PutCommand(write.Put as ConstructorParameters<typeof PutCommand>[0])),
        ),
    );
  }
};
