/**
 * A notification that asks its recipient for a decision (a held sale, an application, a discount-code
 * request, a UGC submission, a sample order to ship, an invitation), USER#{user_id} / ASK#{subject}: the
 * subject names what is decided (`sale:{saleId}`, `application:{id}` …), the same key its asking notice
 * and its deciding event compute. It links the two, whichever arrives first (events are not ordered):
 *
 * - the asking notice records its notification and when it asked (in the notification's transaction);
 * - the decision records when it was taken, then marks that notification read if it asked before.
 *
 * A decision only settles asks made before it (a later ask of the same subject, say a new application
 * after a denial, stays unread), so a notice that arrives after its decision is created already read.
 * Kept a year after its last change (DynamoDB TTL): an event is never redelivered that late.
 *
 * Issue 35: a brand's ask goes to several members, and the decision must settle it for each of them even
 * when their role or membership changed since: the items are also in the byOwner partition
 * ASKED#{subject}, the people a subject concerns (askedAbout), so the decision finds whom it asked.
 */
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

export const decisionAskEntity = defineEntity({
  model: { entity: 'decision-ask', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    /** The asking notification's id (`{eventId}.{kind}`) and its time. */
    notification_id: { type: 'string' },
    asked_at: { type: 'string' },
    /** When the decision was taken (the latest, when a subject is decided again). */
    decided_at: { type: 'string' },
    /** A brand's ask (issue 35): the brand whose decision it is, so only that brand's decision finds it. */
    brand_id: { type: 'string' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'ASK#${subject}') },
    asked: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'ASKED#${subject}'),
      sk: tableKey('gsi1sk', 'USER#${user_id}'),
    },
  },
});

const KEEP_SECONDS = 365 * 24 * 3600;
const expiry = (at: Date) => Math.floor(at.getTime() / 1000) + KEEP_SECONDS;

export const getDecisionAsk = async (userId: string, subject: string) =>
  (await decisionAskEntity.get({ user_id: userId, subject }).go({ consistent: true })).data ?? undefined;

/**
 * Everyone the brand asked about the subject (their ask recorded). The index is eventually consistent:
 * an ask made a moment ago may be missing, so a brand's decision also settles it for the members its
 * kind is for now (recipients.ts).
 */
export const askedAbout = async (brandId: string, subject: string): Promise<string[]> => {
  const { data } = await decisionAskEntity.query
    .asked({ subject })
    .go({ pages: 'all', attributes: ['user_id', 'notification_id', 'brand_id'] });
  return data.filter((ask) => ask.notification_id && ask.brand_id === brandId).map((ask) => ask.user_id);
};

/**
 * The asking notice's transaction item: records the notification, refused when a decision taken at or
 * after the ask is recorded meanwhile (the notice is then written again, already read).
 */
export const recordAsk = (
  userId: string,
  subject: string,
  notificationId: string,
  at: Date,
  brandId: string | undefined,
) =>
  transactional(decisionAskEntity)
    .upsert({
      user_id: userId,
      subject,
      notification_id: notificationId,
      asked_at: at.toISOString(),
      expiresAt: expiry(at),
      ...(brandId ? { brand_id: brandId } : {}),
    })
    .where((attr, op) => `${op.notExists(attr.decided_at)} OR ${op.lt(attr.decided_at, at.toISOString())}`)
    .commit();

/**
 * Records a decision taken at `at` (kept when a later one is recorded already), and answers the ask as
 * it then stands: its notification, when it asked before the decision recorded.
 */
export const recordDecision = async (userId: string, subject: string, at: Date) => {
  await unlessRefused(
    decisionAskEntity
      .upsert({ user_id: userId, subject, decided_at: at.toISOString(), expiresAt: expiry(at) })
      .where((attr, op) => `${op.notExists(attr.decided_at)} OR ${op.lt(attr.decided_at, at.toISOString())}`)
      .go(),
  );
  const ask = await getDecisionAsk(userId, subject);
  return ask?.notification_id && ask.asked_at && ask.decided_at && ask.asked_at <= ask.decided_at
    ? ask.notification_id
    : undefined;
};
