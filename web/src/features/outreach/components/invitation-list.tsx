import { Link } from 'react-router-dom';
import { Badge } from '../../../../../ui/components/ui/badge';
import { Button } from '../../../../../ui/components/ui/button';
import { toast } from '../../../../../ui/components/ui/toast';
import { paths } from '../../../../../ui/config/paths';
import type { Role } from '../../../../../ui/types/api';
import { formatDate } from '../../../../../ui/utils/format';
import { PagedList } from '../../../components/layouts/paged-list';
import { ApiError } from '../../../lib/api-client';
import {
  type Invitation,
  type InvitationsPage,
  invitationsOf,
  useDecideInvitation,
  type useInvitations,
} from '../api/invitations';

const statusBadge = {
  pending: { tone: 'amber', label: 'Pending' },
  accepted: { tone: 'green', label: 'Accepted' },
  declined: { tone: 'neutral', label: 'Declined' },
} as const;

/** An invitation: sent (brand: to whom, its state) or received (creator: from whom, Accept / Decline). */
export const InvitationRow = ({ viewer: role, invitation }: { viewer: Role; invitation: Invitation }) => {
  const decide = useDecideInvitation();
  const badge = statusBadge[invitation.status];
  const who = role === 'brand' ? `@${invitation.creator_username}` : invitation.brand_name;
  const products = invitation.products.map((product) => product.name).join(', ');

  const answer = (decision: 'accept' | 'decline') =>
    decide.mutate(
      { id: invitation.id, decision },
      {
        onSuccess: () =>
          decision === 'accept'
            ? toast.success('Invitation Accepted', 'Your referral links are on My Campaigns.')
            : toast.success('Invitation Declined', `${invitation.brand_name} will see your answer.`),
        onError: (error) =>
          toast.error(
            'Error',
            error instanceof ApiError && error.status < 500
              ? error.message
              : 'Failed to answer the invitation',
          ),
      },
    );

  return (
    <li
      tabIndex={-1}
      className="py-3"
      data-testid="invitation"
      data-invitation-id={invitation.id}
      data-status={invitation.status}
    >
      <article aria-label={`Invitation ${role === 'brand' ? 'to' : 'from'} ${who}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-slate-900">
            {role === 'brand' ? `To ${who}` : `${who} invites you`}
          </p>
          <div className="flex items-center gap-2">
            <p className="text-xs text-slate-600">{formatDate(invitation.created_at)}</p>
            <Badge tone={badge.tone} data-testid="invitation-status">
              {badge.label}
            </Badge>
          </div>
        </div>
        <p className="mt-1 text-sm text-slate-700">
          {invitation.products.length === 1 ? 'Product' : 'Products'}: {products}
        </p>
        {invitation.note && (
          <p className="mt-1 text-sm whitespace-pre-line text-slate-600">“{invitation.note}”</p>
        )}
        {role === 'creator' && invitation.status === 'pending' && (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => answer('accept')}
              isLoading={decide.isPending && decide.variables?.decision === 'accept'}
              disabled={decide.isPending}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => answer('decline')}
              isLoading={decide.isPending && decide.variables?.decision === 'decline'}
              disabled={decide.isPending}
            >
              Decline
            </Button>
          </div>
        )}
        {role === 'creator' && invitation.status === 'accepted' && (
          <p className="mt-2 text-sm">
            <Link
              to={paths.creator.campaigns.getHref()}
              className="font-medium text-violet-700 underline-offset-2 hover:underline"
            >
              See your links on My Campaigns
            </Link>
          </p>
        )}
      </article>
    </li>
  );
};

/** The invitations, newest first, a page at a time ('Load more invitations'). */
export const InvitationList = ({
  viewer: role,
  query,
  pages,
}: {
  viewer: Role;
  query: ReturnType<typeof useInvitations>;
  pages: readonly InvitationsPage[];
}) => {
  return (
    <PagedList
      query={query}
      items={invitationsOf(pages)}
      noun="invitations"
      className="mt-1 divide-y divide-slate-100"
      data-testid="invitation-list"
      loadMoreTestId="invitations-more"
    >
      {(invitation) => <InvitationRow key={invitation.id} viewer={role} invitation={invitation} />}
    </PagedList>
  );
};
