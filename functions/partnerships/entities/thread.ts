import { createConversions, type EntityItem } from 'electrodb';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys, keys } from '../../shared/data/keys';
import { outboxEntity } from '../../shared/outbox/outbox-event';

const text = { type: 'string', required: true } as const;
const sender = { type: ['brand', 'creator'] as const, required: true } as const;

/**
 * One message thread per brand and creator (issue 21): THREAD#{brand_id}#{creator_id} / THREAD. Both
 * parties address it by their own id (from the token) and the other's, so no one reaches a thread they
 * are not part of. Each side's unread count is an attribute moved by atomic ADDs; the brand lists its
 * threads through byOwner and the creator through directory, both by the last message's time.
 */
export const threadEntity = defineEntity({
  model: { entity: 'message-thread', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    creator_id: text,
    brand_name: text,
    creator_username: text,
    last_message_at: text,
    last_message_preview: text,
    last_sender: sender,
    /** The last message's subject, when it came from the contact form. */
    last_subject: { type: 'string' },
    brand_unread: { type: 'number' },
    creator_unread: { type: 'number' },
    // The listings' partitions, written with every message: an upsert sets no index key whose parts are
    // all in the item's own key, so these are attributes of their own (threadListKeys).
    gsi1pk: { type: 'string' },
    gsi2pk: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'THREAD#${brand_id}#${creator_id}'),
      sk: tableKey('sk', 'THREAD'),
    },
    ofBrand: {
      index: 'byOwner',
      pk: tableKey('gsi1pk'),
      sk: tableKey('gsi1sk', '${last_message_at}#${creator_id}'),
    },
    ofCreator: {
      index: 'directory',
      pk: tableKey('gsi2pk'),
      sk: tableKey('gsi2sk', '${last_message_at}#${brand_id}'),
    },
  },
});

/**
 * A message of a thread, append-only: THREAD#{brand_id}#{creator_id} / MSG#{id}. Ids sort by time, so a
 * page is one Query read backwards. Messages sent with the contact form carry its subject.
 */
export const threadMessageEntity = defineEntity({
  model: { entity: 'thread-message', version: '1', service: SERVICE },
  attributes: {
    id: text,
    brand_id: text,
    creator_id: text,
    sender,
    subject: { type: 'string' },
    body: text,
    created_at: text,
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'THREAD#${brand_id}#${creator_id}'),
      sk: tableKey('sk', 'MSG#${id}'),
    },
  },
});

/**
 * A party's total of unread messages (the navigation's badge): {BRAND#id | CREATOR#id} / UNREAD_MESSAGES,
 * moved by ADD in the same transaction as the thread's own count, so the total is their sum.
 */
export const unreadTotalEntity = defineEntity({
  model: { entity: 'unread-messages', version: '1', service: SERVICE },
  attributes: {
    party: text,
    unread: { type: 'number' },
  },
  indexes: { primary: { pk: tableKey('pk', '${party}'), sk: tableKey('sk', 'UNREAD_MESSAGES') } },
});

export const threadService = defineService({
  thread: threadEntity,
  threadMessage: threadMessageEntity,
  unreadTotal: unreadTotalEntity,
  outbox: outboxEntity,
});

export type ThreadItem = EntityItem<typeof threadEntity>;
export type ThreadMessageItem = EntityItem<typeof threadMessageEntity>;
export type Sender = ThreadMessageItem['sender'];
export type Party = { side: Sender; brandId: string; creatorId: string };

/** The partitions a brand's and a creator's thread listings read. */
export const brandThreadsKey = indexKeys.brandThreads;
export const creatorThreadsKey = indexKeys.creatorThreads;
export const threadListKeys = (brandId: string, creatorId: string) => ({
  gsi1pk: brandThreadsKey(brandId),
  gsi2pk: creatorThreadsKey(creatorId),
});

/** A thread's table key, as its entity composes it: where a page of a thread list continues. */
export const threadKey = (brandId: string, creatorId: string) =>
  createConversions(threadEntity).byAccessPattern.primary.fromComposite.toKeys<{ pk: string; sk: string }>({
    brand_id: brandId,
    creator_id: creatorId,
  });

/** The key of a party's unread total. */
export const partyKey = (side: Sender, id: string) =>
  side === 'brand' ? keys.brand(id).pk : keys.creator(id).pk;
