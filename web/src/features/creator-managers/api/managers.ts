import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptManagerInvitation,
  getManagerActivity,
  getManagerInvitation,
  getManagers,
  inviteManager,
  leaveCreator,
  listManagedCreators,
  removeManager,
  revokeManagerInvitation,
} from '../../../../../contracts/creator-managers';
import { callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

const managersKey = [...creatorQueryRoot, 'managers'] as const;
const activityKey = [...creatorQueryRoot, 'managers', 'activity'] as const;

/** `GET /api/creator/managers`: the creator's managers and open invitations. */
export const useManagers = () => useQuery({ queryKey: managersKey, queryFn: () => callApi(getManagers) });

/** `GET /api/creator/managers/activity`: grants, removals and the changes managers made. */
export const useManagerActivity = () =>
  useQuery({ queryKey: activityKey, queryFn: async () => (await callApi(getManagerActivity)).entries });

const useManagersMutation = <A>(run: (input: A) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: managersKey }),
  });
};

export const useInviteManager = () =>
  useManagersMutation((email: string) => callApi(inviteManager, { body: { email } }));
export const useRevokeManagerInvitation = () =>
  useManagersMutation((invitationId: string) =>
    callApi(revokeManagerInvitation, { params: { invitationId } }),
  );
export const useRemoveManager = () =>
  useManagersMutation((userId: string) => callApi(removeManager, { params: { userId } }));

/** `GET /api/me/creators`: the switcher's list. */
export const useManagedCreators = () =>
  useQuery({
    queryKey: ['me', 'creators'],
    queryFn: async () => (await callApi(listManagedCreators)).creators,
    staleTime: 60_000,
  });

export const useLeaveCreator = () =>
  useMutation({ mutationFn: (creatorId: string) => callApi(leaveCreator, { params: { creatorId } }) });

export const useManagerInvitation = (token: string) =>
  useQuery({
    queryKey: ['manager-invitation', token],
    queryFn: async () => (await callApi(getManagerInvitation, { params: { token } })).invitation,
    retry: false,
  });

export const useAcceptManagerInvitation = (token: string) =>
  useMutation({
    mutationFn: async () => (await callApi(acceptManagerInvitation, { params: { token } })).creator,
  });
