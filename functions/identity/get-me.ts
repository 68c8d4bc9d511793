import { DomainError } from '../shared/errors';
import type { Caller } from '../shared/http/caller';
import { getProfile, type Profile } from './entities/profile';

export type Me = Omit<Profile, 'created_at' | 'closed_at'>;

/** The signed-in user's own profile. The role comes from the verified token's group. */
export const getMe = async (caller: Caller): Promise<Me> => {
  const profile = await getProfile(caller.userId);
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
  };
};
