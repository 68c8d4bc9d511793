import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveOnboardingProfile as saveOnboardingProfileContract } from '../../../../../contracts/creator-workspace';
import { callApi } from '../../../lib/api-client';
import type { Creator } from '../../../types/creator';
import { type CreatorOnboarding, onboardingQueryKey } from './get-onboarding';

/** `PUT /api/creator/onboarding/profile`: step 1 saves the profile and claims the username. */
export const saveOnboardingProfile = async (input: { username: string; bio: string }): Promise<Creator> =>
  (await callApi(saveOnboardingProfileContract, { body: input })).creator;

export const useSaveOnboardingProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfile,
    onSuccess: (creator) => {
      queryClient.setQueryData<CreatorOnboarding>(onboardingQueryKey, (data) => data && { ...data, creator });
    },
  });
};
