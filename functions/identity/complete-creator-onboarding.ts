import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { type Creator, creatorEntity, toCreator } from './entities/creator';
import { getDirectoryResults } from './entities/creator-results';
import { identityService } from './entities/service';
import { facetOperations, MAX_ATTEMPTS, profileChangedConcurrently } from './save-creator-profile';

export const PROFILE_REQUIRED = 'Please fill in your username and bio';

/**
 * Onboarding's last step: the creator joins the brands' directory (`directory` index) and the user's
 * profile is marked onboarded, both or neither. Needs step 1 (a username and bio); 409 otherwise.
 * Completing twice changes nothing more.
 */
export const completeCreatorOnboarding = async (userId: string): Promise<Creator> => {
  for (let attempt = 1; ; attempt++) {
    const { data: record } = await creatorEntity.get({ id: userId }).go({ consistent: true });
    const creator = record ? toCreator(record) : undefined;
    if (!creator?.username || !creator.bio) throw new DomainError('conflict', PROFILE_REQUIRED);
    const now = new Date().toISOString();
    const results = await getDirectoryResults(userId, { consistent: true });
    const seen = record?.revision;
    const onboarded = { ...creator, onboarding_completed: true, updated_at: now };
    const outcome = await writeTransaction(
      identityService,
      ({ creator: creators, profile, creatorFacet }) => ({
        // An upsert writes the directory's index keys (a constant partition) with the username read here;
        // the condition makes a save in between retry (and the creator item must exist for it to hold).
        creator: creators
          .upsert({ id: userId, username: creator.username, onboarding_completed: true, updated_at: now })
          .add({ revision: 1 })
          .where((attr, op) =>
            seen === undefined
              ? `${op.eq(attr.username, creator.username)} AND ${op.notExists(attr.revision)}`
              : `${op.eq(attr.username, creator.username)} AND ${op.eq(attr.revision, seen)}`,
          )
          .commit(),
        profile: profile.patch({ id: userId }).set({ onboarding_completed: true }).commit(),
        // Issue 34: the facet items of the directory brands filter, from the profile read here.
        ...facetOperations(creatorFacet, creator, onboarded, results),
      }),
    );
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
