import type { BrandRole } from '../../contracts/brand-roles';
import { DomainError } from '../shared/errors';
import { type Caller, isOperator } from '../shared/http/caller';
import { resolveBrandAccess } from '../shared/tenancy/brand-access';
import { managedCreatorGrant } from '../shared/tenancy/entities/creator-manager';
import { userMembership } from '../shared/tenancy/entities/membership';
import { getProfile, type Profile } from './entities/profile';

export type Me = Omit<Profile, 'created_at' | 'closed_at'> & {
  brand_count: number;
  managed_count: number;
  brand_role: BrandRole | null;
  operator: boolean;
};

/**
 * How many brands a brand user belongs to (issue 35): the web loads its workspace switcher only for two or
 * more. One Query of the person's own partition, keys only, alongside the profile's GetItem.
 */
const brandCount = async (caller: Caller): Promise<number> =>
  caller.role === 'brand'
    ? (
        await userMembership.query
          .primary({ user_id: caller.userId })
          .go({ attributes: ['brand_id'], pages: 'all' })
      ).data.length
    : 0;

/**
 * How many creators a creator account manages (issue 35): the web loads its creator switcher only for one
 * or more. One Query of the person's own partition, keys only.
 */
const managedCount = async (caller: Caller): Promise<number> =>
  caller.role === 'creator'
    ? (
        await managedCreatorGrant.query
          .primary({ manager_id: caller.userId })
          .go({ attributes: ['creator_id'], pages: 'all' })
      ).data.length
    : 0;

/**
 * The caller's role at the brand in use (issue 35), for the web to offer only what the role may do: the
 * brand is resolved exactly as brand routes resolve it (resolveBrandAccess: the header checked against the
 * caller's membership on this request), so the header alone never gives a role. A brand the caller is not
 * a member of (removed, or another person's choice left in this browser) gives their default brand's
 * role: every brand route answers that header not_a_member, and the web then forgets it and works on the
 * default brand, so this is the role its screens will be for. Any other refusal (no brand yet, or a brand
 * requiring two-factor sign-in the caller has not set up): null, and the web offers no brand actions.
 */
const brandRole = async (caller: Caller, requestedBrandId: string | undefined): Promise<BrandRole | null> => {
  if (caller.role !== 'brand') return null;
  try {
    return (await resolveBrandAccess(caller.userId, requestedBrandId)).role;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code === 'not_a_member' && requestedBrandId !== undefined
      ? brandRole(caller, undefined)
      : null;
  }
};

/** The signed-in user's own profile. The role comes from the verified token's group. */
export const getMe = async (caller: Caller, requestedBrandId?: string): Promise<Me> => {
  const [profile, brands, managed, role] = await Promise.all([
    getProfile(caller.userId),
    brandCount(caller),
    managedCount(caller),
    brandRole(caller, requestedBrandId),
  ]);
  if (!profile)
    throw new DomainError(
      'not_found',
      'Your profile was not found. Please sign up again or contact support.',
    );
  return {
    id: profile.id,
    role: caller.role ?? profile.role,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    onboarding_completed: profile.onboarding_completed,
    brand_count: brands,
    managed_count: managed,
    brand_role: role,
    operator: isOperator(caller),
  };
};
