import type { RouteAuth } from '../../../contracts/http';
import type { Caller } from './caller';
import { AppError } from './errors';

/**
 * The server-side role check for a route. API Gateway's JWT authorizer has already verified the token
 * (signature, issuer, audience, expiry); this decides whether that caller may use the route.
 */
export const authorize = (auth: RouteAuth, caller: Caller | undefined): Caller | undefined => {
  if (auth === 'public') return caller;
  if (!caller) throw new AppError('unauthorized', 'Please log in to continue.');
  if (auth === 'any') return caller;
  if (caller.role !== auth) throw new AppError('forbidden', `This action is only available to ${auth}s.`);
  return caller;
};
