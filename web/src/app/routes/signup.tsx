import { useNavigate, useSearchParams } from 'react-router-dom';
import { onboardingHref, paths } from '../../config/paths';
import { AuthPage } from '../../features/auth/components/auth-page';
import { SignupForm } from '../../features/auth/components/signup-form';
import { parseRole } from '../../types/api';

export const SignupRoute = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // ?role=brand|creator preselects the toggle; any other value is ignored.
  const defaultRole = parseRole(searchParams.get('role')) ?? 'creator';

  return (
    <AuthPage
      title="Create your account"
      subtitle="Join as a brand or a creator."
      switchTo={{ question: 'Already have an account?', href: paths.auth.login.getHref(), label: 'Log in' }}
    >
      <SignupForm
        // A new ?role (the header's "Get Started" while here) starts the form afresh.
        key={defaultRole}
        defaultRole={defaultRole}
        onSuccess={(role) => navigate(onboardingHref(role))}
        onSignInFailed={(email) => navigate(paths.auth.login.getHref(), { state: { email } })}
      />
    </AuthPage>
  );
};
