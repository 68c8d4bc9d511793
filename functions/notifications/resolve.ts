/**
 * A decision taken: the notification that asked for it is marked read (done), for everyone it asked,
 * however the decision was taken (the app, a bulk action, the public API): the deciding event says so.
 * Idempotent: the decision's time is recorded once (the latest wins), and marking read changes only an
 * unread notification. A decision that arrives before its asking notice is recorded, and the notice is
 * then written read (notify.ts).
 */
import { recordDecision } from './entities/decision-ask';
import { markRead } from './entities/notification';
import type { Resolution } from './kinds/source';

export const resolve = async (resolution: Resolution, at: Date): Promise<'done' | 'recorded'> => {
  const notificationId = await recordDecision(resolution.userId, resolution.subject, at);
  if (!notificationId) return 'recorded';
  await markRead(resolution.userId, notificationId, at);
  return 'done';
};
