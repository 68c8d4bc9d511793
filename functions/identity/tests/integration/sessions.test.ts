/**
 * Issue 35, sessions: signed-in devices under Account → Security, over the wire against the local cloud.
 * Each sign-in is a Cognito token family (origin_jti); the app registers it (POST /api/sessions), and every
 * signed-in request is checked against it, so a device signed out is refused at its very next request.
 */
import { randomUUID } from 'node:crypto';
import {
  GetUserCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  api,
  cognitoClient,
  documentClient,
  outputs,
  signedUpUser,
  signIn,
  type TestUser,
} from '../../../../tests/support/cloud';
import { expectMail } from '../../../../tests/support/mailbox';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** A sign-in at Cognito only, as a script would make it: not registered with the product. */
const cognitoSignIn = async (user: TestUser) => {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );
  const access = result.AuthenticationResult?.AccessToken ?? '';
  const refresh = result.AuthenticationResult?.RefreshToken ?? '';
  return { access, refresh };
};

const refreshed = async (refreshToken: string) => {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({
      ClientId: outputs().UserPoolClientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );
  return result.AuthenticationResult?.AccessToken ?? '';
};

const register = (token: string, deviceId: string, userAgent = FIREFOX_WINDOWS) =>
  api('/sessions', {
    method: 'POST',
    token,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ device_id: deviceId }),
  });

const deviceId = () => `test-device-${randomUUID()}`;

const sessionItem = async (token: string) => {
  const claims = claimsOf(token);
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: outputs().TableName,
      Key: { pk: `USER#${claims.sub}`, sk: `SESSION#${claims.origin_jti}` },
      ConsistentRead: true,
    }),
  );
  return Item;
};

describe('Cognito token families (the local cloud behaves as Cognito)', () => {
  it('every token of a sign-in names its family (origin_jti), and a refresh keeps it; another sign-in is another family', async () => {
    const { user } = await signedUpUser('creator');
    const first = await cognitoSignIn(user);
    const second = await cognitoSignIn(user);
    const family = claimsOf(first.access).origin_jti;
    expect(family).toEqual(expect.any(String));
    expect(claimsOf(await refreshed(first.refresh)).origin_jti).toBe(family);
    expect(claimsOf(second.access).origin_jti).not.toBe(family);
  });

  it('RevokeToken ends the family: the refresh token mints nothing and Cognito refuses its access tokens; the other family still works', async () => {
    const { user } = await signedUpUser('creator');
    const revoked = await cognitoSignIn(user);
    const kept = await cognitoSignIn(user);
    await cognitoClient().send(
      new RevokeTokenCommand({ ClientId: outputs().UserPoolClientId, Token: revoked.refresh }),
    );
    await expect(refreshed(revoked.refresh)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      cognitoClient().send(new GetUserCommand({ AccessToken: revoked.access })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const me = await cognitoClient().send(new GetUserCommand({ AccessToken: kept.access }));
    expect(me.Username).toBeTruthy();
  });
});

describe('signed-in devices', () => {
  it('a sign-in the app has not registered is refused (401) until it registers; registering twice answers the same session', async () => {
    const { user } = await signedUpUser('creator');
    const { access } = await cognitoSignIn(user);
    const refused = await api('/me', { token: access });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/not registered/);

    const device = deviceId();
    const created = await register(access, device);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: claimsOf(access).origin_jti,
      browser: 'Firefox',
      os: 'Windows',
      country: null,
      current: true,
    });
    const again = await register(access, device);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    expect((await api('/me', { token: access })).status).toBe(200);
  });

  it('two devices signed in are both listed, each with its browser and system, the caller’s own first and marked current', async () => {
    const { user, token: laptop } = await signedUpUser('brand');
    const phone = await signIn(user, { id: deviceId(), userAgent: SAFARI_IPHONE });

    const fromPhone = await api('/sessions', { token: phone });
    expect(fromPhone.status).toBe(200);
    expect(fromPhone.body.sessions).toHaveLength(2);
    expect(fromPhone.body.sessions[0]).toMatchObject({
      id: claimsOf(phone).origin_jti,
      browser: 'Safari',
      os: 'iOS',
      current: true,
    });
    expect(fromPhone.body.sessions[1]).toMatchObject({ id: claimsOf(laptop).origin_jti, current: false });

    // Recent sign-ins, newest first: both, successful, the phone's a new device.
    expect(fromPhone.body.sign_ins).toHaveLength(2);
    expect(fromPhone.body.sign_ins[0]).toMatchObject({ browser: 'Safari', success: true, new_device: true });
  });

  it('signing one device out refuses its next request at once, refreshed tokens included, while the other still works', async () => {
    const { user, token: laptop } = await signedUpUser('creator');
    const phoneSignIn = await cognitoSignIn(user);
    expect((await register(phoneSignIn.access, deviceId(), SAFARI_IPHONE)).status).toBe(201);
    expect((await api('/me', { token: phoneSignIn.access })).status).toBe(200);

    const out = await api(`/sessions/${claimsOf(phoneSignIn.access).origin_jti}`, {
      method: 'DELETE',
      token: laptop,
    });
    expect(out.status).toBe(204);

    const refused = await api('/me', { token: phoneSignIn.access });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('This device was signed out. Sign in again.');
    // Cognito still refreshes the phone's tokens (the product cannot revoke another device's refresh
    // token): every one of them names the same family and is refused too, and it cannot register again.
    const fresh = await refreshed(phoneSignIn.refresh);
    expect((await api('/me', { token: fresh })).status).toBe(401);
    expect((await register(fresh, deviceId())).status).toBe(401);

    expect((await api('/me', { token: laptop })).status).toBe(200);
    const listed = await api('/sessions', { token: laptop });
    expect(listed.body.sessions.map((session: { id: string }) => session.id)).toEqual([
      claimsOf(laptop).origin_jti,
    ]);
    // Again is harmless; a session that is not the caller's is not found.
    expect(
      (await api(`/sessions/${claimsOf(phoneSignIn.access).origin_jti}`, { method: 'DELETE', token: laptop }))
        .status,
    ).toBe(204);
    const stranger = await signedUpUser('creator');
    const foreign = await api(`/sessions/${claimsOf(laptop).origin_jti}`, {
      method: 'DELETE',
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    expect((await api('/me', { token: laptop })).status).toBe(200);
  });

  it('"sign out all other devices" leaves only the current one', async () => {
    const { user, token: current } = await signedUpUser('brand');
    const others = [
      await signIn(user, { id: deviceId(), userAgent: SAFARI_IPHONE }),
      await signIn(user, { id: deviceId() }),
      await signIn(user),
    ];
    expect((await api('/sessions', { token: current })).body.sessions).toHaveLength(4);

    const result = await api('/sessions/sign-out-others', { method: 'POST', token: current });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ signed_out: 3 });

    for (const token of others) expect((await api('/me', { token })).status).toBe(401);
    const listed = await api('/sessions', { token: current });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toEqual([expect.objectContaining({ id: claimsOf(current).origin_jti })]);
    expect((await api('/sessions/sign-out-others', { method: 'POST', token: current })).body).toEqual({
      signed_out: 0,
    });
  });

  it('last seen is not written on every request: only once it is 5 minutes old', async () => {
    const { token } = await signedUpUser('creator');
    const registered = await sessionItem(token);
    for (let i = 0; i < 3; i++) expect((await api('/me', { token })).status).toBe(200);
    expect((await sessionItem(token))?.last_seen_at).toBe(registered?.last_seen_at);

    // Six minutes ago: the next request writes it, the one after does not.
    const aged = new Date(Date.now() - 6 * 60_000).toISOString();
    await documentClient().send(
      new UpdateCommand({
        TableName: outputs().TableName,
        Key: { pk: registered?.pk, sk: registered?.sk },
        UpdateExpression: 'SET last_seen_at = :aged',
        ExpressionAttributeValues: { ':aged': aged },
      }),
    );
    const before = Date.now();
    expect((await api('/me', { token })).status).toBe(200);
    const touched = (await sessionItem(token))?.last_seen_at as string;
    expect(Date.parse(touched)).toBeGreaterThanOrEqual(before - 1_000);
    expect((await api('/me', { token })).status).toBe(200);
    expect((await sessionItem(token))?.last_seen_at).toBe(touched);
  });

  it('a bad device id is refused at the field and registers nothing', async () => {
    const { user } = await signedUpUser('creator');
    const { access } = await cognitoSignIn(user);
    const refused = await register(access, 'short');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('device_id');
    expect(await sessionItem(access)).toBeUndefined();
    expect((await api('/me', { token: access })).status).toBe(401);
  });
});

describe('new-device e-mail', () => {
  it('a sign-in from a new device sends one e-mail; the account’s first device and a known device none', async () => {
    const { user } = await signedUpUser('creator');
    const phone = deviceId();
    await signIn(user, { id: phone, userAgent: FIREFOX_WINDOWS });
    await signIn(user, { id: phone, userAgent: FIREFOX_WINDOWS });
    await signIn(user);
    const [mail] = await expectMail(user.email, /New sign-in to your account/, 1);
    expect(mail?.text ?? '').toContain('Firefox on Windows');
  });
});
