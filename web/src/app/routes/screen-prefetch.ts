import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { mayHaveSession } from '../../lib/amplify';
import type { screens } from './screen-queries';

export type PrefetchedScreen = keyof typeof screens;

/**
 * A route's loader that starts its screen's call at once (screen-queries.ts), beside the session's own
 * (`GET /api/me`) and the screen's code, instead of once the signed-in layout has rendered the screen. It
 * returns at once: the route never waits for it, and a failure is the screen's own query's to report. A
 * visitor with no session is asked nothing.
 */
export const prefetchScreen =
  (queryClient: QueryClient, screen: PrefetchedScreen): LoaderFunction =>
  ({ request }) => {
    if (mayHaveSession())
      void import('./screen-queries')
        .then((queries): Promise<unknown> => queries.screens[screen](queryClient, new URL(request.url)))
        .catch(() => undefined);
    return null;
  };
