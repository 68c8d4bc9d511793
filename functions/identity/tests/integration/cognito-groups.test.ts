/**
 * A user's role lives in their Cognito group (every token's `cognito:groups`). cognito-local lost those
 * memberships in two ways: concurrent sign-ups overwrote each other's group update, and starting the local
 * cloud again (ensureUserPool creating the role groups) replaced each group with an empty one.
 * The restart itself, through `npm start` and Ctrl-C, is tested in npm-start.test.ts.
 */
import { CreateGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureUserPool } from '../../../../infra/local/cognito';
import {
  api,
  cognitoClient,
  eventually,
  newUser,
  outputs,
  signIn,
  signUp,
  type TestUser,
} from '../../../../tests/support/cloud';

const groupsIn = (accessToken: string): unknown => {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))['cognito:groups'];
};

/** Paths under ApiUrl (which ends in /api). */
const ROLE_ROUTE = { brand: '/brand/account', creator: '/creator/onboarding' } as const;

describe('Cognito group memberships', () => {
  const users: (TestUser & { role: 'brand' | 'creator' })[] = Array.from({ length: 20 }, (_, i) => {
    const role = i % 2 === 0 ? 'brand' : 'creator';
    return { ...newUser(role), role };
  });

  beforeAll(async () => {
    // All at once: each sign-up's post-confirmation trigger adds its user to the group concurrently.
    await Promise.all(users.map((user) => signUp(user)));
  });

  it('20 concurrent sign-ups of both roles: every token carries its own group', async () => {
    const tokens = await Promise.all(users.map((user) => signIn(user)));
    tokens.forEach((token, i) => {
      expect(groupsIn(token), users[i]?.email).toEqual([users[i]?.role]);
    });
    // And the role is honoured on role routes (a brand's record arrives by event, hence eventually).
    const creatorIndex = users.findIndex((user) => user.role === 'creator');
    expect((await api(ROLE_ROUTE.creator, { token: tokens[creatorIndex] })).status).toBe(200);
    const brandIndex = users.findIndex((user) => user.role === 'brand');
    await eventually(async () => {
      const { status } = await api(ROLE_ROUTE.brand, { token: tokens[brandIndex] });
      return status === 200 ? status : undefined;
    });
  });

  it('setting the pool up again, as every start does, keeps every membership', async () => {
    const before = await ensureUserPool(outputs().CognitoEndpoint);
    expect(before).toEqual({
      userPoolId: outputs().UserPoolId,
      userPoolClientId: outputs().UserPoolClientId,
    });
    const tokens = await Promise.all(users.map((user) => signIn(user)));
    tokens.forEach((token, i) => {
      expect(groupsIn(token), users[i]?.email).toEqual([users[i]?.role]);
    });
  });

  it('CreateGroup on an existing group is refused with GroupExistsException, as Cognito does', async () => {
    const attempt = cognitoClient().send(
      new CreateGroupCommand({ UserPoolId: outputs().UserPoolId, GroupName: 'creator' }),
    );
    await expect(attempt).rejects.toMatchObject({ name: 'GroupExistsException' });
    const creator = users.find((user) => user.role === 'creator') as TestUser;
    expect(groupsIn(await signIn(creator))).toEqual(['creator']);
  });
});
