import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead } from '../../../../../contracts/notifications';
import { callApi } from '../../../lib/api-client';
import type { NotificationPages } from './get-notifications';
import { notificationListQueryKey, unreadQueryKey } from './query-keys';

/** Marks the listed notifications read in the cache (those `which` picks), as the server just did. */
const markInList = (queryClient: QueryClient, which: (id: string) => boolean) => {
  const at = new Date().toISOString();
  queryClient.setQueryData<NotificationPages>(notificationListQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((item) =>
              item.read_at === null && which(item.id) ? { ...item, read_at: at } : item,
            ),
          })),
        }
      : data,
  );
};

/**
 * `POST /api/notifications/{id}/read`. The list shows it read at once (the click also navigates, so the
 * panel is gone before the answer); the answer's unread count goes to the bell. The cache updates are
 * the mutation's own callbacks, so they still run once the panel has closed.
 */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationId: string) =>
      (await callApi(markNotificationRead, { params: { notificationId } })).unread,
    onMutate: (notificationId) => markInList(queryClient, (id) => id === notificationId),
    onSuccess: (unread) => queryClient.setQueryData(unreadQueryKey, unread),
    // Failed: the list and the count are read again, so the dot comes back where it belongs.
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationListQueryKey }),
  });
};

/** `POST /api/notifications/read-all`: every dot goes, the bell shows none. */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(markAllNotificationsRead)).unread,
    onSuccess: (unread) => {
      markInList(queryClient, () => true);
      queryClient.setQueryData(unreadQueryKey, unread);
    },
  });
};
