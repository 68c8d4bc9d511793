import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth';
import { creatorQueryRoot } from '../../../lib/creator-query';
import { creatorSchema } from '../../../types/creator';

const responseSchema = z.object({ creator: creatorSchema });

/** `POST /api/creator/onboarding/complete`: on the creator record and the profile together. */
export const completeOnboarding = async () =>
  responseSchema.parse(await apiFetch('/creator/onboarding/complete', { method: 'POST' })).creator;

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
