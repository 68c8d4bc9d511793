import * as z from 'zod/mini';
import type { Brand } from '../catalogue';
import type { Creator } from '../identity';
import { cursorSchema, encodeCursor, invalidCursor } from '../shared/http/page-cursor';
import type { Sender } from './entities/thread';
import {
  getThread,
  listThreads,
  markThreadRead,
  pageOfMessages,
  type ThreadsAfter,
  toSummary,
} from './read-threads';

/** A page of a thread continues after a message id of that thread (the cursor carries the id only). */
export const threadCursor = cursorSchema(
  z.strictObject({ after: z.string().check(z.regex(/^msg_[A-Z0-9]{26}$/)) }),
);

/**
 * A page of a thread list continues after the last thread shown: its last message's time and the other
 * party's id (never a key naming a partition; the server rebuilds the key from the caller's own id).
 */
export const threadListCursor = cursorSchema(
  z.strictObject({
    at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)),
    id: z.string().check(z.regex(/^[\w-]{1,64}$/)),
  }),
);

/**
 * A page of `side`'s thread list as both sides' routes answer it, with the next page's cursor. A cursor
 * must name a thread of the caller's (another party's cursor is refused, not read as a position in the
 * caller's list): one GetItem beside the page's Query.
 */
export const threadListBody = async (side: Sender, ownId: string, query: { cursor?: ThreadsAfter }) => {
  const after = query.cursor;
  const [page, ownThread] = await Promise.all([
    listThreads(side, ownId, after),
    after && (side === 'brand' ? getThread(ownId, after.id) : getThread(after.id, ownId)),
  ]);
  if (after && !ownThread) throw invalidCursor();
  return {
    threads: page.threads,
    unread_total: page.unread_total,
    next_cursor: page.next ? encodeCursor(page.next) : null,
  };
};

/**
 * A page of a thread as `side` reads it: the other party, the thread's summary (null before the first
 * message), the messages newest first, and the next page's message id. The first page marks the thread
 * read for `side`; the summary then shows 0 unread.
 */
const readThreadPage = async (
  side: Sender,
  brand: Pick<Brand, 'id' | 'brand_name'>,
  creator: Pick<Creator, 'id' | 'username'>,
  page: { limit: number; afterId?: string },
) => {
  const [thread, messages] = await Promise.all([
    getThread(brand.id, creator.id),
    pageOfMessages(brand.id, creator.id, page),
  ]);
  if (thread && !page.afterId) {
    const marked = await markThreadRead({ side, brandId: brand.id, creatorId: creator.id }, thread);
    if (marked > 0) {
      if (side === 'brand') thread.brand_unread = 0;
      else thread.creator_unread = 0;
    }
  }
  return {
    counterpart:
      side === 'brand'
        ? { id: creator.id, name: creator.username }
        : { id: brand.id, name: brand.brand_name },
    thread: thread ? toSummary(thread, side) : null,
    messages: messages.messages,
    nextId: messages.nextId,
  };
};

/** A thread page as both sides' routes answer it, from the route's checked query (limit, cursor). */
export const threadPageBody = async (
  side: Sender,
  brand: Pick<Brand, 'id' | 'brand_name'>,
  creator: Pick<Creator, 'id' | 'username'>,
  query: { limit: number; cursor?: { after: string } },
) => {
  const page = await readThreadPage(side, brand, creator, {
    limit: query.limit,
    ...(query.cursor ? { afterId: query.cursor.after } : {}),
  });
  return {
    counterpart: page.counterpart,
    thread: page.thread,
    messages: page.messages,
    next_cursor: page.nextId ? encodeCursor({ after: page.nextId }) : null,
  };
};
