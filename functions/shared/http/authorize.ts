import type { RouteAuth } from '../../../contracts/http';
import { type Caller, isOperator, type KeyCaller } from './caller';
import { AppError } from './errors';

/**
 * The server-side role check for a route. API Gateway's JWT authorizer has already verified the token
 * (signature, issuer, audience, expiry); this decides whether that caller may use the route.
 */
export const authorize = (auth: RouteAuth, caller: Caller | undefined): Caller | undefined => {
  if (auth === 'public') return caller;
  if (!caller) throw new AppError('unauthorized', 'Please log in to continue.');
  if (auth === 'any') return caller;
  // Issue 36: the operator group, from the same verified claim; never a role, so it opens no brand or
  // creator route (caller.role is read from the role groups only).
  if (auth === 'operator') {
    if (!isOperator(caller)) throw new AppError('forbidden', 'This action is only available to operators.');
    return caller;
  }
  if (caller.role !== auth) throw new AppError('forbidden', `This action is only available to ${auth}s.`);
  return caller;
};

/**
 * Issue 22: an /api/v1 route's check. The key itself was checked by the key authorizer (hash lookup,
 * revocation) before the handler ran; this only reads its verdict and checks the route's scope.
 */
export const authorizeKey = (scope: string | undefined, caller: KeyCaller | undefined): KeyCaller => {
  // Without the authorizer's context the route was reached without it: refuse, never guess.
  if (!caller || !scope)
    throw new AppError('unauthorized', 'Send an API key: Authorization: Bearer mk_live_…');
  // The authorizer's verdict; the scope list is compared too, so a route never runs on a missing scope.
  if (caller.refusal?.code === 'insufficient_scope' || !caller.scopes.includes(scope))
    throw new AppError('insufficient_scope', `This API key lacks the ${scope} scope.`);
  return caller;
};
