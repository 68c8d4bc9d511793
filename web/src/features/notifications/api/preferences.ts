import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from '../../../../../contracts/notifications';
import { type ContractInput, type ContractOutput, callApi } from '../../../lib/api-client';
import { preferencesQueryKey } from './query-keys';

export type EmailPreferences = ContractOutput<typeof getNotificationPreferences>;
export type EmailPreferenceChanges = ContractInput<typeof updateNotificationPreferences>['body']['email'];

/** `GET /api/notifications/preferences`: the caller's categories, on or off, and whether mail reaches them. */
export const usePreferences = () =>
  useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => callApi(getNotificationPreferences),
    // Unsubscribing from an e-mail (another tab, signed out) changes them: read them on every visit.
    staleTime: 0,
  });

/** `PUT /api/notifications/preferences`: the answer is the preferences as saved. */
export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: EmailPreferenceChanges) =>
      callApi(updateNotificationPreferences, { body: { email } }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
  });
};
