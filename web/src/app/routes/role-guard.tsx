import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { StatusPanel } from '../../../../ui/components/layouts/status-panel';
import { Button, buttonStyles } from '../../../../ui/components/ui/button';
import { PageSpinner } from '../../../../ui/components/ui/spinner';
import { dashboardHref, paths } from '../../../../ui/config/paths';
import { type AreaRole, roleLabels } from '../../../../ui/types/api';
import { useLogout, useSession } from '../../lib/auth';
import { useTwoFactorRefused } from '../../lib/two-factor-required';

/**
 * Set on a guarded layout route in router.tsx; its children need a signed-in user of this role, or
 * (issue 36) in the operator group.
 */
export type RoleGuardHandle = { requiredRole: AreaRole };

const isRoleGuardHandle = (handle: unknown): handle is RoleGuardHandle =>
  typeof handle === 'object' && handle !== null && 'requiredRole' in handle;

/**
 * The brand and creator areas: a spinner while the session loads, a log-in prompt for visitors, and
 * 'Access Denied' for the other role. This is for people; the API checks the role on every call.
 */
export const RoleGuardRoute = () => {
  const requiredRole = useMatches()
    .map((match) => match.handle)
    .findLast(isRoleGuardHandle)?.requiredRole;
  if (!requiredRole) throw new Error('RoleGuardRoute needs a RoleGuardHandle on its route');

  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  const twoFactorRefused = useTwoFactorRefused(location.pathname);

  if (session.status === 'loading') return <PageSpinner label="Loading your account" />;

  if (session.status === 'error') {
    return (
      <StatusPanel title="We couldn't load your account" data-testid="session-error">
        <p className="mt-2 text-slate-600">Failed to load account data. {session.error.message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={session.retry}>Try again</Button>
          <Button variant="secondary" onClick={() => logout.mutate()} isLoading={logout.isPending}>
            {logout.isPending ? 'Logging out...' : 'Log out'}
          </Button>
        </div>
      </StatusPanel>
    );
  }

  if (session.status === 'signed-out') {
    return (
      <StatusPanel
        title="Please log in to access this page."
        documentTitle="Login required"
        data-testid="login-required"
      >
        <Link to={paths.auth.login.getHref()} className={buttonStyles({ className: 'mt-8' })}>
          Go to Login
        </Link>
      </StatusPanel>
    );
  }

  const allowed = requiredRole === 'operator' ? session.me.operator : session.me.role === requiredRole;
  if (!allowed) {
    return (
      <StatusPanel title="Access Denied" data-testid="access-denied">
        <p className="mt-2 font-medium text-slate-800">This page is only accessible to {requiredRole}s.</p>
        <p className="mt-1 text-slate-600">You don't have permission to view this page.</p>
        <Link to={dashboardHref(session.me.role)} className={buttonStyles({ className: 'mt-8' })}>
          Go to your {roleLabels[session.me.role].toLowerCase()} dashboard
        </Link>
      </StatusPanel>
    );
  }

  if (
    requiredRole === 'brand' &&
    twoFactorRefused &&
    location.pathname !== paths.brand.accountSecurity.getHref()
  )
    return (
      <StatusPanel title="Two-factor sign-in required" data-testid="two-factor-required">
        <p className="mt-2 text-slate-700">
          This brand requires everyone on its team to sign in with a code from an authenticator app as well as
          their password.
        </p>
        <p className="mt-1 text-slate-600">Set it up once; it takes a minute. Your role stays as it is.</p>
        <Link to={paths.brand.accountSecurity.getHref()} className={buttonStyles({ className: 'mt-8' })}>
          Set up two-factor sign-in
        </Link>
      </StatusPanel>
    );

  return <Outlet />;
};
