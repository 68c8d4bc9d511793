import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getMe as getMeContract } from '../../../contracts/system';
import { toast } from '../../../ui/components/ui/toast';
import { paths } from '../../../ui/config/paths';
import { loadAuth, mayHaveSession } from './amplify';
import { type ContractOutput, callApi, isUnauthorized } from './api-client';
import { setBrandInUse } from './brand-in-use';
import { setViewingAs } from './view-as';

/** `GET /api/me`: the signed-in user's profile. */
export type Me = ContractOutput<typeof getMeContract>;

export const getMe = (): Promise<Me> => callApi(getMeContract);

/**
 * Who is signed in: null when Amplify holds no tokens or the API refuses them (401). Amplify keeps the
 * tokens in localStorage and refreshes them itself, so this survives a reload.
 */
export const getSession = async (): Promise<Me | null> => {
  if (!mayHaveSession()) return null;
  const { fetchAuthSession } = await loadAuth();
  const { tokens } = await fetchAuthSession();
  if (!tokens?.accessToken) return null;
  try {
    return await getMe();
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
};

export const sessionQueryKey = ['me'] as const;

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });

export type Session =
  | { status: 'loading'; me: undefined }
  | { status: 'signed-out'; me: null }
  | { status: 'signed-in'; me: Me }
  /** The session could not be determined (API down, profile missing); `retry` asks again. */
  | { status: 'error'; me: undefined; error: Error; retry: () => void };

export const useSession = (): Session => {
  const query = useQuery(sessionQueryOptions());
  // Data wins over a failed background refetch: a signed-in user stays signed in.
  if (query.data) return { status: 'signed-in', me: query.data };
  if (query.data === null) return { status: 'signed-out', me: null };
  if (query.isError) {
    return { status: 'error', me: undefined, error: query.error, retry: () => void query.refetch() };
  }
  return { status: 'loading', me: undefined };
};

/** The signed-in user, for pages under the role guard (app/routes/role-guard.tsx), which renders them only then. */
export const useSignedInUser = (): Me => {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser() is for pages behind the role guard');
  return session.me;
};

/**
 * After a sign-in: drop whatever the previous user had cached and load the new session. Throws if the
 * profile cannot be loaded (the sign-in itself has succeeded by then).
 */
export const startSession = async (queryClient: QueryClient): Promise<Me | null> => {
  // Issue 36: a new sign-in never inherits an operator's view of someone.
  setViewingAs(null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
};

/**
 * Keeps the session query honest after it has loaded. Amplify refreshes expired tokens itself before
 * each call (so a session outlives its one-hour access token); this re-checks the session when that
 * refresh is refused (`signedIn` only: visitors need no Amplify), and when another tab signs in or out
 * (Amplify's `LastAuthUser` key changes). Mount once, inside the query client.
 */
export const useSessionSync = (signedIn: boolean): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.endsWith('.LastAuthUser')) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  useEffect(() => {
    if (!signedIn) return;
    let stopHub: (() => void) | undefined;
    let stopped = false;
    // Hub is part of the Amplify chunk the session has loaded already; this adds no download.
    void loadAuth()
      .then(() => import('aws-amplify/utils'))
      .then(({ Hub }) => {
        if (stopped) return;
        stopHub = Hub.listen('auth', ({ payload }) => {
          // Not 'signedOut': our own logout dispatches it and handles the session itself.
          if (payload.event === 'tokenRefresh_failure') {
            void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          }
        });
      })
      .catch(() => {
        // Without Amplify there is no session to keep in sync; the session query reports the failure.
      });
    return () => {
      stopped = true;
      stopHub?.();
    };
  }, [queryClient, signedIn]);
};

/** Signs out (this device), clears every cached query and goes to the landing page. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Issue 36: an operator viewing as someone signs out as themself (the sign-out is not a GET).
      setViewingAs(null);
      // Issue 35: this device leaves Account → Security's list; a failure (offline, already signed out
      // elsewhere) must not keep anyone signed in.
      await import('./sign-out-session')
        .then(({ signOutThisSession }) => signOutThisSession())
        .catch(() => undefined);
      const { signOut } = await loadAuth();
      await signOut();
      // The next person on this browser starts from their own default brand.
      setBrandInUse(null);
    },
    onSuccess: async () => {
      // Navigate first so the page being left never renders its signed-out state.
      await navigate(paths.home.getHref());
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
    onError: () => {
      toast.error('Error', 'Failed to log out. Please try again.');
    },
  });
};
