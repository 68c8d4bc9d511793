import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { pageTitle } from '../../../../../ui/config/app';
import { paths } from '../../../../../ui/config/paths';
import { OnboardingLoadState } from '../../../components/layouts/onboarding-load-state';
import { PageContainer } from '../../../components/layouts/page-header';
import { RoleNote, useBrandRole } from '../../../lib/brand-role';
import { type Onboarding, useOnboarding } from '../api/get-onboarding';
import { OnboardingWizard, resumeStep } from './onboarding-wizard';
import { StoreStep } from './store-step';

/**
 * /brand/onboarding: the wizard, or the dashboard once onboarding is complete. `?step=store` is the way
 * back in for an onboarded brand (Account's connect / edit, the dashboard's Store Settings): the store
 * step alone, returning to Account afterwards.
 */
export const BrandOnboardingScreen = () => {
  const [searchParams] = useSearchParams();
  const storeOnly = searchParams.get('step') === 'store';
  const onboarding = useOnboarding();
  return (
    <OnboardingLoadState heading="Brand onboarding" query={onboarding}>
      {(data) => <OnboardingOrStore data={data} storeOnly={storeOnly} />}
    </OnboardingLoadState>
  );
};

const OnboardingOrStore = ({ data, storeOnly }: { data: Onboarding; storeOnly: boolean }) => {
  if (data.brand.onboarding_completed && !storeOnly) {
    return <Navigate to={paths.brand.dashboard.getHref()} replace />;
  }

  if (data.brand.onboarding_completed) return <StoreSettings data={data} />;

  return (
    <PageContainer>
      <title>{pageTitle('Onboarding')}</title>
      <h1 className="sr-only">Brand onboarding</h1>
      <OnboardingWizard data={data} initialStep={storeOnly ? 1 : resumeStep(data)} />
    </PageContainer>
  );
};

const StoreSettings = ({ data }: { data: Onboarding }) => {
  const navigate = useNavigate();
  const backToAccount = () => navigate(paths.brand.account.getHref());
  // Issue 35: the store is a setting (owners and admins); the other roles are told so, not given the form.
  const editable = useBrandRole().can('settings');
  return (
    <PageContainer>
      <title>{pageTitle('Store Settings')}</title>
      <div className="mx-auto w-full max-w-2xl" data-testid="store-settings">
        <Link
          to={paths.brand.account.getHref()}
          className="text-sm font-medium text-violet-700 underline-offset-2 hover:underline"
        >
          ← Back to Account
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Store Settings</h1>
        <p className="mt-1 text-slate-600">Connect your online store, or change the one you have.</p>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          {editable ? (
            <StoreStep
              data={data}
              onConnected={backToAccount}
              onContinue={backToAccount}
              continueLabel="Back to Account"
            />
          ) : (
            <RoleNote work="settings" />
          )}
        </div>
      </div>
    </PageContainer>
  );
};
