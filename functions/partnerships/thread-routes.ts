import * as z from 'zod/mini';
import type { Brand } from '../catalogue';
import type { Creator } from '../identity';
import { cursorSchema, encodeCursor } from '../shared/http/page-cursor';
import type { Sender } from './entities/thread';
import { getThread, markThreadRead, pageOfMessages, toSummary } from './read-threads';

/** A page of a thread continues after a message id of that thread (the cursor carries the id only). */
export const threadCursor = cursorSchema(
  z.strictObject({ after: z.string().check(z.regex(/^msg_[A-Z0-9]{26}$/)) }),
);

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
