import { Link, useParams } from 'react-router-dom';
import { brandRoleDescriptions, brandRoleLabels } from '../../../../../contracts/brand-roles';
import { Button } from '../../../../../ui/components/ui/button';
import { Skeleton } from '../../../../../ui/components/ui/skeleton';
import { paths } from '../../../../../ui/config/paths';
import { withReturnPath } from '../../../../../ui/lib/return-path';
import { formatDate } from '../../../../../ui/utils/format';
import { PageContainer } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/layouts/query-state';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSession } from '../../../lib/auth';
import { setBrandInUse } from '../../../lib/brand-in-use';
import { useAcceptInvitation, useInvitation } from '../api/team';

/**
 * Issue 35: where a team invitation's e-mail lands. Signed out: sign up (as a brand, with the invited
 * address) or log in, and come back here; signed in: join. Joining opens the workspace on that brand.
 */
export const InvitationScreen = () => {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const session = useSession();
  const accept = useAcceptInvitation(token);
  const here = paths.teamInvitation.getHref(token);
  return (
    <PageContainer data-testid="team-invitation-screen">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <QueryState
          query={invitation}
          what="the invitation"
          loading={<Skeleton className="h-40 w-full" label="Loading the invitation" />}
        >
          {(offer) => (
            <div className="grid gap-4">
              <h1 className="text-2xl font-bold text-slate-900">Join {offer.brand_name}</h1>
              <p className="text-slate-700">
                {offer.invited_by} invited <strong className="break-all">{offer.email}</strong> to the team as{' '}
                <strong>{brandRoleLabels[offer.role]}</strong>: {brandRoleDescriptions[offer.role]}.
              </p>
              {offer.state === 'expired' ? (
                <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  This invitation expired on {formatDate(offer.expires_at)}. Ask {offer.invited_by} to send it
                  again.
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
                    data-testid="accept-invitation"
                    disabled={accept.isPending}
                    onClick={() =>
                      accept.mutate(undefined, {
                        onSuccess: (brand) => {
                          setBrandInUse(brand.brand_id);
                          window.location.assign(paths.brand.dashboard.getHref());
                        },
                      })
                    }
                  >
                    {accept.isPending ? 'Joining…' : `Join ${offer.brand_name}`}
                  </Button>
                </>
              ) : session.status === 'signed-out' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Link
                    className="inline-flex h-11 items-center justify-center rounded-lg bg-violet-700 px-4 font-semibold text-white hover:bg-violet-800"
                    to={withReturnPath(
                      `${paths.auth.signup.getHref('brand')}&email=${encodeURIComponent(offer.email)}`,
                      here,
                    )}
                    data-testid="invitation-signup"
                  >
                    Sign up to join
                  </Link>
                  <Link
                    className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-900 hover:bg-slate-50"
                    to={withReturnPath(paths.auth.login.getHref(), here)}
                    data-testid="invitation-login"
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
