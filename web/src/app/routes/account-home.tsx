import { Link } from 'react-router-dom';
import { RoleBadge } from '../../components/ui/badge';
import { Button, buttonStyles } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { dashboardHref, onboardingHref } from '../../config/paths';
import { useLogout, useSignedInUser } from '../../lib/auth';
import { type Role, roleLabels } from '../../types/api';

export type AccountPage = 'dashboard' | 'onboarding';

const pageLabels: Record<AccountPage, string> = { dashboard: 'Dashboard', onboarding: 'Onboarding' };

const upcoming: Record<Role, string> = {
  brand: 'connecting your store, importing products, setting commissions and reviewing creator applications',
  creator: 'setting up your storefront, browsing brands and products, and getting your referral links',
};

/**
 * The signed-in placeholder for /creator/dashboard and /creator/onboarding until the creator workspace
 * screens exist (the brand has its real ones). The role guard around it has checked the session and
 * the role.
 */
export const AccountHome = ({ page }: { page: AccountPage }) => {
  const me = useSignedInUser();
  const logout = useLogout();

  return (
    <section
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16"
      data-testid="account-home"
      data-role={me.role}
      aria-labelledby="account-home-title"
    >
      <title>{pageTitle(`${roleLabels[me.role]} ${pageLabels[page].toLowerCase()}`)}</title>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <RoleBadge role={me.role} />
          <span className="text-sm font-medium text-slate-500">{pageLabels[page]}</span>
        </div>
        <h1 id="account-home-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          Welcome, {me.first_name}
        </h1>

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-500">Name</dt>
            <dd className="mt-1 font-medium text-slate-900" data-testid="account-name">
              {me.first_name} {me.last_name}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Email</dt>
            <dd className="mt-1 font-medium break-all text-slate-900" data-testid="account-email">
              {me.email}
            </dd>
          </div>
        </dl>

        <p className="mt-8 rounded-xl bg-violet-50 p-4 text-sm text-violet-900">
          Your {me.role} workspace screens are coming soon: {upcoming[me.role]}.
        </p>

        <div className="mt-8 flex flex-wrap gap-3">
          {page === 'onboarding' ? (
            <Link to={dashboardHref(me.role)} className={buttonStyles({ variant: 'secondary' })}>
              Go to dashboard
            </Link>
          ) : (
            !me.onboarding_completed && (
              <Link to={onboardingHref(me.role)} className={buttonStyles({ variant: 'secondary' })}>
                Continue onboarding
              </Link>
            )
          )}
          <Button
            variant="ghost"
            onClick={() => logout.mutate()}
            isLoading={logout.isPending}
            data-testid="account-logout"
          >
            {logout.isPending ? 'Logging out...' : 'Log out'}
          </Button>
        </div>
      </div>
    </section>
  );
};
