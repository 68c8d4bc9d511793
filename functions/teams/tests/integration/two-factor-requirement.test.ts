/**
 * Issue 35: a brand can require two-factor sign-in of all its members. Turned on (by an owner or admin who
 * has it on), a member without it is refused every brand route, with the reason, at their next request,
 * and let in again once they set it up under Account → Security; turning it off lets everyone in. The
 * membership, the brand's requirement, the member's second factor and their session are one read.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER, type BrandRole } from '../../../../contracts/brand-roles';
import { totpCode } from '../../../../infra/local/totp';
import { brandWithProducts, type TestBrand } from '../../../../tests/support/brand';
import { api, newUser, signedUpUser, signIn, type TestUser } from '../../../../tests/support/cloud';
import { expectMail, teamInvitationSecretIn } from '../../../../tests/support/mailbox';
import { enrolTotp } from '../../../../tests/support/second-factor';

type Person = { user: TestUser; token: string };

const call = (method: string, path: string, token: string, brandId?: string, body?: unknown) =>
  api(path, {
    method,
    token,
    headers: {
      ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/**
 * Invites a new address to `brand` in `role`, signs it up (so it has no brand of its own: this is its
 * only one, the default without x-brand-id) and accepts the e-mailed link as them.
 */
const join = async (brand: TestBrand, role: Exclude<BrandRole, 'owner'>): Promise<Person> => {
  const { email } = newUser('brand');
  const invited = await call('POST', '/brand/members/invitations', brand.token, brand.brandId, {
    email,
    role,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const person = await signedUpUser('brand', { email, firstName: `Team ${role}` });
  const [mail] = await expectMail(person.user.email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail);
  const accepted = await call('POST', `/team-invitations/${secret}/accept`, person.token);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return person;
};

const requirement = (brand: TestBrand, token: string, required: boolean) =>
  call('PUT', '/brand/members/two-factor', token, brand.brandId, { required });

let brand: TestBrand;
let otherBrand: TestBrand;
let manager: Person;
let finance: Person;
let admin: Person;

beforeAll(async () => {
  [brand, otherBrand] = await Promise.all([brandWithProducts(1), brandWithProducts(1)]);
  manager = await join(brand, 'manager');
  finance = await join(brand, 'finance');
  admin = await join(brand, 'admin');
  // The manager works for a second brand too, which does not require it.
  const elsewhere = await call('POST', '/brand/members/invitations', otherBrand.token, otherBrand.brandId, {
    email: manager.user.email,
    role: 'viewer',
  });
  expect(elsewhere.status).toBe(201);
  // Their second invitation: the first link was used up when they joined.
  const mails = await expectMail(manager.user.email, /invited you to/, 2);
  const answers = await Promise.all(
    mails.map(async (mail) => {
      const secret = teamInvitationSecretIn(mail);
      return (await call('POST', `/team-invitations/${secret}/accept`, manager.token)).status;
    }),
  );
  expect(answers.sort()).toEqual([200, 404]);
  await enrolTotp(finance.token);
}, 180_000);

describe('requiring two-factor sign-in of the whole team', () => {
  it('is only for owners and admins, and only with two-factor sign-in on themselves', async () => {
    const asManager = await requirement(brand, manager.token, true);
    expect(asManager.status).toBe(403);
    expect(asManager.body.error.code).toBe('forbidden');

    const withoutIt = await requirement(brand, brand.token, true);
    expect(withoutIt.status).toBe(403);
    expect(withoutIt.body.error.message).toBe(
      'Set up two-factor sign-in under Account → Security before you can require two-factor sign-in for your team.',
    );
    expect((await call('GET', '/brand/members', brand.token)).body.require_two_factor).toBe(false);
  });

  it('turned on, refuses every brand route to a member without it at once, names the reason, and lets them in once set up', async () => {
    await enrolTotp(brand.token);
    const team = await call('GET', '/brand/members', brand.token);
    const secured = Object.fromEntries(
      team.body.members.map((member: { role: string; two_factor: boolean }) => [
        member.role,
        member.two_factor,
      ]),
    );
    expect(secured).toEqual({ owner: true, admin: false, manager: false, finance: true });

    // Bad input is refused at the field and changes nothing.
    for (const body of [{ required: 'yes' }, {}, { required: true, extra: 1 }]) {
      const bad = await call('PUT', '/brand/members/two-factor', brand.token, brand.brandId, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/brand/members', brand.token)).body.require_two_factor).toBe(false);

    const on = await requirement(brand, brand.token, true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ require_two_factor: true });
    expect((await requirement(brand, brand.token, true)).status).toBe(200);

    for (const path of ['/brand/products', '/brand/members', '/brand/account']) {
      // With the brand named, and without (the manager's default brand is the first one joined: this one).
      for (const header of [brand.brandId, undefined]) {
        const refused = await call('GET', path, manager.token, header);
        expect(refused.status, `${path} ${header}`).toBe(403);
        expect(refused.body.error).toEqual({
          code: 'two_factor_required',
          message:
            'This brand requires two-factor sign-in for everyone on its team. Set it up under Account → Security, then come back.',
        });
      }
    }
    // An admin without it is refused too; the finance member and the owner, who have it, are not.
    expect((await call('GET', '/brand/products', admin.token, brand.brandId)).status).toBe(403);
    expect((await call('GET', '/brand/invoices', finance.token, brand.brandId)).status).toBe(200);
    expect((await call('GET', '/brand/products', brand.token, brand.brandId)).status).toBe(200);
    // The manager's other brand does not require it; their own account's routes are open to set it up.
    expect((await call('GET', '/brand/products', manager.token, otherBrand.brandId)).status).toBe(200);
    expect((await call('GET', '/me/security', manager.token)).status).toBe(200);
    expect((await call('GET', '/me/brands', manager.token)).status).toBe(200);

    await enrolTotp(manager.token);
    expect((await call('GET', '/brand/products', manager.token, brand.brandId)).status).toBe(200);
    expect((await call('GET', '/brand/products', manager.token)).status).toBe(200);
  });

  it('a member who turns it off is refused again; turned off for the brand, everyone is let in', async () => {
    const { secret } = await enrolTotp(admin.token);
    expect((await call('GET', '/brand/products', admin.token, brand.brandId)).status).toBe(200);
    // Codes of one 30-second window are single-use in Cognito's eyes: wait for the next window.
    await new Promise((resolve) => setTimeout(resolve, 31_000 - (Date.now() % 30_000)));
    const off = await call('POST', '/me/security/totp/turn-off', admin.token, undefined, {
      password: admin.user.password,
      code: totpCode(secret),
    });
    expect(off.status, JSON.stringify(off.body)).toBe(204);
    expect((await call('GET', '/brand/products', admin.token, brand.brandId)).body.error?.code).toBe(
      'two_factor_required',
    );

    const offForAll = await requirement(brand, brand.token, false);
    expect(offForAll.body).toEqual({ require_two_factor: false });
    expect((await call('GET', '/brand/products', admin.token, brand.brandId)).status).toBe(200);
  }, 60_000);

  it('each change is in the audit log with who made it and the values before and after', async () => {
    const log = await call(
      'GET',
      '/brand/audit-log?kind=team.two_factor_changed',
      brand.token,
      brand.brandId,
    );
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const entries = log.body.entries.map(
      (entry: { before: unknown; after: unknown; actor: { role: string } }) => ({
        before: entry.before,
        after: entry.after,
        role: entry.actor.role,
      }),
    );
    expect(entries).toEqual([
      { before: { require_two_factor: true }, after: { require_two_factor: false }, role: 'owner' },
      { before: { require_two_factor: false }, after: { require_two_factor: true }, role: 'owner' },
    ]);
  });
});

describe('the session rides in the same read', () => {
  it('a signed-out device is refused (401) on brand routes, named brand or not, before any membership answer', async () => {
    const owner = await signedUpUser('brand');
    // The brand is made from the sign-up's event a moment later.
    for (let tries = 0; (await call('GET', '/brand/account', owner.token)).status !== 200; tries++) {
      if (tries > 60) throw new Error('the brand was not made');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const phone = await signIn(owner.user, { id: randomUUID() });
    const claims = JSON.parse(Buffer.from(phone.split('.')[1] ?? '', 'base64url').toString('utf8'));
    expect((await call('DELETE', `/sessions/${claims.origin_jti}`, owner.token)).status).toBe(204);
    for (const header of [undefined, brand.brandId, 'br_not-an-id']) {
      const refused = await call('GET', '/brand/products', phone, header);
      expect(refused.status, String(header)).toBe(401);
      expect(refused.body.error.message).toBe('This device was signed out. Sign in again.');
    }
    expect((await call('GET', '/brand/products', owner.token)).status).toBe(200);
  });
});
