/**
 * Issue 36: the authorization matrix of the operator console. Every `auth: 'operator'` route of the route
 * table (none listed by hand) refuses visitors (401), brands and creators (403); an operator reaches it.
 * The operator group is given only by `npm run operator` (run here as a process, against this stack's
 * outputs), never by sign-up; it is not a role: an operator keeps their own account's role, and the
 * operator group alone opens no brand or creator route.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorGroup } from '../../contracts/constants';
import { routes } from '../../functions/routes';
import { brandWithProducts, fillPath, type TestBrand } from '../support/brand';
import { api, cognitoClient, newUser, outputs, signedUpUser, signIn, signUp } from '../support/cloud';
import { signedUpOperator } from '../support/operators';
import { enrolTotp, signInWithTotp } from '../support/second-factor';

const operatorRoutes = routes.filter((route) => route.auth === 'operator');

const call = (method: string, path: string, token?: string, body?: unknown) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    ...(body !== undefined && method !== 'GET' && method !== 'DELETE'
      ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
      : {}),
  });

/** `npm run operator -- …` as a person runs it, pointed at this stack's outputs. */
const run = promisify(execFile);
let outputsDir: string;
const operatorCli = (...args: string[]) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator.ts', ...args, '--outputs', path.join(outputsDir, 'outputs.json')],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: process.env,
    },
  );

let brand: TestBrand;
let creatorToken: string;
let operator: { token: string };
let operatorWithoutFactor: { token: string };

beforeAll(async () => {
  outputsDir = mkdtempSync(path.join(tmpdir(), 'operator-cli-'));
  writeFileSync(path.join(outputsDir, 'outputs.json'), JSON.stringify(outputs()));
  [brand, { token: creatorToken }, operator, operatorWithoutFactor] = await Promise.all([
    brandWithProducts(1, { firstName: 'Ops' }),
    signedUpUser('creator'),
    signedUpOperator(),
    signedUpOperator('creator', { secondFactor: false }),
  ]);
});

afterAll(() => rmSync(outputsDir, { recursive: true, force: true }));

describe('every operator route', () => {
  it('the route table has them, all under /api/ops/', () => {
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of operatorRoutes) expect(route.path).toMatch(/^\/api\/ops\//);
    // And no other route is under /api/ops/.
    expect(routes.filter((route) => route.path.startsWith('/api/ops/')).length).toBe(operatorRoutes.length);
  });

  it.each(operatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'anonymous → 401, brand → 403, creator → 403: %s',
    async (_name, route) => {
      const path = fillPath(route.path);
      expect((await call(route.method, path, undefined, {})).status).toBe(401);
      for (const token of [brand.token, creatorToken]) {
        const refused = await call(route.method, path, token, {});
        expect(refused.status).toBe(403);
        expect(refused.body.error).toEqual({
          code: 'forbidden',
          message: 'This action is only available to operators.',
        });
      }
    },
  );

  it.each(operatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'an operator without two-factor sign-in → 403 two_factor_required: %s',
    async (_name, route) => {
      const refused = await call(route.method, fillPath(route.path), operatorWithoutFactor.token, {});
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('two_factor_required');
    },
  );

  it.each(operatorRoutes.map((route) => [`${route.method} ${route.path}`, route]))(
    'an operator reaches it (an answer of the route itself, never 401 or 403): %s',
    async (_name, route) => {
      // Bodies that change nothing on this shared cloud: a rule with no dead letters, a payout of nobody.
      const body = { rule: 'NoRuleOfThisName', creator_id: 'nobody' };
      const safe = route.path.endsWith('/replay-all') ? { rule: body.rule } : { creator_id: body.creator_id };
      const answer = await call(route.method, fillPath(route.path), operator.token, safe);
      expect([401, 403]).not.toContain(answer.status);
    },
  );
});

describe('the operator group', () => {
  it('is never given at sign-up: custom:role=operator is refused and no user is made', async () => {
    const user = newUser('operator');
    await expect(signUp(user)).rejects.toThrow(/Role must be brand or creator/);
    await expect(signIn(user)).rejects.toThrow();
  });

  it('is not a role: an operator keeps their account’s role and its routes, and gets no other role’s', async () => {
    const me = await call('GET', '/api/me', operator.token);
    expect(me.body).toMatchObject({ role: 'creator', operator: true });
    expect((await call('GET', '/api/creator/profile', operator.token)).status).toBe(200);
    const brandRoute = await call('GET', '/api/brand/dashboard', operator.token);
    expect(brandRoute.status).toBe(403);
    expect(brandRoute.body.error.message).toBe('This action is only available to brands.');
    expect((await call('GET', '/api/me', creatorToken)).body.operator).toBe(false);
  });

  it('alone opens no brand or creator route (a person in no role group, only the operator group)', async () => {
    const { user, secret } = await signedUpOperator();
    await cognitoClient().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: outputs().UserPoolId,
        Username: user.email,
        GroupName: 'creator',
      }),
    );
    const { token } = await signInWithTotp(user, secret);
    const groups = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))[
      'cognito:groups'
    ];
    expect(groups).toEqual([operatorGroup]);
    expect((await call('GET', '/api/creator/profile', token)).status).toBe(403);
    expect((await call('GET', '/api/brand/dashboard', token)).status).toBe(403);
    expect((await call('GET', '/api/ops/dead-letters', token)).status).toBe(200);
  });
});

describe('npm run operator', () => {
  it('adds an existing account, lists it, removes it; each takes effect at the next sign-in', async () => {
    const { user, token } = await signedUpUser('brand');
    expect((await call('GET', '/api/ops/dead-letters', token)).status).toBe(403);

    const added = await operatorCli('add', user.email);
    expect(added.stdout).toContain(`${user.email} is an operator`);
    expect((await operatorCli('list')).stdout.split('\n')).toContain(user.email);
    const asOperator = await signIn(user);
    // Operators use two-factor sign-in: the console opens once it is on.
    const withoutFactor = await call('GET', '/api/ops/dead-letters', asOperator);
    expect(withoutFactor.status).toBe(403);
    expect(withoutFactor.body.error.code).toBe('two_factor_required');
    const { secret } = await enrolTotp(asOperator);
    expect((await call('GET', '/api/ops/dead-letters', asOperator)).status).toBe(200);
    // A brand who is an operator is still the brand.
    expect((await call('GET', '/api/me', asOperator)).body).toMatchObject({ role: 'brand', operator: true });

    await operatorCli('remove', user.email);
    expect((await operatorCli('list')).stdout.split('\n')).not.toContain(user.email);
    const signedInAgain = (await signInWithTotp(user, secret)).token;
    expect((await call('GET', '/api/ops/dead-letters', signedInAgain)).status).toBe(403);
  });

  it('refuses an e-mail with no account (sign up first) and a command it does not know', async () => {
    await expect(operatorCli('add', `nobody-${Date.now()}@example.com`)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('signs up as a brand or a creator first'),
    });
    await expect(operatorCli('promote', 'a@b.c')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage: npm run operator'),
    });
  });
});
