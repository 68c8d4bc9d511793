/**
 * Issue 35: signing devices out. The session item is marked signed out, and the per-request check
 * (session-check.ts) refuses the device's next request. Cognito cannot revoke another device's refresh
 * token for us (RevokeToken needs the token itself, which only that device holds; AdminUserGlobalSignOut
 * would sign this device out too): the device may still refresh its tokens at Cognito, but every one of
 * them names the same origin_jti and is refused here. The device's own sign-out revokes its refresh
 * token at Cognito as well (Amplify's signOut).
 */
import { isConditionFailure } from '../../shared/data/client';
import { writeTransaction } from '../../shared/data/entity';
import { sessionEntity } from '../../shared/entities/session';
import { AppError } from '../../shared/http/errors';
import { sessionService } from '../entities/sessions';
import { activeSessions } from './list-sessions';

/** Signs one session out; again is a no-op. 404 for a session this person does not have. */
export const signOutSession = async (userId: string, sessionId: string, now = new Date()): Promise<void> => {
  try {
    await sessionEntity
      .patch({ user_id: userId, session_id: sessionId })
      .set({ signed_out_at: now.toISOString() })
      .where((attr, op) => op.notExists(attr.signed_out_at))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await sessionEntity
      .get({ user_id: userId, session_id: sessionId })
      .go({ consistent: true });
    if (!data) throw new AppError('not_found', 'No signed-in device with this id.');
  }
};

/** A transaction holds at most 100 items. */
const PER_TRANSACTION = 100;

/** Signs out every session of the person but `currentSessionId`; answers how many were signed out. */
export const signOutOtherSessions = async (
  userId: string,
  currentSessionId: string | undefined,
  now = new Date(),
): Promise<number> => {
  let signedOut = 0;
  for (let round = 0; round < 5; round++) {
    const others = (await activeSessions(userId, now)).filter((item) => item.session_id !== currentSessionId);
    if (others.length === 0) return signedOut;
    let refused = false;
    for (let start = 0; start < others.length; start += PER_TRANSACTION) {
      const chunk = others.slice(start, start + PER_TRANSACTION);
      // All of a chunk or none: a session signed out meanwhile refuses it, and the next round re-reads.
      const outcome = await writeTransaction(sessionService, ({ session }) =>
        Object.fromEntries(
          chunk.map((item, index) => [
            `s${index}`,
            session
              .patch({ user_id: userId, session_id: item.session_id })
              .set({ signed_out_at: now.toISOString() })
              .where((attr, op) => op.notExists(attr.signed_out_at))
              .commit(),
          ]),
        ),
      );
      if (outcome.ok) signedOut += chunk.length;
      else refused = true;
    }
    if (!refused) return signedOut;
  }
  throw new Error('signOutOtherSessions: sessions kept changing');
};
