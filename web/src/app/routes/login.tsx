import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardHref, paths } from '../../../../ui/config/paths';
import { goToReturnPath, returnParam, safeReturnPath, withReturnPath } from '../../../../ui/lib/return-path';
import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';

export const LoginRoute = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // ?next= (a storefront's Follow, for one) brings the person back where they were; only a path on
  // this site is followed (ui/lib/return-path.ts), otherwise the dashboard as before.
  const returnTo = safeReturnPath(searchParams.get(returnParam));
  // Sign-up hands over the address when its automatic sign-in failed.
  const state: unknown = location.state;
  const defaultEmail =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';

  return (
    <AuthPage
      title="Welcome back"
      subtitle="Sign in to your brand or creator account."
      switchTo={{
        question: "Don't have an account?",
        // A new account comes back too.
        href: withReturnPath(paths.auth.signup.getHref(), returnTo),
        label: 'Sign up',
      }}
    >
      <LoginForm
        defaultEmail={defaultEmail}
        onSuccess={(me) =>
          returnTo
            ? goToReturnPath(returnTo)
            : navigate(
                // Issue 36: an operator signs in to run the marketplace: the console first.
                me?.operator
                  ? paths.ops.operations.getHref()
                  : me
                    ? dashboardHref(me.role)
                    : paths.home.getHref(),
              )
        }
      />
    </AuthPage>
  );
};
