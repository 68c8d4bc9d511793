import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getUnreadNotifications } from '../../../../../contracts/notifications';
import { callApi } from '../../../lib/api-client';
import { unreadQueryKey } from './query-keys';

/** How often the bell asks for the unread count while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/** `GET /api/notifications/unread`: one Query on the server (a sparse index, counted). */
export const getUnreadCount = async (): Promise<number> => (await callApi(getUnreadNotifications)).unread;

/**
 * The bell's count: asked for every minute while the page is visible (react-query pauses the interval
 * in a background tab) and again whenever the window regains focus or the tab is shown, so someone
 * coming back to the app sees what arrived meanwhile without waiting for the next tick.
 */
export const useUnreadCount = () => {
  const query = useQuery({
    queryKey: unreadQueryKey,
    queryFn: getUnreadCount,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 5_000,
  });
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => {
      // Focus and visibility often fire together: `cancelRefetch: false` joins a request in flight.
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false });
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [refetch]);
  return query;
};
