import {
  getNotificationPreferences,
  getUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationCategory,
  updateNotificationPreferences,
} from '../../../contracts/notifications';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { countUnread, listNotificationsPage, markAllRead, markRead } from '../entities/notification';
import { getPreferences, updatePreferences } from '../preferences';

/**
 * The notification centre (the bell of both workspaces) and the e-mail preferences of the Account
 * screens: every route acts on the caller's own partition, from the verified token, never on an id the
 * request names (a notification id is looked up under the caller's key, so another's is simply absent).
 */
export const handler = createFeatureHandler({
  'GET /api/notifications': defineRoute(listNotifications, async ({ caller, query }) => {
    const [page, unread] = await Promise.all([
      listNotificationsPage(caller.userId, NOTIFICATIONS_PAGE_SIZE, query.cursor || undefined),
      countUnread(caller.userId),
    ]);
    return {
      body: {
        unread,
        notifications: page.items.map((item) => ({
          id: item.id,
          kind: item.kind,
          category: item.category as NotificationCategory,
          title: item.title,
          body: item.body,
          link: item.link,
          created_at: item.created_at,
          brand_id: item.brand_id ?? null,
          read_at: item.read_at ?? null,
        })),
        next_cursor: page.next,
      },
    };
  }),
  'GET /api/notifications/unread': defineRoute(getUnreadNotifications, async ({ caller }) => ({
    body: { unread: await countUnread(caller.userId) },
  })),
  'POST /api/notifications/{notificationId}/read': defineRoute(
    markNotificationRead,
    async ({ caller, params }) => {
      await markRead(caller.userId, params.notificationId, new Date());
      return { body: { unread: await countUnread(caller.userId) } };
    },
  ),
  'POST /api/notifications/read-all': defineRoute(markAllNotificationsRead, async ({ caller }) => {
    await markAllRead(caller.userId, new Date());
    return { body: { unread: 0 } };
  }),
  'GET /api/notifications/preferences': defineRoute(getNotificationPreferences, async ({ caller }) => ({
    body: await getPreferences(caller.userId),
  })),
  'PUT /api/notifications/preferences': defineRoute(
    updateNotificationPreferences,
    async ({ caller, body }) => ({
      body: await updatePreferences(caller.userId, body.email),
    }),
  ),
});
