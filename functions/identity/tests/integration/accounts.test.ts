/**
 * Sign-up, roles and the /api/me contract, over the wire against cognito-local and DynamoDB Local.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  api,
  documentClient,
  newUser,
  outputs,
  signedUpUser,
  signIn,
  signUp,
} from '../../../../tests/support/cloud';

/** cognito-local's signing key is public (that is why its tokens are accepted only locally). */
const cognitoLocalPrivateKey = async () => {
  const require = createRequire(import.meta.url);
  const keyFile = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8'));
  return importJWK(jwk, 'RS256');
};

const forgeAccessToken = async (claims: Record<string, unknown>, expiresIn: string | number) =>
  new SignJWT({
    token_use: 'access',
    client_id: outputs().UserPoolClientId,
    'cognito:groups': ['brand'],
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(outputs().CognitoIssuer)
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await cognitoLocalPrivateKey());

describe('GET /api/health', () => {
  it('is public and says the table answers', async () => {
    const response = await api('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', table: 'ok' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('sign-up with a role', () => {
  it('a brand sign-up gets 200 from /api/me with role brand and a profile', async () => {
    const { user, token } = await signedUpUser('brand', { firstName: 'Grace', lastName: 'Hopper' });
    const response = await api('/me', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      role: 'brand',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: user.email,
      onboarding_completed: false,
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a creator sign-up gets role creator (from the Cognito group in the token)', async () => {
    const { token } = await signedUpUser('creator');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect(payload['cognito:groups']).toEqual(['creator']);
    const response = await api('/me', { token });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('creator');
  });

  it.each(['admin', '', 'Brand'])('refuses custom:role=%j at sign-up and writes no user', async (role) => {
    const user = newUser(role);
    await expect(signUp(user)).rejects.toThrow(/Role must be brand or creator/);
    await expect(signIn(user)).rejects.toThrow();
  });

  it('the profile is written with role, names, e-mail and onboarding_completed false', async () => {
    const { token } = await signedUpUser('creator', { firstName: 'Katherine', lastName: 'Johnson' });
    const me = await api('/me', { token });
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: outputs().TableName, Key: { pk: `USER#${me.body.id}`, sk: 'PROFILE' } }),
    );
    expect(Item).toMatchObject({
      type: 'profile',
      role: 'creator',
      first_name: 'Katherine',
      last_name: 'Johnson',
      onboarding_completed: false,
    });
  });
});

describe('GET /api/me refuses bad tokens with 401', () => {
  it('without a token', async () => {
    expect((await api('/me')).status).toBe(401);
  });

  it('with a tampered token (payload changed, signature kept)', async () => {
    const { token } = await signedUpUser('creator');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    claims['cognito:groups'] = ['brand'];
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    expect((await api('/me', { token: tampered })).status).toBe(401);
  });

  it('with a token whose signature is altered', async () => {
    const { token } = await signedUpUser('brand');
    const broken = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await api('/me', { token: broken })).status).toBe(401);
  });

  it('with an expired token (validly signed)', async () => {
    const expired = await forgeAccessToken({}, Math.floor(Date.now() / 1000) - 60);
    expect((await api('/me', { token: expired })).status).toBe(401);
  });

  it('with a token for another app client (audience) or another issuer', async () => {
    const otherClient = await forgeAccessToken({ client_id: 'someone-elses-client' }, '1h');
    expect((await api('/me', { token: otherClient })).status).toBe(401);
    const otherIssuer = await new SignJWT({ token_use: 'access', client_id: outputs().UserPoolClientId })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer('https://cognito-idp.us-east-1.amazonaws.com/us-east-1_other')
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(await cognitoLocalPrivateKey());
    expect((await api('/me', { token: otherIssuer })).status).toBe(401);
  });

  it('an ID token is not accepted where an access token is required', async () => {
    const idLike = await forgeAccessToken({ token_use: 'id' }, '1h');
    const response = await api('/me', { token: idLike });
    expect(response.status).toBe(401);
  });
});

describe('the API adapter mirrors API Gateway', () => {
  it('an unknown /api route is 404', async () => {
    expect((await api('/nope')).status).toBe(404);
  });
});
