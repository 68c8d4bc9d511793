import { DomainError } from '../shared/errors';
import { type Caller, isOperator } from '../shared/http/caller';
import { userMembership } from '../shared/tenancy/entities/membership';
import { getProfile, type Profile } from './entities/profile';

export type Me = Omit<Profile, 'created_at' | 'closed_at'> & { brand_count: number; operator: boolean };

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

/** The signed-in user's own profile. The role comes from the verified token's group. */
export const getMe = async (caller: Caller): Promise<Me> => {
  const [profile, brands] = await Promise.all([getProfile(caller.userId), brandCount(caller)]);
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
    operator: isOperator(caller),
  };
};
