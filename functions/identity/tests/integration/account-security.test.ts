/**
 * Issue 35, two-factor sign-in over the wire: enrolment (Cognito's side, then the API's ten recovery
 * codes), sign-in with a code, turning it off and new codes (password + a current code, checked by
 * Cognito), a recovery code once only (even from two tabs at once), wrong codes refused at their field
 * with nothing written, the attempts' limit, and the gate of money and key actions.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireSecondFactor } from '../../../../functions/identity';
import { totpCode, wrongTotpCode } from '../../../../infra/local/totp';
import {
  api,
  documentClient,
  outputs,
  signedUpUser,
  useCloudEnvironment,
} from '../../../../tests/support/cloud';
import { enrolTotp, signInWithTotp, turnOnTotpInCognito } from '../../../../tests/support/second-factor';

const securityItem = async (userId: string) =>
  (
    await documentClient().send(
      new GetCommand({ TableName: outputs().TableName, Key: { pk: `USER#${userId}`, sk: 'SECURITY' } }),
    )
  ).Item;

const userIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub;

const post = (path: string, token: string | undefined, body?: unknown) =>
  api(path, {
    method: 'POST',
    token,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

describe('two-factor sign-in: enrolment', () => {
  it('is off for a new person; finishing before Cognito has it on is 409 and writes nothing', async () => {
    const { token } = await signedUpUser('creator');
    const state = await api('/me/security', { token });
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ totp: { enabled: false, enabled_at: null, recovery_codes_left: 0 } });
    const early = await post('/me/security/totp', token);
    expect(early.status).toBe(409);
    expect(await securityItem(userIdOf(token))).toBeUndefined();
  });

  it('turned on: ten distinct recovery codes shown once, stored only hashed; sign-ins ask for a code', async () => {
    const { user, token } = await signedUpUser('brand');
    const { secret, recoveryCodes } = await enrolTotp(token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const item = await securityItem(userIdOf(token));
    const stored = JSON.stringify(item);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    const state = await api('/me/security', { token });
    expect(state.body.totp).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(state.body.totp.enabled_at).toEqual(expect.any(String));

    // Finishing again (a second tab) issues no second set.
    expect((await post('/me/security/totp', token)).status).toBe(409);

    const signedIn = await signInWithTotp(user, secret);
    expect(signedIn.challenged).toBe(true);
    expect((await api('/me/security', { token: signedIn.token })).status).toBe(200);
  });
});

describe('two-factor sign-in: turning it off and new codes', () => {
  it('a wrong code or password is 400 at its field and changes nothing; the right ones turn it off', async () => {
    const { user, token } = await signedUpUser('creator');
    const { secret } = await enrolTotp(token);
    const before = await securityItem(userIdOf(token));

    const wrongCode = await post('/me/security/totp/turn-off', token, {
      password: user.password,
      code: wrongTotpCode(secret),
    });
    expect(wrongCode.status).toBe(400);
    expect(Object.keys(wrongCode.body.error.fields)).toEqual(['code']);
    const wrongPassword = await post('/me/security/totp/turn-off', token, {
      password: 'not-it',
      code: totpCode(secret),
    });
    expect(wrongPassword.status).toBe(400);
    expect(Object.keys(wrongPassword.body.error.fields)).toEqual(['password']);
    const noCode = await post('/me/security/totp/turn-off', token, { password: user.password, code: '12ab' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.fields).toHaveProperty('code');
    expect(await securityItem(userIdOf(token))).toEqual(before);
    expect((await signInWithTotp(user, secret)).challenged).toBe(true);

    const off = await post('/me/security/totp/turn-off', token, {
      password: user.password,
      code: totpCode(secret),
    });
    expect(off.status).toBe(204);
    expect((await api('/me/security', { token })).body.totp).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    expect(await securityItem(userIdOf(token))).toBeUndefined();
    expect((await signInWithTotp(user, undefined)).challenged).toBe(false);
  });

  it('new recovery codes replace the old ones at once', async () => {
    const { user, token } = await signedUpUser('brand');
    const { secret, recoveryCodes: old } = await enrolTotp(token);
    const renewed = await post('/me/security/recovery-codes', token, {
      password: user.password,
      code: totpCode(secret),
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body.recovery_codes).toHaveLength(10);
    const refused = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: old[0],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('recovery_code');
    const accepted = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: renewed.body.recovery_codes[3].toUpperCase(),
    });
    expect(accepted.status).toBe(204);
  });
});

describe('two-factor sign-in: recovery codes', () => {
  it('a wrong code is 400 at the field and writes nothing; a right one turns TOTP off so the password signs in', async () => {
    const { user, token } = await signedUpUser('creator');
    const { secret, recoveryCodes } = await enrolTotp(token);
    const before = await securityItem(userIdOf(token));

    const wrong = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: 'aaaa-bbbb-cccc',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.fields)).toEqual(['recovery_code']);
    const wrongPassword = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: 'not-it',
      recovery_code: recoveryCodes[0],
    });
    expect(wrongPassword.status).toBe(400);
    expect(Object.keys(wrongPassword.body.error.fields)).toEqual(['password']);
    expect(await securityItem(userIdOf(token))).toEqual(before);
    expect((await signInWithTotp(user, secret)).challenged).toBe(true);

    const used = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: recoveryCodes[0],
    });
    expect(used.status).toBe(204);
    const signedIn = await signInWithTotp(user, undefined);
    expect(signedIn.challenged).toBe(false);
    expect((await api('/me/security', { token: signedIn.token })).body.totp.enabled).toBe(false);

    // The same code again: TOTP is off, and no code of any set opens anything.
    const again = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: recoveryCodes[0],
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toHaveProperty('recovery_code');
  });

  it('a code is used once: turned on again in Cognito alone, the used code is refused as used', async () => {
    const { user, token } = await signedUpUser('brand');
    const { recoveryCodes } = await enrolTotp(token);
    expect(
      (
        await post('/auth/recovery-code', undefined, {
          email: user.email,
          password: user.password,
          recovery_code: recoveryCodes[1],
        })
      ).status,
    ).toBe(204);
    const { token: fresh } = await signInWithTotp(user, undefined);
    await turnOnTotpInCognito(fresh);
    const reused = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: recoveryCodes[1],
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields.recovery_code).toMatch(/used already/);
  });

  it('the same code from two tabs at once: one is signed in, the other refused', async () => {
    const { user, token } = await signedUpUser('creator');
    const { recoveryCodes } = await enrolTotp(token);
    const body = { email: user.email, password: user.password, recovery_code: recoveryCodes[5] };
    const answers = await Promise.all([
      post('/auth/recovery-code', undefined, body),
      post('/auth/recovery-code', undefined, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    const item = await securityItem(userIdOf(token));
    expect(item?.recovery_codes.filter((code: { used_at?: string }) => code.used_at)).toHaveLength(1);
  });

  it('attempts are limited: the sixth in an hour is 429, before any code is compared', async () => {
    const { user, token } = await signedUpUser('brand');
    const { recoveryCodes } = await enrolTotp(token);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('/auth/recovery-code', undefined, {
        email: user.email,
        password: user.password,
        recovery_code: `wrong-${attempt}`,
      });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.error.fields)).toEqual(['recovery_code']);
    }
    const limited = await post('/auth/recovery-code', undefined, {
      email: user.email,
      password: user.password,
      recovery_code: recoveryCodes[0],
    });
    expect(limited.status).toBe(429);
    expect((await securityItem(userIdOf(token)))?.totp_enabled_at).toEqual(expect.any(String));
  });

  it('bad input is 400 with the fields named', async () => {
    const answer = await post('/auth/recovery-code', undefined, { email: '', password: '' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['email', 'password', 'recovery_code']);
  });
});

describe('requireSecondFactor: the gate of money and key actions', () => {
  beforeAll(() => {
    useCloudEnvironment();
    process.env.USER_POOL_ID = outputs().UserPoolId;
  });

  it('refuses a person without TOTP with the reason, and lets one with it through', async () => {
    const { token } = await signedUpUser('brand');
    const userId = userIdOf(token);
    await expect(requireSecondFactor(userId, 'pay invoices')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Set up two-factor sign-in under Account → Security before you can pay invoices.',
    });
    await enrolTotp(token);
    await expect(requireSecondFactor(userId, 'pay invoices')).resolves.toBeUndefined();
  });
});
