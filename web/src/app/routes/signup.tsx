import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../components/layouts/auth-layout';
import { onboardingHref, paths } from '../../config/paths';
import { SignupForm } from '../../features/auth/components/signup-form';
import { usePreloadAuth } from '../../lib/amplify';
import { parseRole } from '../../types/api';

export const SignupRoute = () => {
  usePreloadAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // ?role=brand|creator preselects the toggle; any other value is ignored.
  const defaultRole = parseRole(searchParams.get('role')) ?? 'creator';

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join as a brand or a creator."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.auth.login.getHref()}
            className="font-semibold text-violet-700 underline-offset-2 hover:underline"
          >
            Log in
          </Link>
        </>
      }
    >
      <SignupForm
        // A new ?role (the header's "Get Started" while here) starts the form afresh.
        key={defaultRole}
        defaultRole={defaultRole}
        onSuccess={(role) => navigate(onboardingHref(role))}
        onSignInFailed={(email) => navigate(paths.auth.login.getHref(), { state: { email } })}
      />
    </AuthLayout>
  );
};
