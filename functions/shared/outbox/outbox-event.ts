import type { CreateEntityItem, EntityItem } from 'electrodb';
import { catalogue, type EventDetail, type EventName } from '../../../events/catalogue';
import { unlessRefused } from '../data/client';
import { defineEntity, SERVICE, type TransactItem, tableKey } from '../data/entity';
import { createId } from '../data/ids';
import { type WithNulls, withNulls } from '../data/nulls';
import { stableShard } from '../data/shards';
import { currentCorrelationId } from '../log';

export type { TransactItem };

/**
 * The transactional outbox, OUTBOX#{id} / OUTBOX. A producer never publishes: it adds its event to the
 * transaction that makes its state change (`outbox.create(event.item).commit()` in a module service's
 * transaction, or the raw `event.write`), so the change and its event are stored together or not at all.
 * The table's stream hands new outbox items to the publisher (publish-events.ts), which puts them on the
 * bus and marks them published; a periodic sweep re-publishes any still pending (a bus outage longer than
 * the stream's retries), found through a sparse index, never a Scan: while pending, the item is in byOwner
 * OUTBOX#PENDING#{shard} / {created_at}#{id}. Items written before `shard` was stored carry the same index
 * keys; publishing removes the index key either way.
 */
export const outboxEntity = defineEntity({
  model: { entity: 'outbox-event', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    source: { type: 'string', required: true },
    detail_type: { type: 'string', required: true },
    detail: { type: 'any', required: true },
    status: { type: ['pending', 'published'] as const, required: true },
    created_at: { type: 'string', required: true },
    published_at: { type: 'string' },
    /** Publication attempts (claims), for diagnosis. */
    attempts: { type: 'number', default: 0 },
    last_error: { type: 'string' },
    shard: { type: 'number' },
    claim_token: { type: 'string' },
    /** Epoch ms until which a publisher holds the item; another may take it over afterwards. */
    claim_until: { type: 'number' },
    /** The producer's correlation id (shared/log.ts), put on the bus event's `meta` for its consumers. */
    correlation_id: { type: 'string' },
    /** Set once published: pending items never expire (an event must not be lost to a long outage). */
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'OUTBOX#${id}'), sk: tableKey('sk', 'OUTBOX') },
    pending: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'OUTBOX#PENDING#${shard}'),
      sk: tableKey('gsi1sk', '${created_at}#${id}'),
    },
  },
});

/** Pending items are spread over this many index partitions, so a burst of events has no hot key. */
export const OUTBOX_SHARDS = 4;
/** Published items are kept this long for diagnosis, then DynamoDB's TTL removes them. */
const PUBLISHED_RETENTION_SECONDS = 7 * 24 * 3600;
/** Long enough for one PutEvents call with the SDK's retries; a crashed publisher's claim lapses after it. */
const CLAIM_MS = 30_000;

const shardOf = (id: string): number => stableShard(id, OUTBOX_SHARDS);

const NULLABLE = ['published_at', 'last_error', 'correlation_id'] as const;

/** An outbox item as the publisher reads it (the optional fields it lacks read as null). */
export type OutboxEvent = WithNulls<EntityItem<typeof outboxEntity>, (typeof NULLABLE)[number]>;

type OutboxAttributes = CreateEntityItem<typeof outboxEntity>;

/**
 * A catalogue event, ready to join the producer's transaction: `item` for a module service's
 * `outbox.create(item).commit()`, `write` for a raw TransactWriteItems list. The detail is validated
 * against the event's schema here, so a malformed event fails the producer's request, before anything is
 * written, instead of reaching consumers.
 */
export const outboxEvent = <N extends EventName>(name: N, detail: EventDetail<N>, now = new Date()) => {
  const definition = catalogue[name];
  const id = createId('evt_', now.getTime());
  const correlationId = currentCorrelationId();
  const item: OutboxAttributes = {
    id,
    name,
    source: definition.source,
    detail_type: definition.detailType,
    detail: definition.schema.parse(detail) as Record<string, unknown>,
    status: 'pending',
    created_at: now.toISOString(),
    attempts: 0,
    shard: shardOf(id),
    ...(correlationId ? { correlation_id: correlationId } : {}),
  };
  const write: TransactItem = { Put: outboxEntity.create(item).params() as NonNullable<TransactItem['Put']> };
  return { id, item, write };
};

/** A conditional write's answer, or undefined when its condition did not hold. */
/**
 * Takes a pending event for publication (claim with a lease), or answers undefined when it is already
 * published or another publisher holds it: a record the stream delivers twice, or the stream and the
 * sweep at once, is put on the bus by one of them.
 */
export const claimOutboxEvent = async (id: string, token: string, now = Date.now()) => {
  const claimed = await unlessRefused(
    outboxEntity
      .patch({ id })
      .set({ claim_token: token, claim_until: now + CLAIM_MS })
      .add({ attempts: 1 })
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'pending')} AND (${op.notExists(attr.claim_until)} OR ${op.lt(attr.claim_until, now)})`,
      )
      .go({ response: 'all_new' }),
  );
  return claimed && withNulls<OutboxEvent>(claimed.data, NULLABLE);
};

/** pending → published (leaves the sweep's index, starts its TTL), by the claim's holder only. */
export const markOutboxPublished = async (id: string, token: string, now = new Date()): Promise<void> => {
  const expiresAt = Math.floor(now.getTime() / 1000) + PUBLISHED_RETENTION_SECONDS;
  // Refused: our lease lapsed and another publisher took over; it marks the item itself.
  await unlessRefused(
    outboxEntity
      .patch({ id })
      .set({ status: 'published', published_at: now.toISOString(), expiresAt })
      // Removing the index's composite removes the item from the sweep's sparse index.
      .remove(['last_error', 'claim_token', 'claim_until', 'shard'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};

/** The bus refused the event: give the claim back at once, so a retry or the sweep needn't wait for it. */
export const releaseOutboxClaim = async (id: string, token: string, reason: string): Promise<void> => {
  await unlessRefused(
    outboxEntity
      .patch({ id })
      .set({ last_error: reason.slice(0, 500) })
      .remove(['claim_token', 'claim_until'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};

/**
 * Ids of events still pending that were written before `before` (ISO time), oldest first: one bounded
 * Query per index shard on the sparse index (published items have left it).
 */
export const listPendingOutboxEventIds = async (before: string, limitPerShard = 100): Promise<string[]> => {
  const pages = await Promise.all(
    Array.from({ length: OUTBOX_SHARDS }, (_, shard) =>
      outboxEntity.query
        .pending({ shard })
        .lt({ created_at: before })
        .go({ limit: limitPerShard, attributes: ['id'] }),
    ),
  );
  return pages.flatMap((page) => page.data.map((item) => item.id));
};

/** The backlog's count stops at this many per index shard (a bounded Query each). */
const BACKLOG_BOUND_PER_SHARD = 1_000;

/**
 * Issue 36, the operator console: how many outbox events are pending (written, not yet on the bus) and
 * the oldest one's time, from the sparse pending index (one bounded Query per shard, ids and times
 * only). `more` when a shard holds more than the bound: the count is then a lower bound.
 */
export const outboxBacklog = async (): Promise<{
  pending: number;
  oldestAt: string | null;
  more: boolean;
}> => {
  const pages = await Promise.all(
    Array.from({ length: OUTBOX_SHARDS }, (_, shard) =>
      outboxEntity.query
        .pending({ shard })
        .go({ limit: BACKLOG_BOUND_PER_SHARD, attributes: ['id', 'created_at'] }),
    ),
  );
  const oldest = pages
    .map((page) => page.data[0]?.created_at)
    .filter((at): at is string => Boolean(at))
    .sort()[0];
  return {
    pending: pages.reduce((sum, page) => sum + page.data.length, 0),
    oldestAt: oldest ?? null,
    more: pages.some((page) => page.cursor !== null),
  };
};

/**
 * A scheduled run's fan-out (one event per brand or creator): events with no state change of their own
 * to join, each put by itself, `concurrency` at a time.
 */
export const putOutboxEvents = async (events: readonly { item: OutboxAttributes }[], concurrency = 10) => {
  for (let i = 0; i < events.length; i += concurrency) {
    await Promise.all(events.slice(i, i + concurrency).map(({ item }) => outboxEntity.create(item).go()));
  }
};
