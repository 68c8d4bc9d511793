import { DomainError } from '../shared/errors';
import { getCreator } from './entities/creator';
import { getProfile } from './entities/profile';

/** Where the caller is in onboarding: the creator record (none before step 1) and the profile flags. */
export const getOnboardingState = async (userId: string) => {
  const [creator, profile] = await Promise.all([getCreator(userId), getProfile(userId)]);
  if (!profile)
    throw new DomainError(
      'not_found',
      'Your profile was not found. Please sign up again or contact support.',
    );
  return {
    creator: creator ?? null,
    profile: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      email: profile.email,
      onboarding_completed: profile.onboarding_completed,
    },
  };
};
