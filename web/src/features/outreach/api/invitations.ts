import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  declineInvitation,
  type invitation,
  listBrandInvitations,
  listCreatorInvitations,
} from '../../../../../contracts/outreach';
import type { Role } from '../../../../../ui/types/api';
import { type ApiShape, type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { creatorPartnershipsKey, creatorQueryRoot } from '../../../lib/creator-query';
import { uniqueBy } from '../../../utils/unique-by';

export type Invitation = ApiShape<typeof invitation>;

const invitationsKey = (role: Role) =>
  [...(role === 'brand' ? brandQueryRoot : creatorQueryRoot), 'invitations'] as const;

export type InvitationsPage = ContractOutput<typeof listBrandInvitations>;

/** `GET /api/{role}/invitations`: sent (brand) or received (creator), newest first, a page at a time. */
export const useInvitations = (role: Role) =>
  useInfiniteQuery({
    queryKey: invitationsKey(role),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }): Promise<InvitationsPage> =>
      callApi(
        role === 'brand' ? listBrandInvitations : listCreatorInvitations,
        { query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchOnWindowFocus: true,
  });

/** The invitations of all pages, each once (pages read at different times may overlap). */
export const invitationsOf = (pages: readonly InvitationsPage[]): Invitation[] =>
  uniqueBy(
    pages.flatMap((page) => page.invitations),
    (invitation) => invitation.id,
  );

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
