import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
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
 * The panel's list. It is read afresh each time the panel opens (stale at once). A first page carries
 * the unread count as of that read, which the bell takes over, so the two never disagree on screen.
 */
export const useNotifications = () => {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationListQueryKey,
    queryFn: async ({ pageParam }) => {
      const page = await getNotificationsPage(pageParam);
      if (!pageParam) queryClient.setQueryData(unreadQueryKey, page.unread);
      return page;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
};
