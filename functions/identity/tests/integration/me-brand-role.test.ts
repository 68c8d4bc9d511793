/**
 * Issue 35: GET /api/me answers the caller's role at the brand in use (`brand_role`), for the web to offer
 * only what the role may do. The brand is the `x-brand-id` header checked against the caller's membership
 * as brand routes check it: a brand they are not a member of gives no role there — the answer is their
 * default brand's role, the brand every brand route then works on once the web forgets that choice.
 */
import { beforeAll, expect, it } from 'vitest';
import { BRAND_HEADER } from '../../../../contracts/brand-roles';
import { api, eventually, signedUpUser } from '../../../../tests/support/cloud';
import { joinTeam } from '../../../../tests/support/team';

type Person = Awaited<ReturnType<typeof signedUpUser>> & { brandId: string; userId: string };

/** A brand account with its own brand made (by the sign-up's event). */
const brandOwner = async (firstName: string): Promise<Person> => {
  const person = await signedUpUser('brand', { firstName });
  const brandId = await eventually(async () => {
    const response = await api('/brand/onboarding', { token: person.token });
    return response.status === 200 ? (response.body.brand.id as string) : undefined;
  }, 30_000);
  const userId = (await api('/me', { token: person.token })).body.id as string;
  return { ...person, brandId, userId };
};

const roleAt = async (token: string, brandId?: string) => {
  const response = await api('/me', { token, headers: brandId ? { [BRAND_HEADER]: brandId } : {} });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.brand_role as string | null;
};

let owner: Person;
let member: Person;
let viewer: Person;
let outsider: Person;

beforeAll(async () => {
  [owner, member, viewer, outsider] = await Promise.all([
    brandOwner('Owner'),
    brandOwner('Member'),
    brandOwner('Viewer'),
    brandOwner('Outsider'),
  ]);
  // The member hands their own brand to the owner (an admin there now), so that their default brand's
  // role (admin, their earliest membership) differs from every role the headers below could give.
  await joinTeam({ token: member.token }, owner, 'admin');
  const handed = await api(`/brand/members/${owner.userId}/transfer-ownership`, {
    method: 'POST',
    token: member.token,
    headers: { [BRAND_HEADER]: member.brandId },
  });
  expect(handed.status, JSON.stringify(handed.body)).toBe(200);
  await joinTeam({ token: owner.token, brandId: owner.brandId }, member, 'finance');
  await joinTeam({ token: owner.token, brandId: owner.brandId }, viewer, 'viewer');
}, 180_000);

it("answers the caller's role at the brand the header names, for each of their brands", async () => {
  expect(await roleAt(member.token, owner.brandId)).toBe('finance');
  expect(await roleAt(member.token, member.brandId)).toBe('admin');
  expect(await roleAt(viewer.token, owner.brandId)).toBe('viewer');
  expect(await roleAt(viewer.token, viewer.brandId)).toBe('owner');
  expect(await roleAt(owner.token, owner.brandId)).toBe('owner');
  expect(await roleAt(owner.token, member.brandId)).toBe('owner');
});

it('without the header: the role at the default brand (one they own, else their earliest)', async () => {
  expect(await roleAt(owner.token)).toBe('owner');
  expect(await roleAt(member.token)).toBe('admin');
});

it("a brand the caller is not a member of gives no role there: the default brand's role, as brand routes fall back", async () => {
  // The outsider's brand: the member has no role at it, and a brand route refuses the header.
  expect(await roleAt(member.token, outsider.brandId)).toBe('admin');
  const refused = await api('/brand/products', {
    token: member.token,
    headers: { [BRAND_HEADER]: outsider.brandId },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('not_a_member');
  // Nor does a header that is no brand id at all.
  expect(await roleAt(member.token, 'br_notabrandatall0000')).toBe('admin');
  expect(await roleAt(member.token, '<script>')).toBe('admin');
});

it('a creator has no brand role, whatever the header', async () => {
  const creator = await signedUpUser('creator');
  expect(await roleAt(creator.token)).toBeNull();
  expect(await roleAt(creator.token, owner.brandId)).toBeNull();
});
