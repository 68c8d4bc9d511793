/**
 * An e-mail the product owes someone, MAIL#{id} / MAIL, written in the same transaction as the
 * notification it belongs to (so a notification cannot lose its e-mail to a crash) and sent right after
 * by the consumer. Sending is claim → SES → mark sent: the claim is a lease, so a consumer that died
 * between the commit and SES is replaced by the next delivery of the event or by the digest schedule's
 * sweep, which finds pending mail through the sparse byOwner partition MAIL#PENDING#{shard}.
 *
 * The item holds what to render (kind and its props), not the rendered mail: the template is applied at
 * send time, so a sweep of old mail renders with the current texts.
 */
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { stableShard } from '../../shared/data/shards';

export const MAIL_SHARDS = 4;
/** How long a sender holds a claim: SES answers in well under this; a dead sender's claim lapses. */
const CLAIM_MS = 60_000;
/** Sent mail is kept for diagnosis, then DynamoDB's TTL removes it. */
const SENT_RETENTION_SECONDS = 30 * 24 * 3600;

export const outgoingMailEntity = defineEntity({
  model: { entity: 'outgoing-mail', version: '1', service: SERVICE },
  attributes: {
    /** `{userId}#{eventId}#{kind}` for one notification's mail, `{userId}#DIGEST#{bucket}` for a digest. */
    id: { type: 'string', required: true },
    user_id: { type: 'string', required: true },
    to: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    category: { type: 'string', required: true },
    /** The template's input: the kind's props, or a digest's lines. */
    props: { type: 'any', required: true },
    status: { type: ['pending', 'sent', 'skipped'] as const, required: true },
    created_at: { type: 'string', required: true },
    sent_at: { type: 'string' },
    message_id: { type: 'string' },
    /** Why a pending mail was not sent (the address was suppressed or the category turned off since). */
    skipped_reason: { type: 'string' },
    attempts: { type: 'number', default: 0 },
    shard: { type: 'number' },
    claim_token: { type: 'string' },
    claim_until: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'MAIL#${id}'), sk: tableKey('sk', 'MAIL') },
    pending: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'MAIL#PENDING#${shard}'),
      sk: tableKey('gsi1sk', '${created_at}#${id}'),
    },
  },
});

const shardOf = (id: string): number => stableShard(id, MAIL_SHARDS);

export interface NewMail {
  id: string;
  userId: string;
  to: string;
  kind: string;
  category: string;
  props: Record<string, unknown>;
  at: Date;
}

/** The pending mail's create operation, for the notification's transaction (refused if it exists). */
export const pendingMailItem = (mail: NewMail) => ({
  id: mail.id,
  user_id: mail.userId,
  to: mail.to,
  kind: mail.kind,
  category: mail.category,
  props: mail.props,
  status: 'pending' as const,
  created_at: mail.at.toISOString(),
  attempts: 0,
  shard: shardOf(mail.id),
});

/** Takes a pending mail for sending (a lease), or answers undefined: sent, skipped, or held by another. */
export const claimMail = async (id: string, token: string, now = Date.now()) => {
  const claimed = await unlessRefused(
    outgoingMailEntity
      .patch({ id })
      .set({ claim_token: token, claim_until: now + CLAIM_MS })
      .add({ attempts: 1 })
      .where(
        (attr, op) =>
          `${op.eq(attr.status, 'pending')} AND (${op.notExists(attr.claim_until)} OR ${op.lt(attr.claim_until, now)})`,
      )
      .go({ response: 'all_new' }),
  );
  return claimed?.data;
};

/** pending → sent or skipped, by the claim's holder; leaves the sweep's index and starts the TTL. */
export const closeMail = async (
  id: string,
  token: string,
  outcome: { sent: { messageId: string } } | { skipped: string },
  at = new Date(),
): Promise<void> => {
  const expiresAt = Math.floor(at.getTime() / 1000) + SENT_RETENTION_SECONDS;
  const fields =
    'sent' in outcome
      ? { status: 'sent' as const, sent_at: at.toISOString(), message_id: outcome.sent.messageId }
      : { status: 'skipped' as const, skipped_reason: outcome.skipped };
  await unlessRefused(
    outgoingMailEntity
      .patch({ id })
      .set({ ...fields, expiresAt })
      .remove(['shard', 'claim_token', 'claim_until'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};

/** SES refused or failed: give the claim back so the retry need not wait for the lease. */
export const releaseMail = async (id: string, token: string): Promise<void> => {
  await unlessRefused(
    outgoingMailEntity
      .patch({ id })
      .remove(['claim_token', 'claim_until'])
      .where((attr, op) => op.eq(attr.claim_token, token))
      .go(),
  );
};

/** Mail still pending and created before `before` (one Query per shard): the sweep's work. */
export const listStalePendingMail = async (before: Date, limit = 100) => {
  const ids: string[] = [];
  for (let shard = 0; shard < MAIL_SHARDS; shard++) {
    const { data } = await outgoingMailEntity.query
      .pending({ shard })
      .lt({ created_at: before.toISOString() })
      .go({ limit, attributes: ['id'] });
    ids.push(...data.map((item) => item.id));
  }
  return ids;
};
