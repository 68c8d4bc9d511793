import * as z from 'zod/mini';
import {
  findCreatorThread,
  getBrandThread,
  getBrandUnreadMessages,
  listBrandThreads,
  sendBrandReply,
} from '../../../contracts/outreach';
import { getBrandOrThrow } from '../../catalogue';
import { getCreator, getCreatorByUsername } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { AppError } from '../../shared/http/errors';
import { migrateInboxMessages } from '../migrate-inbox-messages';
import { unreadTotalOf } from '../read-threads';
import { sendThreadMessage } from '../send-thread-message';
import { threadCursor, threadListBody, threadListCursor, threadPageBody } from '../thread-routes';

const threadPageQuery = z.extend(getBrandThread.query, { cursor: threadCursor });
const threadListQuery = z.extend(listBrandThreads.query, { cursor: threadListCursor });

/** Only creators who finished onboarding (those of the directory) have a thread with a brand. */
const listed = <C extends { onboarding_completed?: boolean | null }>(creator: C | null | undefined): C => {
  if (!creator?.onboarding_completed) throw new AppError('not_found', 'Creator not found');
  return creator;
};
const listedCreator = async (creatorId: string) => listed(await getCreator(creatorId));

/**
 * The brand's inbox (issue 21): one thread per creator, started by the creator's 'Contact Brand' form
 * or by the brand; unread counts per thread and in total. Every route resolves the caller's brand from
 * the token and addresses the thread by that brand and the creator in the path.
 */
export const handler = createBrandFeatureHandler({
  'GET /api/brand/threads': defineRoute(
    listBrandThreads,
    async ({ caller, query }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      if (!query.cursor) await migrateInboxMessages(brand);
      return { body: await threadListBody('brand', brand.id, query) };
    },
    { query: threadListQuery },
  ),
  'GET /api/brand/threads/{creatorId}': defineRoute(
    getBrandThread,
    async ({ caller, params, query }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const creator = await listedCreator(params.creatorId);
      if (!query.cursor) await migrateInboxMessages(brand);
      return { body: await threadPageBody('brand', brand, creator, query) };
    },
    { query: threadPageQuery },
  ),
  'POST /api/brand/threads/{creatorId}/messages': defineRoute(
    sendBrandReply,
    async ({ caller, params, body }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const creator = await listedCreator(params.creatorId);
      return {
        status: 201,
        body: { message: await sendThreadMessage(brand, creator, { sender: 'brand', body: body.body }) },
      };
    },
  ),
  'GET /api/brand/thread-lookup/{username}': defineRoute(findCreatorThread, async ({ caller, params }) => {
    await getBrandOrThrow(caller.brandId);
    const creator = listed(await getCreatorByUsername(params.username.toLowerCase()));
    return { body: { creator: { id: creator.id, username: creator.username } } };
  }),
  'GET /api/brand/unread-messages': defineRoute(getBrandUnreadMessages, async ({ caller }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    return { body: { unread_total: await unreadTotalOf('brand', brand.id) } };
  }),
});
