import { Navigate } from 'react-router-dom';
import { LoadError } from '../../../components/layouts/load-error';
import { PageContainer } from '../../../components/layouts/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../config/app';
import { paths } from '../../../config/paths';
import { useOnboarding } from '../api/get-onboarding';
import { OnboardingWizard } from './onboarding-wizard';

/** /creator/onboarding: the three-step wizard, or the dashboard once onboarding is complete (spec 2.5). */
export const CreatorOnboardingScreen = () => {
  const onboarding = useOnboarding();

  if (onboarding.isPending) {
    return (
      <PageContainer>
        <title>{pageTitle('Onboarding')}</title>
        <h1 className="sr-only">Creator onboarding</h1>
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8">
          <Skeleton className="h-8 w-2/3" label="Loading your onboarding" />
          <Skeleton className="mt-4 h-4 w-full" label="" />
          <Skeleton className="mt-2 h-4 w-5/6" label="" />
        </div>
      </PageContainer>
    );
  }

  if (onboarding.isError) {
    return (
      <PageContainer>
        <title>{pageTitle('Onboarding')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Creator onboarding</h1>
        <LoadError
          what="account data"
          onRetry={() => void onboarding.refetch()}
          isRetrying={onboarding.isRefetching}
        />
      </PageContainer>
    );
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
