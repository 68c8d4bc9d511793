import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { dashboardHref, paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { usePreloadAuth } from '../../lib/amplify';

export const LoginRoute = () => {
  usePreloadAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Sign-up hands over the address when its automatic sign-in failed.
  const state: unknown = location.state;
  const defaultEmail =
    state && typeof state === 'object' && 'email' in state && typeof state.email === 'string'
      ? state.email
      : '';

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your brand or creator account."
      footer={
        <>
          Don't have an account?{' '}
          <Link
            to={paths.auth.signup.getHref()}
            className="font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <LoginForm
        defaultEmail={defaultEmail}
        onSuccess={(me) => navigate(me ? dashboardHref(me.role) : paths.home.getHref())}
      />
    </AuthLayout>
  );
};
