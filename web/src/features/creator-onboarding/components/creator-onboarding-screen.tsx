import { Navigate } from 'react-router-dom';
import { OnboardingLoadState } from '../../../components/layouts/onboarding-load-state';
import { PageContainer } from '../../../components/layouts/page-header';
import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingWizard } from './onboarding-wizard';

/** /creator/onboarding: the three-step wizard, or the dashboard once onboarding is complete (spec 2.5). */
export const CreatorOnboardingScreen = () => {
  const onboarding = useOnboarding();

  if (onboarding.isPending || onboarding.isError) {
    return <OnboardingLoadState heading="Creator onboarding" query={onboarding} />;
  }

  const { creator, profile } = onboarding.data;
  if (profile.onboarding_completed || creator?.onboarding_completed) {
    return <Navigate to={paths.creator.dashboard.getHref()} replace />;
  }

  return (
    <PageContainer>
      <title>{pageTitle('Onboarding')}</title>
      <h1 className="sr-only">Creator onboarding</h1>
      <OnboardingWizard data={onboarding.data} />
    </PageContainer>
  );
};
