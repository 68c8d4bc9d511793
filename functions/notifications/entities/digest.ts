/**
 * A digest being gathered: what did not warrant an e-mail of its own (a daily digest kind, or an
 * e-mail over the daily or hourly limit), folded into one e-mail per person, category and period,
 * USER#{user_id} / DIGEST#{bucket}. Each line is appended in the transaction that records its
 * notification, so a redelivered event adds nothing twice. Until sent, the digest is in the sparse
 * byOwner partition DIGEST#DUE#{shard}, sorted by when it is due: the digest schedule's one Query per
 * shard.
 */
import { DIGEST_MAX_LINES } from '../../../contracts/notifications';
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { stableShard } from '../../shared/data/shards';

export const DIGEST_SHARDS = 4;
const CLAIM_MS = 60_000;
const SENT_RETENTION_SECONDS = 30 * 24 * 3600;

export interface DigestLine {
  text: string;
  link: string;
}

export const digestEntity = defineEntity({
  model: { entity: 'notification-digest', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    /** `{period}#{category}`: `2026-11-26#sales` (daily) or `2026-11-26T05#partnerships` (hourly). */
    bucket: { type: 'string', required: true },
    category: { type: 'string', required: true },
    to: { type: 'string', required: true },
    /** The first DIGEST_MAX_LINES lines; `count` counts them all. */
    lines: { type: 'any' },
    /** How many lines `lines` holds (the cap's condition: DynamoDB conditions cannot compare a size to a constant). */
    listed: { type: 'number' },
    count: { type: 'number' },
    due_at: { type: 'string', required: true },
    status: { type: ['gathering', 'sent', 'skipped'] as const },
    sent_at: { type: 'string' },
    shard: { type: 'number' },
    claim_token: { type: 'string' },
    claim_until: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'DIGEST#${bucket}') },
    due: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'DIGEST#DUE#${shard}'),
      sk: tableKey('gsi1sk', '${due_at}#${user_id}#${bucket}'),
    },
  },
});

const shardOf = (userId: string): number => stableShard(userId, DIGEST_SHARDS);

export interface DigestAddition {
  userId: string;
  bucket: string;
  category: string;
  to: string;
  dueAt: Date;
  line: DigestLine;
  /** Lines already in the digest (read before the transaction): past the cap only the count grows. */
  linesSoFar: number;
}

/**
 * The update that adds one line to a digest (creating it on the first), for the notification's
 * transaction. Refused when the digest was already sent: the caller then folds into the next period.
 */
export const digestAddition = (addition: DigestAddition) => {
  const base = transactional(digestEntity)
    .upsert({
      user_id: addition.userId,
      bucket: addition.bucket,
      category: addition.category,
      to: addition.to,
      due_at: addition.dueAt.toISOString(),
      status: 'gathering',
      shard: shardOf(addition.userId),
    })
    .add({ count: 1 });
  if (addition.linesSoFar >= DIGEST_MAX_LINES)
    return base
      .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'gathering')}`)
      .commit();
  // The line is listed only while the list is short: `listed` counts the lines, and the condition on it
  // holds the cap when many notices read the same `linesSoFar` at once (refused, the notice is retried and
  // counted without its line).
  return base
    .append({ lines: [addition.line] })
    .add({ listed: 1 })
    .where(
      (attr, op) =>
        `(${op.notExists(attr.status)} OR ${op.eq(attr.status, 'gathering')}) AND (${op.notExists(attr.listed)} OR ${op.lt(attr.listed, DIGEST_MAX_LINES)})`,
    )
    .commit();
};

export const getDigest = async (userId: string, bucket: string) =>
  (await digestEntity.get({ user_id: userId, bucket }).go({ consistent: true })).data;

/** Digests due before `now`, one Query per shard. */
export const listDueDigests = async (now: Date, limit = 100) => {
  const due: { user_id: string; bucket: string }[] = [];
  for (let shard = 0; shard < DIGEST_SHARDS; shard++) {
    const { data } = await digestEntity.query
      .due({ shard })
      .lte({ due_at: now.toISOString() })
      .go({ limit, attributes: ['user_id', 'bucket'] });
    due.push(...data);
  }
  return due;
};

export const claimDigest = async (userId: string, bucket: string, token: string, now = Date.now()) => {
  const claimed = await unlessRefused(
    digestEntity
      .patch({ user_id: userId, bucket })
      .set({ claim_token: token, claim_until: now + CLAIM_MS })
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'gathering')} AND (${op.notExists(attr.claim_until)} OR ${op.lt(attr.claim_until, now)})`,
      )
      .go({ response: 'all_new' }),
  );
  return claimed?.data;
};

export const closeDigest = async (
  userId: string,
  bucket: string,
  token: string,
  status: 'sent' | 'skipped',
  at = new Date(),
): Promise<void> => {
  await unlessRefused(
    digestEntity
      .patch({ user_id: userId, bucket })
      .set({
        status,
        sent_at: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + SENT_RETENTION_SECONDS,
      })
      .remove(['shard', 'claim_token', 'claim_until'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};

export const releaseDigest = async (userId: string, bucket: string, token: string): Promise<void> => {
  await unlessRefused(
    digestEntity
      .patch({ user_id: userId, bucket })
      .remove(['claim_token', 'claim_until'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};
