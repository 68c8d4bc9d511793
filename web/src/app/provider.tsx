import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { PlatformSettingsSource } from '../../../ui/platform/platform-settings';
import { getPlatformSettings } from '../features/platform/api/get-platform-settings';
import { isUnauthorized } from '../lib/api-client';
import { sessionQueryKey, sessionQueryOptions } from '../lib/auth';
import { noteTwoFactorRefusal } from '../lib/two-factor-required';

/**
 * The toaster's view (its live regions and toasts) loads beside the first screen rather than in its
 * first-load JS: no toast shows before the page can be used, and one raised earlier waits in the store
 * (toast-store.ts) until the view mounts. It keeps the login and sign-up pages in their JS budget.
 */
const Toaster = lazy(async () => ({
  default: (await import('../../../ui/components/ui/toast/toaster')).Toaster,
}));

const createQueryClient = (): QueryClient => {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // The one place 401s are handled: any query refused for lack of a session re-checks the
      // session, which flips the UI to signed-out if the tokens are really gone.
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey[0] !== sessionQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
        noteTwoFactorRefusal(error, window.location.pathname);
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
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </PlatformSettingsSource.Provider>
    </QueryClientProvider>
  );
};
