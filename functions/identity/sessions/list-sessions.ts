/**
 * Issue 35: Account → Security in one call: the person's signed-in devices (the current one first, then
 * the most recently seen) and their recent sign-ins, newest first. Two Queries of USER#{id}.
 */
import { RECENT_SIGN_INS } from '../../../contracts/sessions';
import { sessionEntity } from '../../shared/entities/session';
import { signInEntity } from '../entities/sessions';
import { asSession, asSignIn, type SessionView, type SignInView } from './session-view';

/** More than anyone keeps signed in: sessions end with their refresh token (30 days) at the latest. */
const MAX_SESSIONS = 200;

/** The person's active sessions (not signed out, not past their lifetime). */
export const activeSessions = async (userId: string, now = new Date()) => {
  const { data } = await sessionEntity.query.primary({ user_id: userId }).go({ limit: MAX_SESSIONS });
  const nowSeconds = now.getTime() / 1000;
  return data.filter((item) => !item.signed_out_at && item.expiresAt > nowSeconds);
};

export const listSessions = async (
  userId: string,
  currentSessionId: string | undefined,
  now = new Date(),
): Promise<{ sessions: SessionView[]; sign_ins: SignInView[] }> => {
  const [sessions, signIns] = await Promise.all([
    activeSessions(userId, now),
    signInEntity.query.primary({ user_id: userId }).go({ order: 'desc', limit: RECENT_SIGN_INS }),
  ]);
  const views = sessions
    .map((item) => asSession(item, currentSessionId))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at));
  return { sessions: views, sign_ins: signIns.data.map(asSignIn) };
};
