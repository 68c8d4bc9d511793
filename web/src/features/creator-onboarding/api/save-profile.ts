import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { type Creator, creatorSchema } from '../../../types/creator';
import { type CreatorOnboarding, onboardingQueryKey } from './get-onboarding';

const responseSchema = z.object({ creator: creatorSchema });

/** `PUT /api/creator/onboarding/profile`: step 1 saves the profile and claims the username. */
export const saveOnboardingProfile = async (input: { username: string; bio: string }): Promise<Creator> =>
  responseSchema.parse(await apiFetch('/creator/onboarding/profile', { method: 'PUT', json: input })).creator;

export const useSaveOnboardingProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingProfile,
    onSuccess: (creator) => {
      queryClient.setQueryData<CreatorOnboarding>(onboardingQueryKey, (data) => data && { ...data, creator });
    },
  });
};
