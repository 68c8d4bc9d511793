import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  saveCreatorProfile as saveCreatorProfileContract,
  saveOnboardingProfile as saveOnboardingProfileContract,
} from '../../../../../contracts/creator-workspace';
import { callApi } from '../../../lib/api-client';
import type { Creator } from '../../../types/creator';
import { type CreatorOnboarding, onboardingQueryKey } from './get-onboarding';

/** `PUT /api/creator/onboarding/profile`: step 1 saves the profile and claims the username. */
export const saveOnboardingProfile = async (input: { username: string; bio: string }): Promise<Creator> =>
  (await callApi(saveOnboardingProfileContract, { body: input })).creator;

/** Step 1 with the directory's fields (issue 34): what brands search by, stated at onboarding. */
export interface OnboardingProfileInput {
  username: string;
  bio: string;
  instagram_handle: string | null;
  tiktok_handle: string | null;
  youtube_handle: string | null;
  twitter_handle: string | null;
  niches: string[];
  audience_band: string | null;
}

/**
 * Issue 34: step 1 through `PUT /api/creator/profile` (Profile Settings' route: one transaction that
 * claims the username and saves the niches, band and handles, or refuses all of it at the fields). That
 * route replaces every editable field, so a creator coming back to step 1 keeps the avatar and follower
 * count they already have.
 */
export const saveOnboardingProfileStep =
  (current: Creator | null) =>
  async (input: OnboardingProfileInput): Promise<Creator> =>
    (
      await callApi(saveCreatorProfileContract, {
        body: {
          ...input,
          avatar_url: current?.avatar_url ?? null,
          follower_count: current?.follower_count ?? 0,
        } as never,
      })
    ).creator;

export const useSaveOnboardingProfile = (current: Creator | null = null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfileStep(current),
    onSuccess: (creator) => {
      queryClient.setQueryData<CreatorOnboarding>(onboardingQueryKey, (data) => data && { ...data, creator });
    },
  });
};
