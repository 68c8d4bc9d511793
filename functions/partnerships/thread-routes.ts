import type { Brand } from '../catalogue';
import type { Creator } from '../identity';
import type { Sender } from './entities/thread';
import { getThread, markThreadRead, pageOfMessages, toSummary } from './read-threads';

/**
 * A page of a thread as `side` reads it: the other party, the thread's summary (null before the first
 * message), the messages newest first, and the next page's message id. The first page marks the thread
 * read for `side`; the summary then shows 0 unread.
 */
export const readThreadPage = async (
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
