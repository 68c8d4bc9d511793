import { THREADS_PAGE } from '../../contracts/outreach';
import { type PageKey, readBoundedPage } from '../shared/data/bounded-page';
import { writeTransaction } from '../shared/data/entity';
import {
  brandThreadsKey,
  creatorThreadsKey,
  type Party,
  partyKey,
  type Sender,
  type ThreadItem,
  threadEntity,
  threadKey,
  threadMessageEntity,
  threadService,
  unreadTotalEntity,
} from './entities/thread';
import type { ThreadMessage } from './send-thread-message';

/**
 * Where a page of a thread list continues: the last shown thread's time and the other party's id, the
 * parts of its index sort key. The caller's own id supplies the partition, so a page can only ever
 * continue the caller's own list.
 */
export type ThreadsAfter = { at: string; id: string };

export type ThreadSummary = {
  brand_id: string;
  brand_name: string;
  creator_id: string;
  creator_username: string;
  last_message_at: string;
  last_message_preview: string;
  last_sender: Sender;
  last_subject: string | null;
  unread: number;
};

/** A thread as `side` sees it: its own unread count only. */
export const toSummary = (item: ThreadItem, side: Sender): ThreadSummary => ({
  brand_id: item.brand_id,
  brand_name: item.brand_name,
  creator_id: item.creator_id,
  creator_username: item.creator_username,
  last_message_at: item.last_message_at,
  last_message_preview: item.last_message_preview,
  last_sender: item.last_sender,
  last_subject: item.last_subject ?? null,
  unread: (side === 'brand' ? item.brand_unread : item.creator_unread) ?? 0,
});

export const unreadTotalOf = async (side: Sender, id: string): Promise<number> => {
  const { data } = await unreadTotalEntity.get({ party: partyKey(side, id) }).go({ consistent: true });
  // Never below zero on screen, even if a count were ever marked read twice.
  return Math.max(0, data?.unread ?? 0);
};

/** The index a side lists its threads by: the partition is always the caller's own. */
const threadListing = (side: Sender, ownId: string) =>
  side === 'brand'
    ? {
        query: threadEntity.query.ofBrand({ gsi1pk: brandThreadsKey(ownId) }),
        pk: 'gsi1pk',
        sk: 'gsi1sk',
        partition: brandThreadsKey(ownId),
        thread: (otherId: string) => threadKey(ownId, otherId),
      }
    : {
        query: threadEntity.query.ofCreator({ gsi2pk: creatorThreadsKey(ownId) }),
        pk: 'gsi2pk',
        sk: 'gsi2sk',
        partition: creatorThreadsKey(ownId),
        thread: (otherId: string) => threadKey(otherId, ownId),
      };

/**
 * One side's threads, latest first, a page at a time, with its unread total (on every page). The page
 * after `after` starts from a key rebuilt here: the thread's own key (the caller and the other party)
 * and the caller's index partition with the sort key `{at}#{id}` (thread.ts ofBrand / ofCreator).
 */
export const listThreads = async (side: Sender, ownId: string, after?: ThreadsAfter) => {
  const listing = threadListing(side, ownId);
  const start: PageKey | undefined = after && {
    ...listing.thread(after.id),
    [listing.pk]: listing.partition,
    [listing.sk]: `${after.at}#${after.id}`,
  };
  const [page, unread_total] = await Promise.all([
    readBoundedPage<ThreadItem & Record<string, unknown>, ThreadSummary>({
      query: listing.query,
      order: 'desc',
      after: start,
      want: THREADS_PAGE,
      filtered: false,
      keyOf: (item) => ({ [listing.sk]: String(item[listing.sk]) }),
      select: async (items) => items.map((item) => toSummary(item, side)),
    }),
    unreadTotalOf(side, ownId),
  ]);
  // The index sort key is `{ISO time}#{id}`: the time holds no '#'.
  const sortKey = page.next?.[listing.sk];
  const split = sortKey?.indexOf('#') ?? -1;
  const next: ThreadsAfter | null =
    sortKey && split > 0 ? { at: sortKey.slice(0, split), id: sortKey.slice(split + 1) } : null;
  return { threads: page.results, unread_total, next };
};

export const getThread = async (brandId: string, creatorId: string) =>
  (await threadEntity.get({ brand_id: brandId, creator_id: creatorId }).go({ consistent: true })).data;

const toMessage = (item: {
  id: string;
  sender: Sender;
  subject?: string;
  body: string;
  created_at: string;
}): ThreadMessage => ({
  id: item.id,
  sender: item.sender,
  subject: item.subject ?? null,
  body: item.body,
  created_at: item.created_at,
});

/** A page of the thread's messages, newest first: one Query read backwards after a message's id. */
export const pageOfMessages = async (
  brandId: string,
  creatorId: string,
  options: { limit: number; afterId?: string },
) => {
  const after: PageKey | undefined = options.afterId
    ? { pk: `THREAD#${brandId}#${creatorId}`, sk: `MSG#${options.afterId}` }
    : undefined;
  const page = await threadMessageEntity.query.primary({ brand_id: brandId, creator_id: creatorId }).go({
    order: 'desc',
    limit: options.limit,
    cursor: after ? Buffer.from(JSON.stringify(after)).toString('base64url') : null,
  });
  const next = page.cursor
    ? (JSON.parse(Buffer.from(page.cursor, 'base64url').toString()) as { sk: string })
    : undefined;
  return {
    messages: page.data.map(toMessage),
    nextId: next?.sk.startsWith('MSG#') ? next.sk.slice('MSG#'.length) : undefined,
  };
};

const MARK_ATTEMPTS = 5;

/**
 * Opening a thread marks it read for `party.side`: its count goes to 0 and the same number leaves the
 * side's total, in one transaction conditioned on the count read, so a message arriving meanwhile is
 * neither lost nor subtracted twice (the next attempt reads it).
 */
export const markThreadRead = async (
  party: Party,
  thread: ThreadItem | null | undefined,
): Promise<number> => {
  let current = thread;
  const field = party.side === 'brand' ? 'brand_unread' : 'creator_unread';
  for (let attempt = 1; attempt <= MARK_ATTEMPTS; attempt++) {
    const unread = current?.[field] ?? 0;
    if (!current || unread === 0) return 0;
    const ownId = party.side === 'brand' ? party.brandId : party.creatorId;
    const outcome = await writeTransaction(threadService, ({ thread: threads, unreadTotal }) => ({
      thread: threads
        .update({ brand_id: party.brandId, creator_id: party.creatorId })
        .set(party.side === 'brand' ? { brand_unread: 0 } : { creator_unread: 0 })
        .where((attr, op) => op.eq(attr[field], unread))
        .commit(),
      total: unreadTotal
        .update({ party: partyKey(party.side, ownId) })
        .add({ unread: -unread })
        .commit(),
    }));
    if (outcome.ok) return unread;
    current = (await getThread(party.brandId, party.creatorId)) ?? undefined;
  }
  return 0;
};
