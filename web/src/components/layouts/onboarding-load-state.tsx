import { pageTitle } from '../../config/app';
import { Skeleton } from '../ui/skeleton';
import { LoadError } from './load-error';
import { PageContainer } from './page-header';

interface OnboardingQuery {
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
}

/**
 * What an onboarding wizard shows before it can show a step: a skeleton while its state loads, or the
 * load error with a retry. Brand and creator onboarding share it.
 */
export const OnboardingLoadState = ({ heading, query }: { heading: string; query: OnboardingQuery }) => (
  <PageContainer>
    <title>{pageTitle('Onboarding')}</title>
    {query.isPending ? (
      <>
        <h1 className="sr-only">{heading}</h1>
        <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8">
          <Skeleton className="h-8 w-2/3" label="Loading your onboarding" />
          <Skeleton className="mt-4 h-4 w-full" label="" />
          <Skeleton className="mt-2 h-4 w-5/6" label="" />
        </div>
      </>
    ) : (
      <>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
        <LoadError what="account data" onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />
      </>
    )}
  </PageContainer>
);
