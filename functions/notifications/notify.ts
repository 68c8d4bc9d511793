/**
 * One notice → what its recipient gets: always the in-app notification; an e-mail of its own, or a line
 * in a digest, or no e-mail, as their preferences, the suppression list and the limits decide. Everything
 * one notice writes is one transaction whose first item, the notification's conditional create, is the
 * receipt: a redelivered event changes nothing (it only finishes an e-mail a crash left pending).
 *
 * The limits (issue 19): non-transactional e-mail counts toward DAILY_EMAIL_LIMIT per person and day,
 * and a kind may have an hourly limit (new applications: APPLICATION_EMAILS_PER_HOUR); each count is a
 * conditional ADD in the same transaction, so when it is refused the notice folds into a digest instead.
 * Money and account messages (locked categories) are never limited nor folded.
 */
import { DAILY_EMAIL_LIMIT, notificationCategories } from '../../contracts/notifications';
import { getProfile } from '../identity';
import { writeTransaction } from '../shared/data/entity';
import { log } from '../shared/log';
import { deliverMail, mayEmail } from './deliver-mail';
import { getDecisionAsk, recordAsk } from './entities/decision-ask';
import { type DigestLine, digestAddition, getDigest } from './entities/digest';
import { countMail } from './entities/mail-limits';
import { readAt } from './entities/notification';
import { pendingMailItem } from './entities/outgoing-mail';
import { notificationsService } from './entities/service';
import { kindOf } from './kinds';
import type { Notice } from './kinds/source';
import { countExpiry, dailyDigest, dayOf, hourlyDigest, hourOf } from './mail-periods';

type Plan =
  | { mail: 'none' }
  | { mail: 'own'; daily: boolean; hourly: number | null; firstKey: string | null }
  | { mail: 'fold'; hourly: boolean };

export type NotifyOutcome = 'already' | 'in-app only' | 'e-mailed' | 'folded';

export const notify = async (eventId: string, notice: Notice, now = new Date()): Promise<NotifyOutcome> => {
  const kind = kindOf(notice.kind);
  if (!kind) throw new Error(`Unknown notification kind ${notice.kind}`);
  const profile = await getProfile(notice.userId);
  if (!profile) {
    log.warn('notification recipient has no profile', { userId: notice.userId, kind: notice.kind });
    return 'in-app only';
  }
  // URL-safe: the id is a path parameter of "mark read".
  const id = `${eventId}.${notice.kind}`;
  const mailId = `${notice.userId}#${id}`;
  const action = kind.action(notice.props);
  const locked = notificationCategories[kind.category].locked;
  const allowed = profile.email ? await mayEmail(notice.userId, profile.email, kind.category) : { ok: false };

  let plan: Plan = !allowed.ok
    ? { mail: 'none' }
    : locked
      ? { mail: 'own', daily: false, hourly: null, firstKey: null }
      : kind.email === 'digest'
        ? { mail: 'fold', hourly: false }
        : {
            mail: 'own',
            daily: true,
            hourly: kind.perHour ?? null,
            firstKey:
              kind.email === 'first' && kind.firstKey
                ? `${notice.kind}#${kind.firstKey(notice.props)}`
                : null,
          };

  // A line for a digest sent in the meantime goes to the next period's.
  let foldAt = now;
  for (let attempt = 0; attempt < 6; attempt++) {
    const fold = plan.mail === 'fold' ? plan : null;
    const digest = fold ? (fold.hourly ? hourlyDigest : dailyDigest)(foldAt) : null;
    const bucket = digest ? `${digest.period}#${kind.category}` : null;
    const gathered = bucket ? await getDigest(notice.userId, bucket) : undefined;
    const linesSoFar = gathered?.listed ?? gathered?.lines?.length ?? 0;
    const line: DigestLine = { text: kind.digestLine(notice.props), link: action.path };
    // A notice asking for a decision already taken (its event came late) is written read: done.
    const subject = kind.asks?.(notice.props) ?? null;
    const ask = subject ? await getDecisionAsk(notice.userId, subject) : undefined;
    const decidedAt =
      ask?.decided_at && ask.decided_at >= now.toISOString() ? new Date(ask.decided_at) : null;
    // Decided already: no e-mail asks for it either.
    const current: Plan = decidedAt ? { mail: 'none' } : plan;
    const outcome = await writeTransaction(notificationsService, (entities) => {
      const operations: Record<string, unknown> = {
        notification: entities.notification
          .create({
            user_id: notice.userId,
            id,
            kind: notice.kind,
            category: kind.category,
            title: kind.title(notice.props),
            body: kind.body(notice.props),
            link: action.path,
            created_at: now.toISOString(),
            ...(notice.brandId ? { brand_id: notice.brandId } : {}),
            ...(decidedAt ? readAt(decidedAt) : { unread_of: notice.userId }),
          })
          .commit(),
      };
      // Refused when the decision is recorded meanwhile: the next try writes the notification read.
      if (subject && !decidedAt) operations.ask = recordAsk(notice.userId, subject, id, now, notice.brandId);
      if (current.mail === 'own') {
        operations.mail = entities.mail
          .create(
            pendingMailItem({
              id: mailId,
              userId: notice.userId,
              to: profile.email,
              kind: notice.kind,
              category: kind.category,
              props: notice.props,
              at: now,
            }),
          )
          .commit();
        if (current.daily)
          operations.daily = countMail(
            notice.userId,
            `day#${dayOf(now)}`,
            DAILY_EMAIL_LIMIT,
            countExpiry(now),
          );
        if (current.hourly !== null)
          operations.hourly = countMail(
            notice.userId,
            `hour#${hourOf(now)}#${notice.kind}`,
            current.hourly,
            countExpiry(now),
          );
        if (current.firstKey)
          operations.first = entities.firstTime
            .create({ user_id: notice.userId, key: current.firstKey, at: now.toISOString() })
            .commit();
      }
      if (current.mail === 'fold' && digest && bucket)
        operations.digest = digestAddition({
          userId: notice.userId,
          bucket,
          category: kind.category,
          to: profile.email,
          dueAt: digest.dueAt,
          line,
          linesSoFar,
        });
      return operations;
    });
    if (outcome.ok) {
      if (current.mail === 'own') await deliverMail(mailId);
      return current.mail === 'own' ? 'e-mailed' : current.mail === 'fold' ? 'folded' : 'in-app only';
    }
    const refused = outcome.refused as string[];
    if (refused.includes('notification')) {
      // Handled before: finish the e-mail if the first delivery died between its commit and SES.
      await deliverMail(mailId);
      return 'already';
    }
    if (refused.includes('ask')) continue;
    if (refused.includes('hourly')) plan = { mail: 'fold', hourly: true };
    else if (refused.includes('daily') || refused.includes('first')) plan = { mail: 'fold', hourly: false };
    else if (refused.includes('digest') && digest && bucket) {
      // Still gathering: its list filled up meanwhile (the next try counts the line without listing it).
      // Sent meanwhile: the line joins the next period's digest.
      const current = await getDigest(notice.userId, bucket);
      if (current?.status !== 'gathering') foldAt = digest.dueAt;
    }
    // Otherwise it only kept losing races (writeTransaction already retried): try again.
  }
  throw new Error(`notify: ${notice.kind} for ${notice.userId} kept being refused`);
};
