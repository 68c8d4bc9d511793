import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../../../ui/components/ui/toast';
import { PlatformSettingsSource } from '../../../ui/platform/platform-settings';
import { getPlatformSettings } from '../features/platform/api/get-platform-settings';
import { isUnauthorized } from '../lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from '../lib/auth';

const createQueryClient = (): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // The one place 401s are handled: any query refused for lack of a session re-checks the
      // session, which flips the UI to signed-out if the tokens are really gone.
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey[0] !== sessionQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isUnauthorized(error) && failureCount < 1,
      },
    },
  });
  // Ask who is signed in at once, alongside the first page's code rather than after it.
  void queryClient.prefetchQuery(sessionQueryOptions());
  return queryClient;
};

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* ui/'s platform copy has no API client: the app's call fetches the settings. */}
      <PlatformSettingsSource.Provider value={getPlatformSettings}>
        {children}
        <Toaster />
      </PlatformSettingsSource.Provider>
    </QueryClientProvider>
  );
};
