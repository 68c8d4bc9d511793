import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listNotifications } from '../../../../../contracts/notifications';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { notificationListQueryKey, unreadQueryKey } from './query-keys';

export type NotificationsPage = ContractOutput<typeof listNotifications>;
export type Notification = NotificationsPage['notifications'][number];
export type NotificationPages = InfiniteData<NotificationsPage, string>;

/** `GET /api/notifications`: newest first, one page per call; the next with `cursor`. */
export const getNotificationsPage = (cursor: string): Promise<NotificationsPage> =>
  callApi(listNotifications, { query: cursor ? { cursor } : {} });

/**
 * The panel's list. It is read afresh each time the panel opens (stale at once), and every answer
 * carries the unread count, which the bell takes over, so the two never disagree on screen.
 */
export const useNotifications = () => {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: notificationListQueryKey,
    queryFn: ({ pageParam }) => getNotificationsPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
  const unread = query.data?.pages[0]?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(unreadQueryKey, unread);
  }, [queryClient, unread]);
  return query;
};
