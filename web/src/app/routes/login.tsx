import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardHref, paths } from '../../config/paths';
import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';

export const LoginRoute = () => {
  const navigate = useNavigate();
  const location = useLocation();
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
      switchTo={{ question: "Don't have an account?", href: paths.auth.signup.getHref(), label: 'Sign up' }}
    >
      <LoginForm
        defaultEmail={defaultEmail}
        onSuccess={(me) => navigate(me ? dashboardHref(me.role) : paths.home.getHref())}
      />
    </AuthPage>
  );
};
