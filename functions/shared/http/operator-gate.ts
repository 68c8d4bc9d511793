/**
 * Issue 36: the operator's checks of a request, beside the route's own auth:
 * - operators use two-factor sign-in: an operator route, or a request viewing as someone, is refused (403
 *   two_factor_required) until the operator has it on (their SECURITY item, read consistently);
 * - "view as" (`x-view-as: brand:{id}` | `creator:{id}`): only an operator (the verified token's group)
 *   may send it, only on a GET (read only: any other method is refused before anything runs), and only
 *   with the grant they started from the console (an audit entry each time; ops/start-view-as.ts). The
 *   request then runs as that creator, or as the brand's owner on that brand, and never with a membership
 *   or a manager's grant of the operator's own.
 * One BatchGetItem (data/operator-request.ts), lean like the brand request's.
 */

import type { RouteContract } from '../../../contracts/http';
import { VIEW_AS_VALUE } from '../../../contracts/view-as-header';
import { env } from '../config';
import { readOperatorRequest } from '../data/operator-request';
import { DomainError } from '../errors';
import { type BrandCaller, type Caller, isOperator } from './caller';
import { AppError } from './errors';

export const VIEW_AS_READ_ONLY_MESSAGE = 'Viewing as someone is read only: nothing can be changed.';
export const VIEW_AS_OPERATORS_ONLY_MESSAGE = 'Only operators can view the marketplace as someone else.';

/**
 * The caller the route runs with: the operator themself (an operator route), or the brand's or creator's
 * view (a GET with `x-view-as`). Throws for anyone else sending the header, for a non-GET, for an operator
 * without a second factor, and for a view not started (or ended).
 */
export const operatorCallerOf = async (
  caller: Caller,
  contract: RouteContract,
  viewAs: string | undefined,
  now = new Date(),
): Promise<Caller | BrandCaller> => {
  // The route's own auth, for an operator route (a view runs with the viewed one's role instead).
  if (contract.auth === 'operator' && !isOperator(caller))
    throw new AppError('forbidden', 'This action is only available to operators.');
  if (viewAs !== undefined) {
    if (!isOperator(caller)) throw new AppError('forbidden', VIEW_AS_OPERATORS_ONLY_MESSAGE);
    if (contract.method !== 'GET') throw new AppError('forbidden', VIEW_AS_READ_ONLY_MESSAGE);
    if (!VIEW_AS_VALUE.test(viewAs))
      throw new AppError('bad_request', 'x-view-as names brand:{id} or creator:{id}.');
  }
  const viewing = viewAs !== undefined && contract.auth !== 'operator';
  const items = await readOperatorRequest({
    operatorId: caller.userId,
    ...(viewing ? { viewAs } : {}),
  });
  if (env.operatorSecondFactor && !items.hasTwoFactor)
    throw new DomainError(
      'two_factor_required',
      'Operators use two-factor sign-in. Set it up under Account → Security, then come back.',
    );
  if (!viewing) return caller;
  const grant = items.grant;
  if (!grant || grant.expiresAt * 1000 <= now.getTime())
    throw new AppError('forbidden', 'Start viewing as them from the operator console (People) first.');
  if (contract.auth !== 'any' && contract.auth !== grant.target_type)
    throw new AppError(
      'forbidden',
      `This is a ${contract.auth}'s screen; you are viewing a ${grant.target_type}.`,
    );
  const view: Caller = {
    userId: grant.as_user_id,
    role: grant.target_type,
    groups: caller.groups,
    viewer: { operatorId: caller.userId },
  };
  // The brand's owner sees every screen; the view cannot change anything whatever the role (GET only).
  return grant.target_type === 'brand' ? { ...view, brandId: grant.target_id, brandRole: 'owner' } : view;
};
