/**
 * Issue 35, part 2: creator managers, over the wire. A creator invites a manager by e-mail (the link
 * arrives in the mailbox); only a creator account with the invited address can accept; the manager then
 * works in the creator's workspace through `x-creator-id`, on the routes their contracts open to managers,
 * and the creator's Activity records each change with acting_for. The matrix runs every creator route as
 * the creator, as the manager and as a non-manager sending the header; removal bites at the next request.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_HEADER } from '../../../../contracts/creator-managers';
import { routes } from '../../../../functions/routes';
import { fillPath, onboardedCreator } from '../../../../tests/support/brand';
import { api, signedUpUser } from '../../../../tests/support/cloud';
import { expectMail, managerInvitationSecretIn } from '../../../../tests/support/mailbox';

type Person = { token: string; userId: string; email: string };

const call = (method: string, path: string, token: string, creatorId?: string, body?: unknown) =>
  api(path.replace(/^\/api/, ''), {
    method,
    token,
    headers: {
      ...(creatorId ? { [CREATOR_HEADER]: creatorId } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const person = async (token: string, email: string): Promise<Person> => ({
  token,
  email,
  userId: (await call('GET', '/api/me', token)).body.id as string,
});

const INVITED = /invited you to manage/;

let creator: Person;
let manager: Person;
let outsider: Person;

beforeAll(async () => {
  const suffix = randomUUID().slice(0, 8);
  const [c, m, o] = await Promise.all([
    onboardedCreator(`maya_${suffix}`, { email: `maya-${suffix}@example.com` }),
    onboardedCreator(`mo_${suffix}`, { email: `mo-${suffix}@example.com` }),
    signedUpUser('creator', { email: `other-${suffix}@example.com` }),
  ]);
  [creator, manager, outsider] = await Promise.all([
    person(c.token, `maya-${suffix}@example.com`),
    person(m.token, `mo-${suffix}@example.com`),
    person(o.token, `other-${suffix}@example.com`),
  ]);
}, 120_000);

describe('granting by e-mail invitation', () => {
  it('the creator invites; only a creator account with the invited address accepts; the grant is listed', async () => {
    const invited = await call('POST', '/api/creator/managers/invitations', creator.token, undefined, {
      email: manager.email.toUpperCase(),
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email: manager.email, expired: false });
    const again = await call('POST', '/api/creator/managers/invitations', creator.token, undefined, {
      email: manager.email,
    });
    expect(again.status).toBe(409);

    const [mail] = await expectMail(manager.email, INVITED, 1);
    const secret = managerInvitationSecretIn(mail);
    expect(secret).toBeDefined();
    const view = await api(`/manager-invitations/${secret}`);
    expect(view.body.invitation).toMatchObject({ state: 'pending', email: manager.email });

    // A forwarded link opens nothing for someone else, nor for a brand account.
    const wrongPerson = await call('POST', `/api/manager-invitations/${secret}/accept`, outsider.token);
    expect(wrongPerson.status).toBe(403);
    expect(wrongPerson.body.error.message).toMatch(/was sent to/);
    const brand = await signedUpUser('brand');
    const asBrand = await call('POST', `/api/manager-invitations/${secret}/accept`, brand.token);
    expect(asBrand.status).toBe(403);
    expect(asBrand.body.error.message).toMatch(/creator account/);

    const accepted = await call('POST', `/api/manager-invitations/${secret}/accept`, manager.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.creator).toMatchObject({ creator_id: creator.userId });
    expect((await call('POST', `/api/manager-invitations/${secret}/accept`, manager.token)).status).toBe(404);

    // GET /api/me tells the web to load the switcher.
    expect((await call('GET', '/api/me', manager.token)).body.managed_count).toBe(1);
    expect((await call('GET', '/api/me', creator.token)).body.managed_count).toBe(0);
    const mine = await call('GET', '/api/me/creators', manager.token);
    expect(mine.body.creators.map((c: { creator_id: string }) => c.creator_id)).toEqual([creator.userId]);
    const managers = await call('GET', '/api/creator/managers', creator.token);
    expect(managers.body.managers).toEqual([
      expect.objectContaining({ user_id: manager.userId, email: manager.email }),
    ]);
    expect(managers.body.invitations).toEqual([]);
  }, 60_000);
});

describe('acting for the creator', () => {
  it('the manager edits the profile in the creator’s workspace; the creator sees it, and the Activity says who', async () => {
    const before = (await call('GET', '/api/creator/profile', manager.token, creator.userId)).body.creator;
    expect(before.id).toBe(creator.userId);
    const bio = `Managed by Mo ${randomUUID().slice(0, 6)}`;
    const saved = await call('PUT', '/api/creator/profile', manager.token, creator.userId, {
      username: before.username,
      bio,
      avatar_url: null,
      follower_count: 1200,
      instagram_handle: before.instagram_handle,
      tiktok_handle: null,
      youtube_handle: null,
      twitter_handle: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('GET', '/api/creator/profile', creator.token)).body.creator.bio).toBe(bio);
    // The manager's own workspace is untouched.
    expect((await call('GET', '/api/creator/profile', manager.token)).body.creator.bio).not.toBe(bio);

    const activity = await call('GET', '/api/creator/managers/activity', creator.token);
    const kinds = activity.body.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toEqual(['workspace.changed', 'manager.joined', 'manager.invited']);
    expect(activity.body.entries[0]).toMatchObject({
      actor: { id: manager.userId, email: manager.email, acting_for: creator.userId },
      subject: { type: 'route', id: 'PUT /api/creator/profile' },
    });
    expect(activity.body.entries[2].actor).toMatchObject({ id: creator.userId, acting_for: null });
  });

  it('payout settings, payouts and the managers screen are refused to the manager, with the reason', async () => {
    for (const [method, path] of [
      ['GET', '/api/creator/payout-account'],
      ['POST', '/api/creator/payout-account/onboarding-link'],
      ['POST', '/api/creator/payouts'],
      ['GET', '/api/creator/managers'],
      ['POST', '/api/creator/managers/invitations'],
    ] as const) {
      const refused = await call(
        method,
        path,
        manager.token,
        creator.userId,
        method === 'POST' ? {} : undefined,
      );
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toMatchObject({
        code: 'forbidden',
        message: /Only the creator can do this/,
      });
    }
  });

  it('a non-manager with a forged header is refused, and changes nothing', async () => {
    const read = await call('GET', '/api/creator/profile', outsider.token, creator.userId);
    expect(read.status).toBe(403);
    expect(read.body.error.code).toBe('not_a_manager');
    const bioBefore = (await call('GET', '/api/creator/profile', creator.token)).body.creator.bio;
    const write = await call('PUT', '/api/creator/profile', outsider.token, creator.userId, {
      username: `x_${randomUUID().slice(0, 8)}`,
    });
    expect(write.status).toBe(403);
    expect((await call('GET', '/api/creator/profile', creator.token)).body.creator.bio).toBe(bioBefore);
    for (const bad of ['../CREATOR', 'a'.repeat(80)])
      expect((await call('GET', '/api/creator/profile', outsider.token, bad)).status).toBe(403);
  });
});

const creatorRoutes = routes.filter((route) => route.auth === 'creator');
/** Routes whose allowed call would change what later calls see: the matrix checks their refusals only. */
const changesTheFixture = new Set(['POST /api/creator/onboarding/complete']);

describe('the matrix: every creator route × the creator, the manager and a non-manager', () => {
  const cases = creatorRoutes.flatMap((route) =>
    (['creator', 'manager', 'non-manager'] as const).map(
      (who) => [`${route.method} ${route.path} as ${who}`, route, who] as const,
    ),
  );

  it.each(cases)('%s', async (_name, route, who) => {
    const key = `${route.method} ${route.path}`;
    const token = who === 'creator' ? creator.token : who === 'manager' ? manager.token : outsider.token;
    const allowed = who === 'creator' || (who === 'manager' && route.contract.managers === true);
    if (allowed && changesTheFixture.has(key)) return;
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    const response = await call(route.method, fillPath(route.path, 'x'), token, creator.userId, body);
    if (allowed) {
      // Past the check: whatever the route answers to a made-up id or an empty body, it is no refusal of the caller.
      expect(
        response.body?.error?.code ?? 'ok',
        `${key} as ${who}: ${JSON.stringify(response.body)}`,
      ).not.toMatch(/^(forbidden|not_a_manager|unauthorized)$/);
    } else {
      expect(response.status, key).toBe(403);
      if (who === 'manager') expect(response.body.error.message, key).toMatch(/Only the creator can do this/);
      else expect(response.body.error.code, key).toMatch(/^(forbidden|not_a_manager)$/);
    }
  });
});

describe('ending the grant', () => {
  it('removal bites at the manager’s next request, and the Activity records it', async () => {
    expect((await call('GET', '/api/creator/dashboard', manager.token, creator.userId)).status).toBe(200);
    const removed = await call('DELETE', `/api/creator/managers/${manager.userId}`, creator.token);
    expect(removed.status).toBe(204);
    const next = await call('GET', '/api/creator/dashboard', manager.token, creator.userId);
    expect(next.status).toBe(403);
    expect(next.body.error.code).toBe('not_a_manager');
    expect((await call('GET', '/api/me/creators', manager.token)).body.creators).toEqual([]);
    expect((await call('GET', '/api/me', manager.token)).body.managed_count).toBe(0);
    const activity = await call('GET', '/api/creator/managers/activity', creator.token);
    expect(activity.body.entries[0]).toMatchObject({
      kind: 'manager.removed',
      actor: { id: creator.userId },
      subject: { id: manager.userId },
    });
  });

  it('a manager can leave; an invitation can be revoked (its link stops working)', async () => {
    const other = await onboardedCreator(undefined, {
      email: `leaver-${randomUUID().slice(0, 8)}@example.com`,
    });
    const leaver = await person(other.token, (await call('GET', '/api/me', other.token)).body.email);
    await call('POST', '/api/creator/managers/invitations', creator.token, undefined, {
      email: leaver.email,
    });
    const secret = managerInvitationSecretIn((await expectMail(leaver.email, INVITED, 1))[0]);
    expect((await call('POST', `/api/manager-invitations/${secret}/accept`, leaver.token)).status).toBe(200);
    expect((await call('DELETE', `/api/me/creators/${creator.userId}`, leaver.token)).status).toBe(204);
    expect((await call('GET', '/api/creator/dashboard', leaver.token, creator.userId)).status).toBe(403);
    const left = (await call('GET', '/api/creator/managers/activity', creator.token)).body.entries[0];
    expect(left).toMatchObject({
      kind: 'manager.left',
      actor: { id: leaver.userId, acting_for: creator.userId },
    });

    const email = `revoked-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await call('POST', '/api/creator/managers/invitations', creator.token, undefined, {
      email,
    });
    const revokedSecret = managerInvitationSecretIn((await expectMail(email, INVITED, 1))[0]);
    const revoked = await call(
      'DELETE',
      `/api/creator/managers/invitations/${invited.body.invitation.id}`,
      creator.token,
    );
    expect(revoked.status).toBe(204);
    expect((await api(`/manager-invitations/${revokedSecret}`)).status).toBe(404);
  }, 60_000);
});
