import { createHash } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { deadLetterStates } from '../../../contracts/ops';
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, defineService, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { type WithNulls, withNulls } from '../../shared/data/nulls';
import { outboxEntity } from '../../shared/outbox/outbox-event';

/**
 * Issue 36: a dead letter, OPS#DEADLETTERS / DEADLETTER#{id}: an event a rule's consumer failed on after
 * every retry, as the console lists it. Written where the failure lands: in AWS by the capture function
 * on the rules' dead-letter queues (triggers/capture-dead-letters.sqs.ts), locally by the local bus where
 * it writes its dead-letter file (infra/local/event-bus.ts). One partition, newest first by id (ids start
 * with the time): dead letters are few, and the console reads them all in one Query.
 *
 * waiting → replayed, once: a conditional update in the transaction that writes the replay's event
 * (replay-dead-letter.ts), so two clicks or two operators send it back once. A replayed one is kept 90
 * days for the record, then DynamoDB's TTL removes it; a waiting one is kept until it is replayed.
 */
export const deadLetterEntity = defineEntity({
  model: { entity: 'dead-letter', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    rule: { type: 'string', required: true },
    /** The envelope as the bus delivered it to the rule's consumer. */
    event: { type: 'any', required: true },
    event_type: { type: 'string', required: true },
    event_id: { type: 'string', required: true },
    error: { type: 'string', required: true },
    dead_lettered_at: { type: 'string', required: true },
    state: { type: deadLetterStates, required: true },
    replayed_at: { type: 'string' },
    replayed_by: { type: 'string' },
    replayed_by_id: { type: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'OPS#DEADLETTERS'), sk: tableKey('sk', 'DEADLETTER#${id}') },
  },
});

/** A replay and its event commit together (the outbox item is the replay). */
export const opsService = defineService({ deadLetter: deadLetterEntity, outbox: outboxEntity });

const NULLABLE = ['replayed_at', 'replayed_by', 'replayed_by_id'] as const;
export type DeadLetter = WithNulls<
  Omit<EntityItem<typeof deadLetterEntity>, 'event'> & { event: DeadLetterEnvelope },
  (typeof NULLABLE)[number]
>;

/** The envelope a dead letter keeps (EventBridge's fields the console and the replay read). */
export interface DeadLetterEnvelope {
  id: string;
  source: string;
  'detail-type': string;
  time: string;
  detail: unknown;
  [field: string]: unknown;
}

const toDeadLetter = (item: EntityItem<typeof deadLetterEntity>): DeadLetter =>
  withNulls<DeadLetter>(item as never, NULLABLE);

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REPLAYED_RETENTION_SECONDS = 90 * 24 * 3600;

/**
 * A dead letter's id: `DL`, the time it was dead-lettered (10 characters, as createId's) and 16 from the
 * SHA-256 of `dedupeKey`. The same failure recorded twice (an SQS message delivered again: its message
 * id and sent time) gets the same id, so the conditional create keeps one.
 */
export const deadLetterId = (at: Date, dedupeKey: string): string => {
  let time = '';
  let remaining = at.getTime();
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[remaining % 32] + time;
    remaining = Math.floor(remaining / 32);
  }
  const hash = createHash('sha256').update(dedupeKey).digest();
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[(hash[i] ?? 0) % 32];
  return `DL${time}${tail}`;
};

export interface NewDeadLetter {
  rule: string;
  event: DeadLetterEnvelope;
  error: string;
  at: Date;
  dedupeKey: string;
}

/** Records a dead letter once (a conditional create); answers its id either way. */
export const putDeadLetter = async (letter: NewDeadLetter): Promise<string> => {
  const id = deadLetterId(letter.at, letter.dedupeKey);
  await unlessRefused(
    deadLetterEntity
      .create({
        id,
        rule: letter.rule,
        event: letter.event,
        event_type: String(letter.event['detail-type'] ?? ''),
        event_id: String(letter.event.id ?? ''),
        // A consumer's error can carry a stack or a response body: the console needs its first lines.
        error: letter.error.slice(0, 2_000) || 'Unknown error',
        dead_lettered_at: letter.at.toISOString(),
        state: 'waiting',
      })
      .go(),
  );
  return id;
};

export const getDeadLetter = async (id: string): Promise<DeadLetter | undefined> => {
  const { data } = await deadLetterEntity.get({ id }).go({ consistent: true });
  return data ? toDeadLetter(data) : undefined;
};

/** The newest dead letters (one Query page, newest first) and whether older ones exist. */
export const listDeadLetters = async (limit: number): Promise<{ letters: DeadLetter[]; more: boolean }> => {
  const page = await deadLetterEntity.query.primary({}).go({ order: 'desc', limit, pages: 1 });
  return { letters: page.data.map(toDeadLetter), more: page.cursor !== null };
};

/** Waiting dead letters, oldest first (replayed in the order they failed), a bounded page at a time. */
export const listWaitingDeadLetters = async (
  limit: number,
  rule?: string,
): Promise<{ letters: DeadLetter[]; more: boolean }> => {
  const page = await deadLetterEntity.query
    .primary({})
    .where((attr, op) =>
      rule ? `${op.eq(attr.state, 'waiting')} AND ${op.eq(attr.rule, rule)}` : op.eq(attr.state, 'waiting'),
    )
    .go({ order: 'asc', limit, pages: 'all' });
  return { letters: page.data.map(toDeadLetter), more: page.cursor !== null };
};

/** waiting → replayed, by this operator (a transaction's operation; refused when no longer waiting). */
export const markReplayedOperation = (id: string, by: { userId: string; name: string }, now: Date) =>
  transactional(deadLetterEntity)
    .patch({ id })
    .set({
      state: 'replayed',
      replayed_at: now.toISOString(),
      replayed_by: by.name,
      replayed_by_id: by.userId,
      expiresAt: Math.floor(now.getTime() / 1000) + REPLAYED_RETENTION_SECONDS,
    })
    .where((attr, op) => op.eq(attr.state, 'waiting'))
    .commit();
