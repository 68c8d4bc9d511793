/**
 * Issue 36: the operator group next to the roles, from the verified token's `cognito:groups`. The role is
 * the first role group the user is in, whatever else they are in and in whatever order the claim lists
 * them; the operator group is never a role: it opens operator routes only, and an operator's brand or
 * creator routes come from their role group alone.
 */
import { describe, expect, it } from 'vitest';
import { authorize } from '../../http/authorize';
import { type Caller, callerFromEvent, isOperator } from '../../http/caller';
import { AppError } from '../../http/errors';

const callerWith = (groups: string): Caller => {
  const caller = callerFromEvent({
    requestContext: {
      authorizer: {
        jwt: { claims: { sub: 'user-1', token_use: 'access', 'cognito:groups': groups }, scopes: [] },
      },
    },
  } as never);
  if (!caller) throw new Error('no caller');
  return caller;
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
  return undefined;
};

describe('the operator group and the role', () => {
  it('resolves the role deterministically for a user in a role group and the operator group', () => {
    for (const groups of ['[creator operator]', '[operator creator]']) {
      const caller = callerWith(groups);
      expect(caller.role).toBe('creator');
      expect(isOperator(caller)).toBe(true);
    }
    expect(callerWith('[operator brand]').role).toBe('brand');
    expect(callerWith('[operator]').role).toBeUndefined();
    expect(isOperator(callerWith('[brand]'))).toBe(false);
  });

  it('operator routes take the operator group only; brand and creator routes never take it', () => {
    expect(authorize('operator', callerWith('[creator operator]'))?.userId).toBe('user-1');
    expect(authorize('operator', callerWith('[operator]'))?.userId).toBe('user-1');
    expect(refusal(() => authorize('operator', callerWith('[brand]')))).toEqual({
      code: 'forbidden',
      message: 'This action is only available to operators.',
    });
    expect(refusal(() => authorize('operator', callerWith('[creator]')))).toMatchObject({
      code: 'forbidden',
    });
    expect(refusal(() => authorize('operator', undefined))).toMatchObject({ code: 'unauthorized' });
    expect(refusal(() => authorize('brand', callerWith('[operator]')))).toMatchObject({ code: 'forbidden' });
    expect(refusal(() => authorize('creator', callerWith('[operator]')))).toMatchObject({
      code: 'forbidden',
    });
    expect(refusal(() => authorize('brand', callerWith('[creator operator]')))).toMatchObject({
      code: 'forbidden',
    });
    expect(authorize('creator', callerWith('[operator creator]'))?.role).toBe('creator');
  });
});
