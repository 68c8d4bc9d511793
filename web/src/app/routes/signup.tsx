import { useNavigate, useSearchParams } from 'react-router-dom';
import { onboardingHref, paths } from '../../../../ui/config/paths';
import { goToReturnPath, returnParam, safeReturnPath, withReturnPath } from '../../../../ui/lib/return-path';
import { parseRole } from '../../../../ui/types/api';
import { AuthPage } from '../../features/auth/components/auth-page';
import { SignupForm } from '../../features/auth/components/signup-form';

export const SignupRoute = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // ?role=brand|creator preselects the toggle; any other value is ignored.
  const defaultRole = parseRole(searchParams.get('role')) ?? 'creator';
  // Kept from the login page's "Sign up" link: the new account goes back there (a storefront's Follow)
  // rather than to onboarding, which the dashboard still leads to later.
  const returnTo = safeReturnPath(searchParams.get(returnParam));
  const loginHref = withReturnPath(paths.auth.login.getHref(), returnTo);

  return (
    <AuthPage
      title="Create your account"
      subtitle="Join as a brand or a creator."
      switchTo={{ question: 'Already have an account?', href: loginHref, label: 'Log in' }}
    >
      <SignupForm
        // A new ?role (the header's "Get Started" while here) starts the form afresh.
        key={defaultRole}
        defaultRole={defaultRole}
        defaultEmail={searchParams.get('email') ?? ''}
        onSuccess={(role) => (returnTo ? goToReturnPath(returnTo) : navigate(onboardingHref(role)))}
        onSignInFailed={(email) => navigate(loginHref, { state: { email } })}
      />
    </AuthPage>
  );
};
