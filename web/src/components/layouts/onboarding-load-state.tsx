import type { ReactNode } from 'react';
import { Skeleton } from '../../../../ui/components/ui/skeleton';
import { pageTitle } from '../../../../ui/config/app';
import { PageContainer } from './page-header';
import { QueryState, type QueryStateSource } from './query-state';

type OnboardingLoadStateProps<TData> = {
  heading: string;
  query: QueryStateSource<TData>;
  children: (data: NonNullable<TData>) => ReactNode;
};

/**
 * An onboarding wizard's state before it can show a step: a skeleton while it loads (the heading for
 * screen readers only), or the load error with a retry under the visible heading; then the children.
 * Brand and creator onboarding share it.
 */
export const OnboardingLoadState = <TData,>({
  heading,
  query,
  children,
}: OnboardingLoadStateProps<TData>) => (
  <QueryState
    query={query}
    what="account data"
    loading={
      <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8">
        <Skeleton className="h-8 w-2/3" label="Loading your onboarding" />
        <Skeleton className="mt-4 h-4 w-full" label="" />
        <Skeleton className="mt-2 h-4 w-5/6" label="" />
      </div>
    }
    frame={(content, state) => (
      <PageContainer>
        <title>{pageTitle('Onboarding')}</title>
        <h1 className={state === 'loading' ? 'sr-only' : 'text-2xl font-bold tracking-tight text-slate-900'}>
          {heading}
        </h1>
        {content}
      </PageContainer>
    )}
  >
    {children}
  </QueryState>
);
