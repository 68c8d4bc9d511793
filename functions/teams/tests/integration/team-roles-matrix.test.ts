/**
 * Issue 35: a brand is a team. The owner invites people by e-mail (the link arrives in the mailbox), they
 * accept and act for the brand in their role; the authorization matrix runs every brand route for every
 * role and a non-member, with 0 leaks; a removed member is refused at their next request; the last owner
 * cannot leave nor be removed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrandRole } from '../../../../contracts/brand-roles';
import { BRAND_HEADER } from '../../../../contracts/brand-roles';
import { routes } from '../../../../functions/routes';
import { brandWithProducts, fillPath, type TestBrand } from '../../../../tests/support/brand';
import { api, signedUpUser } from '../../../../tests/support/cloud';
import { expectMail, teamInvitationSecretIn } from '../../../../tests/support/mailbox';
import { ensureSecondFactor } from '../../../../tests/support/second-factor';

type Member = { token: string; userId: string; email: string };

let owner: TestBrand;
const people = {} as Record<Exclude<BrandRole, 'owner'>, Member>;
let outsider: TestBrand;

const call = (method: string, path: string, token: string, brandId?: string, body?: unknown) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    headers: {
      ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** Invites `email` as `role`, reads the link from the e-mail, and accepts it as the signed-in `token`. */
const join = async (role: Exclude<BrandRole, 'owner'>): Promise<Member> => {
  const { user, token } = await signedUpUser('brand', { firstName: `Team ${role}` });
  const invited = await call('POST', '/api/brand/members/invitations', owner.token, undefined, {
    email: user.email,
    role,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const [mail] = await expectMail(user.email, /invited you to/, 1);
  const secret = teamInvitationSecretIn(mail);
  expect(secret).toBeDefined();
  const view = await api(`/team-invitations/${secret}`);
  expect(view.body.invitation).toMatchObject({ role, state: 'pending', email: user.email.toLowerCase() });
  const accepted = await call('POST', `/api/team-invitations/${secret}/accept`, token);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.brand).toMatchObject({ brand_id: owner.brandId, role });
  // The link opened once: accepted, it is gone.
  expect((await call('POST', `/api/team-invitations/${secret}/accept`, token)).status).toBe(404);
  const me = await call('GET', '/api/me/brands', token);
  const userId = (await call('GET', '/api/me', token)).body.id as string;
  expect(me.body.brands.map((brand: { brand_id: string }) => brand.brand_id)).toContain(owner.brandId);
  return { token, userId, email: user.email };
};

/** What a finance member without two-factor sign-in was answered on Pay, before the matrix turned it on. */
let payWithoutSecondFactor: Awaited<ReturnType<typeof call>>;

beforeAll(async () => {
  [owner, outsider] = await Promise.all([brandWithProducts(1, { firstName: 'Owner' }), brandWithProducts(1)]);
  for (const role of ['admin', 'manager', 'finance', 'viewer'] as const) people[role] = await join(role);
  payWithoutSecondFactor = await call(
    'POST',
    '/api/brand/invoices/INV-1/checkout',
    people.finance.token,
    owner.brandId,
    {},
  );
  // The roles that handle money and keys act only with two-factor sign-in: turned on for the matrix.
  await Promise.all([owner.token, people.admin.token, people.finance.token].map(ensureSecondFactor));
}, 180_000);

it('a finance member without two-factor sign-in is refused Pay, with the reason', () => {
  expect(payWithoutSecondFactor.status).toBe(403);
  expect(payWithoutSecondFactor.body.error.message).toBe(
    'Set up two-factor sign-in under Account → Security before you can pay invoices.',
  );
});

const brandRoutes = routes.filter((route) => route.auth === 'brand');
/**
 * Routes whose allowed call would change what later calls of the matrix see (leaving the team,
 * disconnecting the store, removing the payment method, finishing onboarding): for them the matrix checks
 * the refusals only; the allowed side is checked by their own tests.
 */
const changesTheFixture = new Set([
  'POST /api/brand/members/leave',
  'DELETE /api/brand/store',
  'DELETE /api/brand/billing/payment-method',
  'POST /api/brand/onboarding/complete',
  'POST /api/brand/store/shopify',
]);

describe('the authorization matrix: every brand route × every role and a non-member', () => {
  const cases = brandRoutes.flatMap((route) =>
    (['owner', 'admin', 'manager', 'finance', 'viewer', 'non-member'] as const).map(
      (who) => [`${route.method} ${route.path} as ${who}`, route, who] as const,
    ),
  );

  it.each(cases)('%s', async (_name, route, who) => {
    const key = `${route.method} ${route.path}`;
    const token = who === 'owner' ? owner.token : who === 'non-member' ? outsider.token : people[who].token;
    const allowed = who !== 'non-member' && (route.contract.roles ?? []).includes(who);
    if (allowed && changesTheFixture.has(key)) return;
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    const response = await call(route.method, fillPath(route.path, 'x'), token, owner.brandId, body);
    if (who === 'non-member') {
      expect(response.status, key).toBe(403);
      expect(response.body.error.code).toBe('not_a_member');
    } else if (allowed) {
      // Past the role check: whatever the route answers to a made-up id or an empty body, it is not a refusal of the role.
      expect(
        response.body?.error?.code ?? 'ok',
        `${key} as ${who}: ${JSON.stringify(response.body)}`,
      ).not.toMatch(/^(forbidden|not_a_member|unauthorized)$/);
    } else {
      expect(response.status, key).toBe(403);
      expect(response.body.error.code, key).toBe('forbidden');
      expect(response.body.error.message).toMatch(/Your role at this brand/);
    }
  });

  it('names the brand in use explicitly: a brand id that is not yours is refused, not taken', async () => {
    const response = await call('GET', '/api/brand/account', people.viewer.token, outsider.brandId);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('not_a_member');
    for (const bad of ['br_x', '../BRAND', `br_${'A'.repeat(60)}`])
      expect((await call('GET', '/api/brand/account', owner.token, bad)).status).toBe(403);
  });
});

describe('the team', () => {
  it('lists the members with their roles and who is calling', async () => {
    const team = await call('GET', '/api/brand/members', people.viewer.token, owner.brandId);
    expect(team.status).toBe(200);
    expect(team.body.your_role).toBe('viewer');
    expect(team.body.members.map((member: { role: string }) => member.role)).toEqual([
      'owner',
      'admin',
      'manager',
      'finance',
      'viewer',
    ]);
    expect(team.body.members.find((member: { is_you: boolean }) => member.is_you).email).toBe(
      people.viewer.email.toLowerCase(),
    );
  });

  it('an admin cannot remove or demote an owner; the last owner can neither leave nor be demoted', async () => {
    const ownerId = (await call('GET', '/api/me', owner.token)).body.id as string;
    const asAdmin = await call('DELETE', `/api/brand/members/${ownerId}`, people.admin.token, owner.brandId);
    expect(asAdmin.status).toBe(403);
    const leave = await call('POST', '/api/brand/members/leave', owner.token, owner.brandId);
    expect(leave.status).toBe(409);
    expect(leave.body.error.message).toMatch(/always keeps an owner/);
  });

  it('a changed role bites at the next request; a removed member is refused at once', async () => {
    const { userId, token } = people.viewer;
    const promoted = await call(
      'PUT',
      `/api/brand/members/${userId}/role`,
      people.admin.token,
      owner.brandId,
      {
        role: 'manager',
      },
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.member.role).toBe('manager');
    // As a manager now: a program change passes the role check.
    const asManager = await call('PUT', '/api/brand/products/commission', token, owner.brandId, {});
    expect(asManager.body.error?.code).not.toBe('forbidden');
    expect((await call('GET', '/api/brand/account', token, owner.brandId)).status).toBe(200);
    expect(
      (await call('DELETE', `/api/brand/members/${userId}`, people.admin.token, owner.brandId)).status,
    ).toBe(204);
    const after = await call('GET', '/api/brand/account', token, owner.brandId);
    expect(after.status).toBe(403);
    expect(after.body.error.code).toBe('not_a_member');
    const brands = await call('GET', '/api/me/brands', token);
    expect(brands.body.brands.map((brand: { brand_id: string }) => brand.brand_id)).not.toContain(
      owner.brandId,
    );

    // The audit log tells it, each entry written with its change: who, in what role, before and after.
    const log = await call('GET', '/api/brand/audit-log?limit=50', owner.token, owner.brandId);
    expect(log.status).toBe(200);
    type Entry = {
      kind: string;
      actor: { id: string; role: string | null };
      subject: { id: string } | null;
      before: unknown;
      after: unknown;
    };
    const entries = log.body.entries as Entry[];
    const about = entries.filter((entry) => entry.subject?.id === userId);
    expect(about.map((entry) => entry.kind)).toEqual([
      'member.removed',
      'member.role_changed',
      'member.joined',
    ]);
    const [removed, changed, joined] = about;
    expect(removed?.actor).toMatchObject({ id: people.admin.userId, role: 'admin' });
    expect(removed?.before).toEqual({ role: 'manager' });
    expect(changed).toMatchObject({ before: { role: 'viewer' }, after: { role: 'manager' } });
    expect(joined?.actor).toMatchObject({ id: userId, role: 'viewer' });
    expect(entries.filter((entry) => entry.kind === 'member.invited').length).toBeGreaterThanOrEqual(4);
  });

  it('an invitation is unique per address, can be resent (the old link dies) and revoked', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const first = await call('POST', '/api/brand/members/invitations', owner.token, owner.brandId, {
      email,
      role: 'viewer',
    });
    expect(first.status).toBe(201);
    const twice = await call('POST', '/api/brand/members/invitations', owner.token, owner.brandId, {
      email: email.toUpperCase(),
      role: 'viewer',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields.email).toMatch(/Already invited/);
    const [sent] = await expectMail(email, /invited you to/, 1);
    const oldSecret = teamInvitationSecretIn(sent);
    const resent = await call(
      'POST',
      `/api/brand/members/invitations/${first.body.invitation.id}/resend`,
      owner.token,
      owner.brandId,
    );
    expect(resent.status).toBe(200);
    const mails = await expectMail(email, /invited you to/, 2);
    const newSecret = teamInvitationSecretIn(mails[1]);
    expect(newSecret).not.toBe(oldSecret);
    expect((await api(`/team-invitations/${oldSecret}`)).status).toBe(404);
    expect((await api(`/team-invitations/${newSecret}`)).status).toBe(200);
    const revoked = await call(
      'DELETE',
      `/api/brand/members/invitations/${first.body.invitation.id}`,
      owner.token,
      owner.brandId,
    );
    expect(revoked.status).toBe(204);
    expect((await api(`/team-invitations/${newSecret}`)).status).toBe(404);
  });

  it('the invitation opens only for the address it was sent to, and only for a brand account', async () => {
    const { user } = await signedUpUser('brand');
    const invited = await call('POST', '/api/brand/members/invitations', owner.token, owner.brandId, {
      email: user.email,
      role: 'finance',
    });
    expect(invited.status).toBe(201);
    const [mail] = await expectMail(user.email, /invited you to/, 1);
    const secret = teamInvitationSecretIn(mail);
    const someoneElse = await call('POST', `/api/team-invitations/${secret}/accept`, outsider.token);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.error.message).toMatch(/was sent to/);
    const { token: creatorToken } = await signedUpUser('creator');
    expect((await call('POST', `/api/team-invitations/${secret}/accept`, creatorToken)).status).toBe(403);
  });
});
