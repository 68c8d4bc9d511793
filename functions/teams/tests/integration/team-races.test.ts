/**
 * Issue 35, "a brand always keeps an owner" under a race: two owners of one brand demote each other, or
 * remove each other, at the same instant, round after round. Each time exactly one succeeds, the other is
 * refused (with the rule's message when both requests got past the role check), the brand keeps an owner,
 * and the team's counts (BRAND#/TEAM, the condition of every such change) agree with its member items.
 *
 * The API never makes a second owner (ownership is transferred: the giver becomes an admin), yet the rule
 * is written for several (team-counts.ts; closing an account checks it too): the second owner is made here
 * by writing their membership and the counts directly, as one transaction.
 */
import { beforeAll, expect, it } from 'vitest';
import { BRAND_HEADER } from '../../../../contracts/brand-roles';
import { brandWithProducts } from '../../../../tests/support/brand';
import { api, signedUpUser, useCloudEnvironment } from '../../../../tests/support/cloud';
import { expectMail, teamInvitationSecretIn } from '../../../../tests/support/mailbox';
import { json } from '../../../../tests/support/partnership';
import { tableItem } from '../../../../tests/support/table-items';
import { writeTransaction } from '../../../shared/data/entity';
import { membershipWrites } from '../../../shared/tenancy/brand-access';
import { brandMember } from '../../../shared/tenancy/entities/membership';
import { type Teams, teamsService } from '../../entities/teams-service';

type Owner = { token: string; userId: string };

const ROUNDS = 6;
const KEEPS_AN_OWNER = 'A brand always keeps an owner: make another member an owner first.';

let brandId: string;
let first: Owner;
let second: Owner;

/** A request of `owner` for the brand (their own brand is another: the header names this one). */
const asMember = (
  owner: Owner,
  init: { method: string; body?: string; headers?: Record<string, string> },
) => ({
  ...init,
  token: owner.token,
  headers: { ...init.headers, [BRAND_HEADER]: brandId },
});

/** Makes `userId` an owner of the brand: their membership (written, or its role changed) and the counts. */
const makeOwner = async (userId: string) => {
  const { data: member } = await brandMember
    .get({ brand_id: brandId, user_id: userId })
    .go({ consistent: true });
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) =>
    member
      ? {
          member: entities.brandMember
            .patch({ brand_id: brandId, user_id: userId })
            .set({ role: 'owner' })
            .commit(),
          membership: entities.userMembership
            .patch({ user_id: userId, brand_id: brandId })
            .set({ role: 'owner' })
            .commit(),
          counts: entities.teamCounts.patch({ brand_id: brandId }).add({ owners: 1 }).commit(),
        }
      : {
          ...membershipWrites({ brandId, userId, role: 'owner', addedAt: new Date().toISOString() }),
          counts: entities.teamCounts.patch({ brand_id: brandId }).add({ owners: 1, members: 1 }).commit(),
        },
  );
  expect(outcome.ok).toBe(true);
};

/** The brand's member items, and its counts item, which must say the same. */
const expectCountsMatchMembers = async () => {
  const { data: members } = await brandMember.query
    .primary({ brand_id: brandId })
    .go({ consistent: true, pages: 'all' });
  const counts = await tableItem({ pk: `BRAND#${brandId}`, sk: 'TEAM' });
  const owners = members.filter((member) => member.role === 'owner');
  expect(owners.length).toBeGreaterThanOrEqual(1);
  expect(counts).toMatchObject({ owners: owners.length, members: members.length });
  return owners.map((owner) => owner.user_id);
};

/**
 * One of the two succeeded (`ok`) and the other was refused; answers which won, and whether the refusal
 * was the rule's (409: both passed the role check, the counts' condition decided). The other refusal,
 * `lateRefusal`, comes when the loser's request was checked after the winner's change had committed: it
 * was no longer an owner (or a member) by then. Both refusals are right; the rounds must see the race.
 */
const oneWon = (
  answers: Awaited<ReturnType<typeof api>>[],
  ok: number,
  lateRefusal: { code: string; message: string | RegExp },
): { winner: 0 | 1; raced: boolean } => {
  const bodies = JSON.stringify(answers.map((answer) => answer.body));
  const winners = answers.filter((answer) => answer.status === ok);
  expect(winners, bodies).toHaveLength(1);
  const lost = answers.find((answer) => answer.status !== ok);
  if (lost?.status === 409)
    expect(lost.body.error).toMatchObject({ code: 'conflict', message: KEEPS_AN_OWNER });
  else {
    expect(lost?.status, bodies).toBe(403);
    expect(lost?.body.error.code).toBe(lateRefusal.code);
    expect(lost?.body.error.message).toMatch(lateRefusal.message);
  }
  return { winner: answers[0]?.status === ok ? 0 : 1, raced: lost?.status === 409 };
};

beforeAll(async () => {
  useCloudEnvironment();
  const brand = await brandWithProducts(0);
  brandId = brand.brandId;
  first = { token: brand.token, userId: (await api('/me', { token: brand.token })).body.id };
  // The second person joins as the product has them join: invited by e-mail, the link accepted.
  const { user, token } = await signedUpUser('brand');
  const invited = await api('/brand/members/invitations', {
    ...json('POST', { email: user.email, role: 'admin' }),
    token: first.token,
  });
  expect(invited.status).toBe(201);
  const [mail] = await expectMail(user.email, /invited you to/, 1);
  const accepted = await api(`/team-invitations/${teamInvitationSecretIn(mail)}/accept`, {
    method: 'POST',
    token,
  });
  expect(accepted.status).toBe(200);
  second = { token, userId: (await api('/me', { token })).body.id };
}, 90_000);

it('two owners demoting each other at once: one succeeds each time, the brand keeps an owner', async () => {
  const pair = [first, second] as const;
  let races = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // Whoever is not an owner now (the second at first, then the one demoted last round) is made one again.
    const owners = await expectCountsMatchMembers();
    for (const person of pair) if (!owners.includes(person.userId)) await makeOwner(person.userId);
    expect(await expectCountsMatchMembers()).toHaveLength(2);

    const demote = (by: Owner, whom: Owner) =>
      api(`/brand/members/${whom.userId}/role`, asMember(by, json('PUT', { role: 'admin' })));
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    const { winner, raced } = oneWon(answers, 200, {
      code: 'forbidden',
      message: "Only an owner can change or remove another owner's access.",
    });
    if (raced) races++;
    expect(await expectCountsMatchMembers(), `round ${round}`).toEqual([pair[winner].userId]);
  }
  expect(races, 'rounds decided by the counts, not by the order of arrival').toBeGreaterThanOrEqual(1);
}, 120_000);

it('two owners removing each other at once: one succeeds each time, the brand keeps an owner', async () => {
  const pair = [first, second] as const;
  let races = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // Whoever was removed (or demoted, in the test before) last round is made an owner again.
    const owners = await expectCountsMatchMembers();
    for (const person of pair) if (!owners.includes(person.userId)) await makeOwner(person.userId);
    expect(await expectCountsMatchMembers()).toHaveLength(2);

    const remove = (by: Owner, whom: Owner) =>
      api(`/brand/members/${whom.userId}`, asMember(by, { method: 'DELETE' }));
    const answers = await Promise.all([remove(first, second), remove(second, first)]);
    const { winner, raced } = oneWon(answers, 204, { code: 'not_a_member', message: /not a member/ });
    if (raced) races++;
    expect(await expectCountsMatchMembers(), `round ${round}`).toEqual([pair[winner].userId]);
    // The one removed is out of the brand at their next request.
    const after = await api('/brand/account', asMember(pair[1 - winner] as Owner, { method: 'GET' }));
    expect(after.body.error?.code).toBe('not_a_member');
  }
  expect(races, 'rounds decided by the counts, not by the order of arrival').toBeGreaterThanOrEqual(1);
}, 120_000);
