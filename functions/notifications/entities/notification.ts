/**
 * The in-app notification centre: one item per notification in its recipient's partition,
 * USER#{user_id} / NOTIF#{id}. The id starts with the source event's id (time-ordered), so the centre
 * is one Query read backwards; it ends with the kind, so one event notifies one person once: the item's
 * conditional create is the consumer's receipt (docs/architecture.md section 4).
 *
 * While unread, the item is also in the sparse byOwner partition USER#{user_id}#UNREAD: the bell's
 * count is one Query there (Select COUNT), and marking read removes the item from it. No counter to keep
 * in step, so no count can drift from the items.
 */
import type { EntityItem } from 'electrodb';
import { UNREAD_COUNT_CAP } from '../../../contracts/notifications';
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

export const notificationEntity = defineEntity({
  model: { entity: 'notification', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    /** `{eventId}.{kind}`: time-ordered (event ids are) and unique per event and kind. */
    id: { type: 'string', required: true },
    kind: { type: 'string', required: true },
    category: { type: 'string', required: true },
    title: { type: 'string', required: true },
    body: { type: 'string', required: true },
    link: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
    /** A brand member's notice (issue 35): the brand it is about, whose workspace the bell opens it in. */
    brand_id: { type: 'string' },
    read_at: { type: 'string' },
    /** The recipient's id while unread (the sparse index's key), removed when read. */
    unread_of: { type: 'string' },
    /** Read notifications expire after a year (DynamoDB TTL); unread ones stay. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'NOTIF#${id}') },
    unread: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'USER#${unread_of}#UNREAD'),
      sk: tableKey('gsi1sk', 'NOTIF#${id}'),
    },
  },
});

export type NotificationItem = EntityItem<typeof notificationEntity>;

const READ_RETENTION_SECONDS = 365 * 24 * 3600;

/** What a read notification holds: when it was read, and its expiry from then. */
export const readAt = (at: Date) => ({
  read_at: at.toISOString(),
  expiresAt: Math.floor(at.getTime() / 1000) + READ_RETENTION_SECONDS,
});

/**
 * One page of a person's notifications, newest first: one Query in their own partition. The cursor is
 * the last id shown (ids sort by time), so it can only ever point into the caller's own partition.
 */
export const listNotificationsPage = async (userId: string, limit: number, before: string | undefined) => {
  const query = notificationEntity.query.primary({ user_id: userId });
  const { data } = await (before ? query.lt({ id: before }) : query).go({ order: 'desc', limit: limit + 1 });
  const items = data.slice(0, limit);
  return { items, next: data.length > limit ? (items.at(-1)?.id ?? null) : null };
};

/** Unread notifications, counted up to the cap + 1 (one Query on the sparse index, keys only). */
export const countUnread = async (userId: string): Promise<number> => {
  const { data } = await notificationEntity.query
    .unread({ unread_of: userId })
    .go({ limit: UNREAD_COUNT_CAP + 1, attributes: ['id'] });
  return data.length;
};

/** Unread → read; a notification already read (or another person's) changes nothing. */
export const markRead = async (userId: string, id: string, at: Date): Promise<boolean> => {
  const done = await unlessRefused(
    notificationEntity
      .patch({ user_id: userId, id })
      .set(readAt(at))
      .remove(['unread_of'])
      .where((attr, op) => op.exists(attr.unread_of))
      .go(),
  );
  return done !== undefined;
};

/**
 * Every unread notification of the person becomes read: one pass over the sparse index's pages (the index
 * is eventually consistent, so re-querying from the start could meet the same items again).
 */
export const markAllRead = async (userId: string, at: Date): Promise<number> => {
  let marked = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { id: string }[]; cursor: string | null } = await notificationEntity.query
      .unread({ unread_of: userId })
      .go({ limit: 100, attributes: ['id'], cursor });
    // Up to 100 UpdateItems at once: a burst of 1,000 sales is marked read in a few round trips.
    const done = await Promise.all(page.data.map(({ id }) => markRead(userId, id, at)));
    marked += done.filter(Boolean).length;
    cursor = page.cursor;
  } while (cursor);
  return marked;
};
