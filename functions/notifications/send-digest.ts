/**
 * Sends one due digest: claim (a lease) → check the person still wants this category and the address
 * is not suppressed → render → SES → mark sent. Like deliverMail, one e-mail however often it is tried.
 */
import { randomUUID } from 'node:crypto';
import { DIGEST_MAX_LINES, type NotificationCategory } from '../../contracts/notifications';
import { log } from '../shared/log';
import { sendMail } from '../shared/mail/send-mail';
import { mailContext, mayEmail } from './deliver-mail';
import { claimDigest, closeDigest, type DigestLine, releaseDigest } from './entities/digest';
import { renderDigestMail } from './render-mail';

export const sendDigest = async (userId: string, bucket: string, now = new Date()) => {
  const token = randomUUID();
  const digest = await claimDigest(userId, bucket, token, now.getTime());
  if (!digest) return 'not-due' as const;
  const category = digest.category as NotificationCategory;
  try {
    const allowed = await mayEmail(userId, digest.to, category);
    if (!allowed.ok) {
      await closeDigest(userId, bucket, token, 'skipped', now);
      log.info('digest skipped', { userId, bucket, reason: allowed.reason });
      return 'skipped' as const;
    }
    const message = renderDigestMail(
      {
        category,
        // The bucket is `{period}#{category}`: `2026-11-26T05#partnerships` (an hour), `2026-11-26#sales`.
        period: bucket.split('#')[0] ?? '',
        count: digest.count ?? 0,
        lines: ((digest.lines as DigestLine[] | undefined) ?? []).slice(0, DIGEST_MAX_LINES),
      },
      await mailContext(userId, digest.to),
    );
    const messageId = await sendMail({ to: digest.to, ...message });
    await closeDigest(userId, bucket, token, 'sent', now);
    log.info('digest sent', { userId, bucket, count: digest.count, messageId });
    return 'sent' as const;
  } catch (error) {
    await releaseDigest(userId, bucket, token);
    throw error;
  }
};
