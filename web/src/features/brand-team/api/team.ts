import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  changeMemberRole,
  getInvitation,
  getTeam,
  type invitableRoles,
  inviteMember,
  leaveBrand,
  listMyBrands,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setTwoFactorRequirement,
  transferOwnership,
} from '../../../../../contracts/teams';
import { callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export const teamQueryKey = [...brandQueryRoot, 'team'] as const;
export type InvitableRole = (typeof invitableRoles)[number];

/** `GET /api/brand/members`: the team, its open invitations and the caller's own role. */
export const useTeam = () =>
  useQuery({
    queryKey: teamQueryKey,
    queryFn: () => callApi(getTeam),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

const useTeamMutation = <A>(run: (input: A) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
};

export const useInviteMember = () =>
  useTeamMutation((body: { email: string; role: InvitableRole }) => callApi(inviteMember, { body }));
export const useResendInvitation = () =>
  useTeamMutation((invitationId: string) => callApi(resendInvitation, { params: { invitationId } }));
export const useRevokeInvitation = () =>
  useTeamMutation((invitationId: string) => callApi(revokeInvitation, { params: { invitationId } }));
export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: InvitableRole }) =>
    callApi(changeMemberRole, { params: { userId }, body: { role } }),
  );
export const useRemoveMember = () =>
  useTeamMutation((userId: string) => callApi(removeMember, { params: { userId } }));
export const useTransferOwnership = () =>
  useTeamMutation((userId: string) => callApi(transferOwnership, { params: { userId } }));
export const useSetTwoFactorRequirement = () =>
  useTeamMutation((required: boolean) => callApi(setTwoFactorRequirement, { body: { required } }));
export const useLeaveBrand = () => useMutation({ mutationFn: () => callApi(leaveBrand) });

/** `GET /api/me/brands`: the switcher's list. */
export const useMyBrands = () =>
  useQuery({
    queryKey: ['me', 'brands'],
    queryFn: async () => (await callApi(listMyBrands)).brands,
    staleTime: 60_000,
  });

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['team-invitation', token],
    queryFn: async () => (await callApi(getInvitation, { params: { token } })).invitation,
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: async () => (await callApi(acceptInvitation, { params: { token } })).brand });
