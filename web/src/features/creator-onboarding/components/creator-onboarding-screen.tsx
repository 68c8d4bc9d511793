import { Navigate } from 'react-router-dom';
import { pageTitle } from '../../../../../ui/config/app';
import { paths } from '../../../../../ui/config/paths';
import { OnboardingLoadState } from '../../../components/layouts/onboarding-load-state';
import { PageContainer } from '../../../components/layouts/page-header';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingWizard } from './onboarding-wizard';

/** /creator/onboarding: the three-step wizard, or the dashboard once onboarding is complete (spec 2.5). */
export const CreatorOnboardingScreen = () => {
  const onboarding = useOnboarding();
  return (
    <OnboardingLoadState heading="Creator onboarding" query={onboarding}>
      {(data) =>
        data.profile.onboarding_completed || data.creator?.onboarding_completed ? (
          <Navigate to={paths.creator.dashboard.getHref()} replace />
        ) : (
          <PageContainer>
            <title>{pageTitle('Onboarding')}</title>
            <h1 className="sr-only">Creator onboarding</h1>
            <OnboardingWizard data={data} />
          </PageContainer>
        )
      }
    </OnboardingLoadState>
  );
};
