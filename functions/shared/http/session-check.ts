/**
 * Issue 35: the per-request session check. API Gateway's JWT authorizer knows nothing of sign-outs (a
 * signed-out device's access token stays valid until it expires), so every signed-in request is checked
 * here against the caller's session item: ONE consistent GetItem of USER#{sub} / SESSION#{origin_jti}.
 * The lead's membership check reads the same partition: `sessionKeyOf` gives the key to add to its
 * BatchGetItem (ConsistentRead), and `judgeSession` decides on the item it returns.
 *
 * Refused (401): a session never registered (POST /api/sessions, which the app calls once right after
 * signing in, is the one route such a session may call), one signed out, one past its lifetime.
 * Last seen is written at most once per LAST_SEEN_EVERY_MS per session (a conditional UpdateItem), not
 * on every request.
 */

import { contractKey, type RouteContract } from '../../../contracts/http';
import { keys } from '../data/keys';
import { readSessionState, type SessionState, touchSessionState } from '../data/session-state';
import { AppError } from './errors';

export const LAST_SEEN_EVERY_MS = 5 * 60_000;

type Claims = Record<string, unknown>;

/** The session a token belongs to: its user and Cognito token family (`origin_jti`). */
export const sessionOfClaims = (claims: Claims): { userId: string; sessionId: string } | undefined => {
  const { sub, origin_jti: origin } = claims;
  return typeof sub === 'string' && typeof origin === 'string' && origin !== ''
    ? { userId: sub, sessionId: origin }
    : undefined;
};

/** The table key of the caller's session item (for a BatchGetItem beside other USER# reads). */
export const sessionKeyOf = (session: { userId: string; sessionId: string }) =>
  keys.session(session.userId, session.sessionId);

export type SessionVerdict =
  | { allowed: true; lastSeenStale: boolean }
  | { allowed: false; reason: 'unregistered' | 'signed_out' | 'expired' };

export const judgeSession = (item: SessionState | undefined, now: Date): SessionVerdict => {
  if (!item) return { allowed: false, reason: 'unregistered' };
  if (item.signed_out_at) return { allowed: false, reason: 'signed_out' };
  // TTL deletes lazily: an item past its time is treated as gone.
  if (typeof item.expiresAt === 'number' && item.expiresAt * 1000 <= now.getTime())
    return { allowed: false, reason: 'expired' };
  const staleBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS).toISOString();
  return { allowed: true, lastSeenStale: !item.last_seen_at || item.last_seen_at < staleBefore };
};

const refusals: Record<Exclude<SessionVerdict, { allowed: true }>['reason'], string> = {
  unregistered: 'This sign-in is not registered. Sign in again.',
  signed_out: 'This device was signed out. Sign in again.',
  expired: 'Your session has ended. Sign in again.',
};

/** Last seen, written only when it is older than LAST_SEEN_EVERY_MS (another request may have just done it). */
export const touchSession = (session: { userId: string; sessionId: string }, now: Date) =>
  touchSessionState(sessionKeyOf(session), now, new Date(now.getTime() - LAST_SEEN_EVERY_MS).toISOString());

/** Allowed, or refused with the reason; reads one item (and writes last seen when stale). */
export const checkSession = async (claims: Claims, now = new Date()): Promise<SessionVerdict> => {
  const session = sessionOfClaims(claims);
  // Every token of the app client carries origin_jti (token revocation is on: infra/constructs/auth.ts;
  // cognito-local's through infra/local/cognito-token-families.ts). A token without one belongs to no
  // session that could be signed out: only the in-process handler tests build such claims.
  if (!session) return { allowed: true, lastSeenStale: false };
  const verdict = judgeSession(await readSessionState(sessionKeyOf(session)), now);
  if (verdict.allowed && verdict.lastSeenStale) await touchSession(session, now);
  return verdict;
};

/**
 * The route an unregistered session may call: registering itself (contracts/sessions.ts registerSession;
 * written out so every API bundle does not carry that contract's schemas; a unit test holds them equal).
 */
export const REGISTER_ROUTE = 'POST /api/sessions';

/**
 * The check of a session whose item was read elsewhere: a brand request reads it in the same
 * BatchGetItem as the membership (data/brand-request.ts). Refused: 401; stale last seen: written.
 */
export const admitSessionItem = async (
  session: { userId: string; sessionId: string },
  item: SessionState | undefined,
  now = new Date(),
): Promise<void> => {
  const verdict = judgeSession(item, now);
  if (!verdict.allowed) throw new AppError('unauthorized', refusals[verdict.reason]);
  if (verdict.lastSeenStale) await touchSession(session, now);
};

/**
 * A brand request's session check, for the brand's one read (undefined: the request has no session, as
 * in requireActiveSession). Its caller must then not call requireActiveSession too.
 */
export const sessionCheckOf = (event: {
  requestContext?: { authorizer?: { jwt?: { claims?: Claims } } };
}):
  | { key: { pk: string; sk: string }; admit: (item: SessionState | undefined) => Promise<void> }
  | undefined => {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const session = claims ? sessionOfClaims(claims) : undefined;
  if (!session) return undefined;
  return { key: sessionKeyOf(session), admit: (item) => admitSessionItem(session, item) };
};

/**
 * For the API handler: refuses (401) a signed-in request whose session is not active. Public and API-key
 * routes have no session; registration checks its session itself.
 */
export const requireActiveSession = async (
  contract: RouteContract,
  event: { requestContext?: { authorizer?: { jwt?: { claims?: Claims } } } },
): Promise<void> => {
  if (contract.auth === 'public' || contract.auth === 'apiKey' || contractKey(contract) === REGISTER_ROUTE)
    return;
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims) return;
  const verdict = await checkSession(claims);
  if (!verdict.allowed) throw new AppError('unauthorized', refusals[verdict.reason]);
};
