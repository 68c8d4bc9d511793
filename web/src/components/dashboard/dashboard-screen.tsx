import type { ReactNode } from 'react';
import { StatCardsSkeleton } from '../../../../ui/components/ui/skeleton';
import { PageContainer, PageHeader } from '../layouts/page-header';
import { QueryState, type QueryStateSource } from '../layouts/query-state';

/**
 * A dashboard's loading / error ladder: until the data is in, the page shows the plain "Dashboard"
 * heading with the figures' skeleton or the error; then `children` render the whole page (their own
 * container, so the welcome heading replaces the plain one).
 */
export const DashboardScreen = <TData,>({
  query,
  testId,
  children,
}: {
  query: QueryStateSource<TData>;
  /** The page container's test id, the same in every state. */
  testId: string;
  children: (data: NonNullable<TData>) => ReactNode;
}) => (
  <QueryState
    query={query}
    what="dashboard data"
    loading={<StatCardsSkeleton label="Loading dashboard" />}
    frame={(state) => (
      <PageContainer data-testid={testId}>
        <PageHeader title="Dashboard" />
        {state}
      </PageContainer>
    )}
  >
    {children}
  </QueryState>
);
