import type { BrandRole } from '../../contracts/brand-roles';
import type { Member } from '../../contracts/teams';
import { getBrand } from '../catalogue';
import { getProfile, getProfiles, peopleWithSecondFactor } from '../identity';
import type { Actor } from '../shared/audit/actor';
import { auditEntry } from '../shared/audit/audit-entry';
import { transactional, writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { type BrandAccess, firstTeamCounts, membershipWrites } from '../shared/tenancy/brand-access';
import { type BrandMemberItem, brandMember, userMembership } from '../shared/tenancy/entities/membership';
import { teamCounts } from '../shared/tenancy/entities/team-counts';
import { type Teams, teamsService } from './entities/teams-service';

/** The brand's member items (one Query; a team is at most MAX_MEMBERS people). */
export const listMemberItems = async (brandId: string): Promise<BrandMemberItem[]> =>
  (await brandMember.query.primary({ brand_id: brandId }).go({ consistent: true, pages: 'all' })).data;

/**
 * A brand made before issue 35 has its owner only implicitly (brand-access.ts): the team's first change
 * records them, with the team's counts, so every later check reads membership items only.
 */
export const ensureOwnerRecorded = async (brandId: string): Promise<void> => {
  const { data: counts } = await teamCounts.get({ brand_id: brandId }).go({ consistent: true });
  if (counts) return;
  const brand = await getBrand(brandId);
  if (!brand) throw new DomainError('not_found', 'Brand not found');
  const outcome = await writeTransaction<Teams, string>(teamsService(), () => ({
    ...membershipWrites({ brandId, userId: brand.user_id, role: 'owner', addedAt: brand.created_at }),
    team: firstTeamCounts(brandId),
  }));
  // Refused: another request recorded them first; either way they are recorded now.
  if (!outcome.ok && outcome.refused.length === 0) throw new Error(`team of ${brandId}: kept conflicting`);
};

export const toMembers = async (items: BrandMemberItem[], callerId: string): Promise<Member[]> => {
  const ids = items.map((item) => item.user_id);
  const [profiles, secured] = await Promise.all([getProfiles(ids), peopleWithSecondFactor(ids)]);
  const order: Record<BrandRole, number> = { owner: 0, admin: 1, manager: 2, finance: 3, viewer: 4 };
  return items
    .map((item) => {
      const profile = profiles.get(item.user_id);
      return {
        user_id: item.user_id,
        first_name: profile?.first_name ?? '',
        last_name: profile?.last_name ?? '',
        email: profile?.email ?? '',
        role: item.role,
        added_at: item.added_at,
        is_you: item.user_id === callerId,
        two_factor: secured.has(item.user_id),
      };
    })
    .sort((a, b) => order[a.role] - order[b.role] || a.added_at.localeCompare(b.added_at));
};

const memberOrThrow = async (brandId: string, userId: string): Promise<BrandMemberItem> => {
  const { data } = await brandMember.get({ brand_id: brandId, user_id: userId }).go({ consistent: true });
  if (!data) throw new DomainError('not_found', 'This person is not a member of the brand.');
  return data;
};

const lastOwner = () =>
  new DomainError('conflict', 'A brand always keeps an owner: make another member an owner first.');

/** The role of both items of a membership, and the owners' count when an owner's role changes. */
const roleWrites = (brandId: string, userId: string, role: BrandRole) => ({
  member: transactional(brandMember).patch({ brand_id: brandId, user_id: userId }).set({ role }).commit(),
  membership: transactional(userMembership)
    .patch({ user_id: userId, brand_id: brandId })
    .set({ role })
    .commit(),
});

const ownersBy = (brandId: string, change: -1 | 1) =>
  change < 0
    ? transactional(teamCounts)
        .patch({ brand_id: brandId })
        .add({ owners: -1 })
        .where((attr, op) => op.gt(attr.owners, 1))
        .commit()
    : transactional(teamCounts).patch({ brand_id: brandId }).add({ owners: 1 }).commit();

/** Only an owner changes (or removes) an owner; admins manage everyone else. */
const mayManage = (caller: BrandAccess, target: BrandMemberItem) => {
  if (target.role === 'owner' && caller.role !== 'owner')
    throw new DomainError('forbidden', "Only an owner can change or remove another owner's access.");
};

/** The member as the audit entry names them: their address now. */
const memberSubject = async (userId: string) => ({
  type: 'member',
  id: userId,
  label: (await getProfile(userId))?.email || null,
});

export const changeRole = async (
  caller: BrandAccess & { userId: string },
  userId: string,
  role: BrandRole,
  actor: Actor,
): Promise<BrandMemberItem> => {
  await ensureOwnerRecorded(caller.brandId);
  const target = await memberOrThrow(caller.brandId, userId);
  mayManage(caller, target);
  if (target.role === role) return target;
  const demotesOwner = target.role === 'owner';
  const audit = auditEntry(caller.brandId, actor, {
    kind: 'member.role_changed',
    subject: await memberSubject(userId),
    before: { role: target.role },
    after: { role },
  });
  const outcome = await writeTransaction<Teams, string>(teamsService(), () => ({
    ...roleWrites(caller.brandId, userId, role),
    ...(demotesOwner ? { owners: ownersBy(caller.brandId, -1) } : {}),
    audit: audit.commit(),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('owners' as never)) throw lastOwner();
    throw new DomainError('conflict', 'The team changed meanwhile. Reload and try again.');
  }
  return { ...target, role };
};

/** Removes a member (or the caller themself: leaving). Their next request is refused (brand-access.ts). */
export const removeMember = async (
  caller: BrandAccess & { userId: string },
  userId: string,
  actor: Actor,
): Promise<void> => {
  await ensureOwnerRecorded(caller.brandId);
  const target = await memberOrThrow(caller.brandId, userId);
  const leaving = userId === caller.userId;
  if (!leaving) mayManage(caller, target);
  const audit = auditEntry(caller.brandId, actor, {
    kind: leaving ? 'member.left' : 'member.removed',
    subject: await memberSubject(userId),
    before: { role: target.role },
  });
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    member: entities.brandMember
      .delete({ brand_id: caller.brandId, user_id: userId })
      .where((attr, op) => op.eq(attr.role, target.role))
      .commit(),
    membership: entities.userMembership.delete({ user_id: userId, brand_id: caller.brandId }).commit(),
    // One operation on the counts item (a transaction may touch an item once): an owner's removal also
    // takes one from the owners, on condition that another owner remains.
    team:
      target.role === 'owner'
        ? entities.teamCounts
            .patch({ brand_id: caller.brandId })
            .add({ members: -1, owners: -1 })
            .where((attr, op) => op.gt(attr.owners, 1))
            .commit()
        : entities.teamCounts.patch({ brand_id: caller.brandId }).add({ members: -1 }).commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) {
    if (target.role === 'owner' && outcome.refused.includes('team' as never)) throw lastOwner();
    throw new DomainError('conflict', 'The team changed meanwhile. Reload and try again.');
  }
};

/** The caller (an owner) makes another member an owner and becomes an admin, in one transaction. */
export const transferOwnership = async (
  caller: BrandAccess & { userId: string },
  userId: string,
  actor: Actor,
): Promise<BrandMemberItem> => {
  if (userId === caller.userId) throw new DomainError('conflict', 'You are already an owner.');
  await ensureOwnerRecorded(caller.brandId);
  const target = await memberOrThrow(caller.brandId, userId);
  if (target.role === 'owner') throw new DomainError('conflict', 'This member is already an owner.');
  const audit = auditEntry(caller.brandId, actor, {
    kind: 'ownership.transferred',
    subject: await memberSubject(userId),
    before: { role: target.role },
    after: { role: 'owner', previous_owner_becomes: 'admin' },
  });
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    ...roleWrites(caller.brandId, userId, 'owner'),
    // Still an owner when it commits (another owner may have demoted the caller meanwhile).
    self: entities.brandMember
      .patch({ brand_id: caller.brandId, user_id: caller.userId })
      .set({ role: 'admin' })
      .where((attr, op) => op.eq(attr.role, 'owner'))
      .commit(),
    selfMembership: entities.userMembership
      .patch({ user_id: caller.userId, brand_id: caller.brandId })
      .set({ role: 'admin' })
      .commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) throw new DomainError('conflict', 'The team changed meanwhile. Reload and try again.');
  return { ...target, role: 'owner' };
};

/** Whether the brand requires two-factor sign-in of its members (false until it is turned on). */
export const requiresTwoFactor = async (brandId: string): Promise<boolean> =>
  (await teamCounts.get({ brand_id: brandId }).go({ consistent: true })).data?.require_two_factor === true;

/**
 * Requires (or stops requiring) two-factor sign-in of every member. From the next request on, a member
 * without it is refused every brand route with the reason (tenancy/brand-access.ts); they set it up under
 * Account → Security and are let in again. The caller has it on (the route's secondFactor), so the change
 * never locks its own maker out. Conditional on the value it replaces, so two tabs' changes each leave
 * their own audit entry, or the second is told the setting changed.
 */
export const setTwoFactorRequirement = async (
  caller: BrandAccess & { userId: string },
  required: boolean,
  actor: Actor,
): Promise<boolean> => {
  await ensureOwnerRecorded(caller.brandId);
  const before = await requiresTwoFactor(caller.brandId);
  if (before === required) return required;
  const audit = auditEntry(caller.brandId, actor, {
    kind: 'team.two_factor_changed',
    before: { require_two_factor: before },
    after: { require_two_factor: required },
  });
  const outcome = await writeTransaction<Teams, string>(teamsService(), (entities) => ({
    team: entities.teamCounts
      .patch({ brand_id: caller.brandId })
      .set({ require_two_factor: required })
      .where((attr, op) =>
        before
          ? op.eq(attr.require_two_factor, true)
          : `(${op.notExists(attr.require_two_factor)} OR ${op.eq(attr.require_two_factor, false)})`,
      )
      .commit(),
    audit: audit.commit(),
  }));
  if (!outcome.ok) throw new DomainError('conflict', 'This setting changed meanwhile. Reload and try again.');
  return required;
};
