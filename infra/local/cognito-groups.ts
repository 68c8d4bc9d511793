/**
 * cognito-local keeps a group as one object holding its `members`, and its CreateGroup on an existing name
 * silently replaced that object, members and all, where Cognito answers GroupExistsException.
 * ensureUserPool creates the role groups on every start, so every restart emptied them: every brand and
 * creator lost their role (no `cognito:groups` in their tokens, 403 on every role route).
 */
import { cognitoLib } from './cognito-local-lib';

interface Group {
  GroupName: string;
  members?: string[];
}

/** The parts of cognito-local's UserPoolServiceImpl touched here (its own typings are not exported). */
interface UserPoolService {
  listGroups(ctx: unknown): Promise<Group[]>;
}

type TargetHandler = (ctx: unknown, request: { UserPoolId?: string; GroupName?: string }) => Promise<unknown>;
type Router = (target: string) => TargetHandler;

/** By listing: cognito-local's getGroupByGroupName throws on a pool that has never had a group. */
const findGroup = async (pool: UserPoolService, ctx: unknown, name: string): Promise<Group | undefined> =>
  (await pool.listGroups(ctx)).find((group) => group.GroupName === name);

/** cognito-local's router, with CreateGroup refusing an existing name as Cognito does. */
export const refuseDuplicateGroups =
  (router: Router, cognito: { getUserPool(ctx: unknown, id: string): Promise<UserPoolService> }): Router =>
  (target) => {
    const handler = router(target);
    if (target !== 'CreateGroup') return handler;
    return async (ctx, request) => {
      const pool = await cognito.getUserPool(ctx, request.UserPoolId ?? '');
      if (request.GroupName && (await findGroup(pool, ctx, request.GroupName))) {
        const { CognitoError } = cognitoLib('errors');
        throw new CognitoError(
          'GroupExistsException',
          `A group with the name ${request.GroupName} already exists.`,
        );
      }
      return handler(ctx, request);
    };
  };
