import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './auth';

/**
 * Completing onboarding (brand or creator): the feature's call, then the session and the workspace's
 * queries (under `queryRoot`) are refreshed, since profile.onboarding_completed is part of the session
 * (`GET /api/me`) and the workspace's screens read the record it changes.
 */
export const useCompleteOnboardingMutation = <TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  queryRoot: readonly unknown[],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoot }),
      ]),
  });
};
