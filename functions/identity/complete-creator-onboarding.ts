import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { type Creator, getCreator } from './entities/creator';
import { identityService } from './entities/service';
import { MAX_ATTEMPTS, profileChangedConcurrently } from './save-creator-profile';

export const PROFILE_REQUIRED = 'Please fill in your username and bio';

/**
 * Onboarding's last step: the creator joins the brands' directory (`directory` index) and the user's
 * profile is marked onboarded, both or neither. Needs step 1 (a username and bio); 409 otherwise.
 * Completing twice changes nothing more.
 */
export const completeCreatorOnboarding = async (userId: string): Promise<Creator> => {
  for (let attempt = 1; ; attempt++) {
    const creator = await getCreator(userId, { consistent: true });
    if (!creator?.username || !creator.bio) throw new DomainError('conflict', PROFILE_REQUIRED);
    const now = new Date().toISOString();
    const outcome = await writeTransaction(identityService, ({ creator: creators, profile }) => ({
      // An upsert writes the directory's index keys (a constant partition) with the username read here;
      // the condition makes a rename in between retry (and the creator item must exist for it to hold).
      creator: creators
        .upsert({ id: userId, username: creator.username, onboarding_completed: true, updated_at: now })
        .add({ revision: 1 })
        .where((attr, op) => op.eq(attr.username, creator.username))
        .commit(),
      profile: profile.patch({ id: userId }).set({ onboarding_completed: true }).commit(),
    }));
    if (outcome.ok) return { ...creator, onboarding_completed: true, updated_at: now };
    if (outcome.refused.includes('profile')) {
      throw new DomainError(
        'not_found',
        'Your profile was not found. Please sign up again or contact support.',
      );
    }
    if (attempt < MAX_ATTEMPTS) continue;
    throw profileChangedConcurrently();
  }
};
