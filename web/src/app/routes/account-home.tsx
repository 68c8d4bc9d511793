import type { ReactNode } from 'react';
import { Link, useMatches } from 'react-router-dom';
import { RoleBadge } from '../../components/ui/badge';
import { Button, buttonStyles } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { pageTitle } from '../../config/app';
import { dashboardHref, onboardingHref, paths } from '../../config/paths';
import { useLogout, useSession } from '../../lib/auth';
import { type Role, roleLabels } from '../../types/api';

export type AccountPage = 'dashboard' | 'onboarding';

const pageLabels: Record<AccountPage, string> = { dashboard: 'Dashboard', onboarding: 'Onboarding' };

const upcoming: Record<Role, string> = {
  brand: 'connecting your store, importing products, setting commissions and reviewing creator applications',
  creator: 'setting up your storefront, browsing brands and products, and getting your referral links',
};

type AccountHomeProps = { requiredRole: Role; page: AccountPage };

/** Set on each account route in router.tsx: which role the page belongs to and which page it is. */
export type AccountRouteHandle = AccountHomeProps;

const isAccountRouteHandle = (handle: unknown): handle is AccountRouteHandle =>
  typeof handle === 'object' && handle !== null && 'requiredRole' in handle && 'page' in handle;

export const AccountHomeRoute = () => {
  const handle = useMatches().at(-1)?.handle;
  if (!isAccountRouteHandle(handle))
    throw new Error('AccountHomeRoute needs an AccountRouteHandle on its route');
  return <AccountHome {...handle} />;
};

/**
 * The signed-in placeholder for /{role}/dashboard and /{role}/onboarding until the workspace screens
 * exist. It does its own gatekeeping for now; route guards arrive with the full layout.
 */
export const AccountHome = ({ requiredRole, page }: AccountHomeProps) => {
  const session = useSession();
  const logout = useLogout();
  const title = `${roleLabels[requiredRole]} ${pageLabels[page].toLowerCase()}`;

  if (session.status === 'loading') return <PageSpinner label="Loading your account" />;

  if (session.status === 'error') {
    return (
      <Notice title="We couldn't load your account" documentTitle={title}>
        <p className="text-slate-600">Failed to load account data. {session.error.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={session.retry}>Try again</Button>
          <Button variant="secondary" onClick={() => logout.mutate()} isLoading={logout.isPending}>
            {logout.isPending ? 'Logging out...' : 'Log out'}
          </Button>
        </div>
      </Notice>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <Notice title="Please log in to access this page." documentTitle={title}>
        <Link to={paths.auth.login.getHref()} className={buttonStyles({ className: 'mt-6' })}>
          Go to Login
        </Link>
      </Notice>
    );
  }

  const { me } = session;
  if (me.role !== requiredRole) {
    return (
      <Notice
        title={`Access Denied: This page is only accessible to ${requiredRole}s.`}
        documentTitle={title}
      >
        <p className="text-slate-600">You don't have permission to view this page.</p>
        <Link to={dashboardHref(me.role)} className={buttonStyles({ className: 'mt-6' })}>
          Go to your dashboard
        </Link>
      </Notice>
    );
  }

  return (
    <section
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16"
      data-testid="account-home"
      data-role={me.role}
      aria-labelledby="account-home-title"
    >
      <title>{pageTitle(title)}</title>
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

const Notice = ({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle: string;
  children: ReactNode;
}) => (
  <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
    <title>{pageTitle(documentTitle)}</title>
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
    {children}
  </div>
);
