import { UNREAD_COUNT_CAP } from '../../../../../contracts/notifications';

/** The badge: the count, "99+" above the cap, nothing at 0. */
export const unreadBadge = (count: number): string | null =>
  count <= 0 ? null : count > UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP}+` : String(count);

/** The bell's accessible name: "Notifications, 3 unread" (the badge itself is hidden from screen readers). */
export const bellLabel = (count: number): string =>
  count <= 0
    ? 'Notifications'
    : count > UNREAD_COUNT_CAP
      ? `Notifications, more than ${UNREAD_COUNT_CAP} unread`
      : `Notifications, ${count} unread`;
