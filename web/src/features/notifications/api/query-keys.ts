/**
 * Every query of the notification centre and the e-mail preferences has a key under this root. Logging
 * out (or in as someone else) drops them with the rest of the user's cache (lib/auth.ts).
 */
export const notificationsQueryRoot = ['notifications'] as const;

export const unreadQueryKey = [...notificationsQueryRoot, 'unread'] as const;
export const notificationListQueryKey = [...notificationsQueryRoot, 'list'] as const;
export const preferencesQueryKey = [...notificationsQueryRoot, 'preferences'] as const;
