import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { withReturnPath } from '../../../../../ui/lib/return-path';
import { formatDate } from '../../../../../ui/utils/format';
import { PageContainer } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/auth';
import { setCreatorInUse } from '../../../lib/creator-in-use';
import { useAcceptManagerInvitation, useManagerInvitation } from '../api/managers';

/**
 * Issue 35: where a manager invitation's e-mail lands. Signed out: sign up (as a creator, with the invited
 * address: a manager works from a creator account) or log in, and come back here; signed in: accept.
 * Accepting opens the creator's workspace.
 */
export const ManagerInvitationScreen = () => {
  const { token = '' } = useParams();
  const invitation = useManagerInvitation(token);
  const session = useSession();
  const accept = useAcceptManagerInvitation(token);
  const here = paths.managerInvitation.getHref(token);
  return (
    <PageContainer data-testid="manager-invitation-screen">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <QueryState
          query={invitation}
          what="the invitation"
          loading={<Skeleton className="h-40 w-full" label="Loading the invitation" />}
        >
          {(offer) => (
            <div className="grid gap-4">
              <h1 className="text-2xl font-bold text-slate-900">Manage {offer.creator_name}'s workspace</h1>
              <p className="text-slate-700">
                {offer.creator_name} invited <strong className="break-all">{offer.email}</strong> to work in
                their workspace for them: storefront, brands, links, messages and UGC. Payouts and payout
                settings stay theirs.
              </p>
              {offer.state === 'expired' ? (
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  This invitation expired on {formatDate(offer.expires_at)}. Ask {offer.creator_name} to send
                  it again.
                </p>
              ) : session.status === 'signed-in' ? (
                <>
                  <p className="text-sm text-slate-600">
                    Signed in as {session.me.email}. The link expires on {formatDate(offer.expires_at)}.
                  </p>
                  {accept.error ? (
                    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                      {apiErrorMessage(
                        accept.error,
                        'The invitation could not be accepted. Please try again.',
                      )}
                    </p>
                  ) : null}
                  <Button
                    data-testid="accept-manager-invitation"
                    disabled={accept.isPending}
                    onClick={() =>
                      accept.mutate(undefined, {
                        onSuccess: (creator) => {
                          setCreatorInUse({ id: creator.creator_id, name: creator.name });
                          window.location.assign(paths.creator.dashboard.getHref());
                        },
                      })
                    }
                  >
                    {accept.isPending ? 'Accepting…' : 'Accept'}
                  </Button>
                </>
              ) : session.status === 'signed-out' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Link
                    className="inline-flex h-11 items-center justify-center rounded-lg bg-violet-700 px-4 font-semibold text-white hover:bg-violet-800"
                    to={withReturnPath(
                      `${paths.auth.signup.getHref('creator')}&email=${encodeURIComponent(offer.email)}`,
                      here,
                    )}
                  >
                    Sign up as a creator
                  </Link>
                  <Link
                    className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-900 hover:bg-slate-50"
                    to={withReturnPath(paths.auth.login.getHref(), here)}
                  >
                    Log in
                  </Link>
                </div>
              ) : (
                <Skeleton className="h-11 w-full" label="Checking your session" />
              )}
            </div>
          )}
        </QueryState>
      </div>
    </PageContainer>
  );
};
