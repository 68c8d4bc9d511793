import * as z from 'zod/mini';
import {
  findCreatorThread,
  getBrandThread,
  getBrandUnreadMessages,
  listBrandThreads,
  sendBrandReply,
} from '../../../contracts/outreach';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { getCreator, getCreatorByUsername } from '../../identity';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';
import { cursorSchema, encodeCursor } from '../../shared/http/page-cursor';
import { migrateInboxMessages } from '../migrate-inbox-messages';
import { listThreads, unreadTotalOf } from '../read-threads';
import { sendThreadMessage } from '../send-thread-message';
import { readThreadPage } from '../thread-routes';

/** A page of a thread continues after a message id of that thread (the cursor carries the id only). */
const threadPageQuery = z.extend(getBrandThread.query, {
  cursor: cursorSchema(z.strictObject({ after: z.string().check(z.regex(/^msg_[A-Z0-9]{26}$/)) })),
});

/** Only creators who finished onboarding (those of the directory) have a thread with a brand. */
const listedCreator = async (creatorId: string) => {
  const creator = await getCreator(creatorId);
  if (!creator?.onboarding_completed) throw new AppError('not_found', 'Creator not found');
  return creator;
};

/**
 * The brand's inbox (issue 21): one thread per creator, started by the creator's 'Contact Brand' form
 * or by the brand; unread counts per thread and in total. Every route resolves the caller's brand from
 * the token and addresses the thread by that brand and the creator in the path.
 */
export const handler = createFeatureHandler({
  'GET /api/brand/threads': defineRoute(listBrandThreads, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    await migrateInboxMessages(brand);
    return { body: await listThreads('brand', brand.id) };
  }),
  'GET /api/brand/threads/{creatorId}': defineRoute(
    getBrandThread,
    async ({ caller, params, query }) => {
      const brand = await getBrandOfUserOrThrow(caller.userId);
      const creator = await listedCreator(params.creatorId);
      if (!query.cursor) await migrateInboxMessages(brand);
      const page = await readThreadPage('brand', brand, creator, {
        limit: query.limit,
        ...(query.cursor ? { afterId: query.cursor.after } : {}),
      });
      return {
        body: {
          counterpart: page.counterpart,
          thread: page.thread,
          messages: page.messages,
          next_cursor: page.nextId ? encodeCursor({ after: page.nextId }) : null,
        },
      };
    },
    { query: threadPageQuery },
  ),
  'POST /api/brand/threads/{creatorId}/messages': defineRoute(
    sendBrandReply,
    async ({ caller, params, body }) => {
      const brand = await getBrandOfUserOrThrow(caller.userId);
      const creator = await listedCreator(params.creatorId);
      return {
        status: 201,
        body: { message: await sendThreadMessage(brand, creator, { sender: 'brand', body: body.body }) },
      };
    },
  ),
  'GET /api/brand/thread-lookup/{username}': defineRoute(findCreatorThread, async ({ caller, params }) => {
    await getBrandOfUserOrThrow(caller.userId);
    const creator = await getCreatorByUsername(params.username.toLowerCase());
    if (!creator?.onboarding_completed) throw new AppError('not_found', 'Creator not found');
    return { body: { creator: { id: creator.id, username: creator.username } } };
  }),
  'GET /api/brand/unread-messages': defineRoute(getBrandUnreadMessages, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    return { body: { unread_total: await unreadTotalOf('brand', brand.id) } };
  }),
});
