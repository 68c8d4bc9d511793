import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeCreatorOnboarding } from '../../../../../contracts/creator-workspace';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** `POST /api/creator/onboarding/complete`: on the creator record and the profile together. */
export const completeOnboarding = async () => (await callApi(completeCreatorOnboarding)).creator;

export const useCompleteOnboarding = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () =>
      Promise.all([
        // profile.onboarding_completed is part of the session (`GET /api/me`).
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: creatorQueryRoot }),
      ]),
  });
};
