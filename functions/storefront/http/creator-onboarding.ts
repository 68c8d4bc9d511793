import * as contracts from '../../../contracts/creator-workspace';
import { completeCreatorOnboarding, getOnboardingState } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { saveCreatorProfile } from '../save-creator-profile';

/**
 * Creator onboarding (spec 2.5): step 1 saves the profile and claims the username; step 2 (payouts)
 * has no backend yet; step 3 completes onboarding, which lists the creator in the brands' directory.
 * Served from the storefront module because step 1's username is the storefront's address: the save
 * moves the storefront with it (save-creator-profile.ts); the onboarding state itself is identity's.
 */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/onboarding': defineRoute(contracts.getCreatorOnboarding, async ({ caller }) => ({
    body: await getOnboardingState(caller.userId),
  })),
  'PUT /api/creator/onboarding/profile': defineRoute(
    contracts.saveOnboardingProfile,
    async ({ caller, body }) => ({
      body: {
        creator: await saveCreatorProfile(
          caller.userId,
          { username: body.username, bio: body.bio },
          { completeOnboarding: false },
        ),
      },
    }),
  ),
  'POST /api/creator/onboarding/complete': defineRoute(
    contracts.completeCreatorOnboarding,
    async ({ caller }) => ({
      body: { creator: await completeCreatorOnboarding(caller.userId) },
    }),
  ),
});
