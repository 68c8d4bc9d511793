import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSessions, signOutOtherSessions, signOutSession } from '../../../../../contracts/sessions';
import { callApi } from '../../../lib/api-client';

export const sessionsQueryKey = ['account', 'sessions'] as const;

/** `GET /api/sessions`: the signed-in devices (this one first) and the recent sign-ins. */
export const useSessions = () =>
  useQuery({ queryKey: sessionsQueryKey, queryFn: () => callApi(listSessions) });

/** `DELETE /api/sessions/{id}`: that device is refused from its next request. */
export const useSignOutSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(signOutSession, { params: { sessionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};

/** `POST /api/sessions/sign-out-others`: every device but this one. */
export const useSignOutOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(signOutOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
};
