import { log } from '../../shared/log';
import { deliverMail } from '../deliver-mail';
import { listDueDigests } from '../entities/digest';
import { listStalePendingMail } from '../entities/outgoing-mail';
import { sendDigest } from '../send-digest';

export interface SendDigestsInput {
  /** The instant the schedule fired (Scheduler's scheduled time; locally the clock's). */
  scheduledTime?: string;
  /**
   * Only these people's digests and pending mail (an operator re-sending for some people; tests sharing
   * one local cloud). The schedule itself passes none: everyone's.
   */
  userIds?: string[];
}

/** Pending mail younger than this is still in its consumer's hands. */
const STALE_MAIL_MS = 2 * 60_000;

/**
 * Every 15 minutes: sends the digests whose period has ended (hourly new-application digests, daily
 * digests), each once, found through their sparse index (one Query per shard, never a Scan); and sends
 * any e-mail still pending after two minutes (its consumer died between the notification's commit and
 * SES). A failure of one digest does not stop the others; the run then throws so it shows in the
 * function's errors, and the next run tries again.
 */
export const handler = async (input: SendDigestsInput | undefined) => {
  const parsed = input?.scheduledTime ? new Date(input.scheduledTime) : new Date();
  const now = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  const only = Array.isArray(input?.userIds) ? new Set(input.userIds.map(String)) : undefined;
  const summary = { digests: 0, skipped: 0, mail: 0, failed: 0 };
  const due = (await listDueDigests(now)).filter(({ user_id }) => !only || only.has(user_id));
  for (const { user_id, bucket } of due) {
    try {
      const outcome = await sendDigest(user_id, bucket, now);
      if (outcome === 'sent') summary.digests++;
      if (outcome === 'skipped') summary.skipped++;
    } catch (error) {
      summary.failed++;
      log.error('digest not sent', { userId: user_id, bucket, error });
    }
  }
  const stale = await listStalePendingMail(new Date(now.getTime() - STALE_MAIL_MS));
  // A mail id starts with its recipient's id (`{userId}#…`).
  for (const id of stale.filter((mailId) => !only || only.has(mailId.split('#')[0] ?? ''))) {
    try {
      if ((await deliverMail(id)) === 'sent') summary.mail++;
    } catch (error) {
      summary.failed++;
      log.error('pending e-mail not sent', { mailId: id, error });
    }
  }
  log.info('notification digests', summary);
  if (summary.failed > 0)
    throw new Error(`${summary.failed} notification e-mails failed; the next run retries them`);
  return summary;
};
