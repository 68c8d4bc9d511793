import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  declineInvitation,
  type invitation,
  listBrandInvitations,
  listCreatorInvitations,
} from '../../../../../contracts/outreach';
import { type ApiShape, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { creatorPartnershipsKey, creatorQueryRoot } from '../../../lib/creator-query';
import type { Role } from '../../../types/api';

export type Invitation = ApiShape<typeof invitation>;

const invitationsKey = (role: Role) =>
  [...(role === 'brand' ? brandQueryRoot : creatorQueryRoot), 'invitations'] as const;

/** `GET /api/{role}/invitations`: sent (brand) or received (creator), newest first. */
export const useInvitations = (role: Role) =>
  useQuery({
    queryKey: invitationsKey(role),
    queryFn: async () =>
      (await callApi(role === 'brand' ? listBrandInvitations : listCreatorInvitations)).invitations,
    refetchOnWindowFocus: true,
  });

/**
 * Accept or Decline. Accepting approves the partnership: My Campaigns (links, applications) is read
 * again, and again a moment later, as the links are created just after the answer.
 */
export const useDecideInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
      callApi(decision === 'accept' ? acceptInvitation : declineInvitation, {
        params: { invitationId: id },
      }),
    onSuccess: (_, { decision }) => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey('creator') });
      if (decision === 'accept') {
        void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey });
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: creatorPartnershipsKey }), 2_000);
      }
    },
  });
};
