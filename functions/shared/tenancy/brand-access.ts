import { type BrandRole, brandRoleLabels, brandRoles } from '../../../contracts/brand-roles';
import { type BrandRequestItems, readBrandRequest } from '../data/brand-request';
import { transactional } from '../data/entity';
import { readSessionState, type SessionState } from '../data/session-state';
import { DomainError } from '../errors';
import { brandMember, brandOwner, userMembership } from './entities/membership';
import { teamCounts } from './entities/team-counts';

/** The brand a brand route's caller works for, and their role in it, as checked on this request. */
export interface BrandAccess {
  brandId: string;
  role: BrandRole;
}

/** Brand ids are `br_` and the id alphabet (data/ids.ts); anything else in the header is refused unread. */
const BRAND_ID = /^br_[0-9A-Za-z]{10,40}$/;

/** The two items of one membership, as one transaction's operations (creating a brand, accepting an invitation). */
export const membershipWrites = (input: {
  brandId: string;
  userId: string;
  role: BrandRole;
  addedAt: string;
  addedBy?: string;
}) => ({
  member: transactional(brandMember)
    .create({
      brand_id: input.brandId,
      user_id: input.userId,
      role: input.role,
      added_at: input.addedAt,
      ...(input.addedBy ? { added_by: input.addedBy } : {}),
    })
    .commit(),
  membership: transactional(userMembership)
    .create({ user_id: input.userId, brand_id: input.brandId, role: input.role, added_at: input.addedAt })
    .commit(),
});

/** A new team's counts: its creator, the one owner (with their membership, in one transaction). */
export const firstTeamCounts = (brandId: string) =>
  transactional(teamCounts).create({ brand_id: brandId, owners: 1, members: 1 }).commit();

/**
 * A brand made before issue 35 has no membership items: its creator (USER#{userId} / BRAND) is its owner
 * while the brand has no members recorded at all. Read-only (brand routes of read-only functions pass
 * here too); the team's first change records the owner (teams/ensure-owner-recorded.ts), after which
 * only the membership items speak (a removed former owner is not let back in by this).
 */
export const implicitOwnerAccess = async (userId: string): Promise<BrandAccess | undefined> => {
  const { data: owner } = await brandOwner.get({ userId }).go({ consistent: true });
  if (!owner?.brand_id) return undefined;
  const { data: anyMember } = await brandMember.query
    .primary({ brand_id: owner.brand_id })
    .go({ limit: 1, consistent: true });
  return anyMember.length === 0 ? { brandId: owner.brand_id, role: 'owner' } : undefined;
};

/** One of a person's brands, as their membership item (or the implicit owner's) names it. */
export interface BrandOfUser {
  brand_id: string;
  role: BrandRole;
  added_at: string;
  /** A brand made before issue 35 whose creator has no membership item yet (implicitOwnerAccess). */
  implicit?: true;
}

/**
 * The brands a person belongs to: their membership items (one consistent Query), or else the brand they
 * created before teams existed, if it has no members recorded (the workspace switcher, the default brand,
 * closing an account all read this one list).
 */
export const brandsOfUser = async (userId: string): Promise<BrandOfUser[]> => {
  const { data } = await userMembership.query.primary({ user_id: userId }).go({ consistent: true });
  if (data.length > 0) return data.map(({ brand_id, role, added_at }) => ({ brand_id, role, added_at }));
  const implicit = await implicitOwnerAccess(userId);
  return implicit ? [{ brand_id: implicit.brandId, role: 'owner', added_at: '', implicit: true }] : [];
};

/** A brand request's session check (http/session-check.ts), folded into the brand's read. */
export interface SessionCheck {
  key: { pk: string; sk: string };
  /** Judges the session's item (undefined: none); throws 401 when it is not active. */
  admit: (item: SessionState | undefined) => Promise<void>;
}

const notAMember = () =>
  new DomainError('not_a_member', 'You are not a member of this brand. Choose one of your brands.');

/** Brands may require two-factor sign-in of every member (Account → Team): a member without it is refused. */
const twoFactorGate = (items: BrandRequestItems): void => {
  if (items.requiresTwoFactor && !items.hasTwoFactor)
    throw new DomainError(
      'two_factor_required',
      'This brand requires two-factor sign-in for everyone on its team. Set it up under Account → Security, then come back.',
    );
};

const asRole = (role: string | undefined): BrandRole | undefined =>
  (brandRoles as readonly string[]).includes(role ?? '') ? (role as BrandRole) : undefined;

/**
 * Which brand a brand route works for (issue 35). The brand named by the request (`x-brand-id`, the
 * workspace switcher's choice) is checked against the caller's membership on every request, never
 * remembered, so a removed member or a lowered role bites at the next request: one strongly consistent
 * BatchGetItem (brand-request.ts) reads the membership, the brand's two-factor requirement, the caller's
 * second factor and their session at once. Without the header: the caller's own brand (the one they
 * own), else their first (one Query, then the same read) — so a one-brand user's clients need not send
 * it. No membership at all: 404, as before the brand exists (it is made from the sign-up's event a moment
 * later; the SPA retries). The session is judged first: a signed-out device is 401 whatever it asks.
 */
export const resolveBrandAccess = async (
  userId: string,
  requestedBrandId: string | undefined,
  session?: SessionCheck,
): Promise<BrandAccess> => {
  if (requestedBrandId !== undefined && requestedBrandId !== '') {
    if (!BRAND_ID.test(requestedBrandId)) {
      if (session) await session.admit(await readSessionState(session.key));
      throw notAMember();
    }
    const items = await readBrandRequest({
      userId,
      brandId: requestedBrandId,
      withMembership: true,
      ...(session ? { sessionKey: session.key } : {}),
    });
    await session?.admit(items.session);
    const role = asRole(items.membershipRole);
    const access: BrandAccess | undefined = role
      ? { brandId: requestedBrandId, role }
      : await implicitOwnerAccess(userId).then((implicit) =>
          implicit?.brandId === requestedBrandId ? implicit : undefined,
        );
    if (!access) throw notAMember();
    twoFactorGate(items);
    return access;
  }
  const mine = await brandsOfUser(userId);
  const chosen =
    mine.find((membership) => membership.role === 'owner') ??
    [...mine].sort((a, b) => a.added_at.localeCompare(b.added_at))[0];
  const access: BrandAccess | undefined = chosen && { brandId: chosen.brand_id, role: chosen.role };
  if (!access) {
    if (session) await session.admit(await readSessionState(session.key));
    throw new DomainError('not_found', 'Brand not found');
  }
  const items = await readBrandRequest({
    userId,
    brandId: access.brandId,
    withMembership: false,
    ...(session ? { sessionKey: session.key } : {}),
  });
  await session?.admit(items.session);
  twoFactorGate(items);
  return access;
};

const list = (roles: readonly BrandRole[]): string => {
  const labels = roles.map((role) => brandRoleLabels[role]);
  return labels.length === 1 ? String(labels[0]) : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
};

/** The route's roles checked against the caller's: a refusal names the caller's role and the roles needed. */
export const requireRole = (access: BrandAccess, allowed: readonly BrandRole[]): void => {
  if (allowed.includes(access.role)) return;
  throw new DomainError(
    'forbidden',
    `Your role at this brand (${brandRoleLabels[access.role]}) cannot do this. It needs ${list(allowed)}.`,
  );
};
