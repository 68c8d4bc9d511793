import * as z from 'zod/mini';
import { sendBrandMessage as sendBrandMessageContract } from '../../../contracts/creator-brands';
import {
  getCreatorThread,
  getCreatorUnreadMessages,
  listCreatorThreads,
  sendCreatorReply,
} from '../../../contracts/outreach';
import { getBrand } from '../../catalogue';
import { requireOnboardedCreator } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { AppError } from '../../shared/http/errors';
import { getThread, unreadTotalOf } from '../read-threads';
import { sendBrandMessage } from '../send-brand-message';
import { sendThreadMessage } from '../send-thread-message';
import { threadCursor, threadListBody, threadListCursor, threadPageBody } from '../thread-routes';

const threadPageQuery = z.extend(getCreatorThread.query, { cursor: threadCursor });
const threadListQuery = z.extend(listCreatorThreads.query, { cursor: threadListCursor });

const brandOrThrow = async (brandId: string) => {
  const brand = await getBrand(brandId);
  if (!brand) throw new AppError('not_found', 'Brand not found');
  return brand;
};

/**
 * The creator's Messages (issue 21): its threads with brands, each brand's thread, replies. The
 * creator comes from the token; a thread is addressed by that creator and the brand in the path.
 */
export const handler = createCreatorFeatureHandler({
  /** Message a brand from its profile: starts the creator's thread with it, or adds to it. */
  'POST /api/creator/brands/{brandId}/messages': defineRoute(
    sendBrandMessageContract,
    async ({ caller, params, body }) => ({
      status: 201,
      body: { message: await sendBrandMessage(caller.userId, params.brandId, body) },
    }),
  ),
  'GET /api/creator/threads': defineRoute(
    listCreatorThreads,
    async ({ caller, query }) => ({ body: await threadListBody('creator', caller.userId, query) }),
    { query: threadListQuery },
  ),
  'GET /api/creator/threads/{brandId}': defineRoute(
    getCreatorThread,
    async ({ caller, params, query }) => {
      const creator = await requireOnboardedCreator(caller.userId);
      const brand = await brandOrThrow(params.brandId);
      return { body: await threadPageBody('creator', brand, creator, query) };
    },
    { query: threadPageQuery },
  ),
  /** A reply, or a first message to a brand that takes them (a connected store, as the contact form). */
  'POST /api/creator/threads/{brandId}/messages': defineRoute(
    sendCreatorReply,
    async ({ caller, params, body }) => {
      const creator = await requireOnboardedCreator(caller.userId);
      const brand = await brandOrThrow(params.brandId);
      if (!brand.store_connected && !(await getThread(brand.id, creator.id)))
        throw new AppError('not_found', 'Brand not found');
      return {
        status: 201,
        body: { message: await sendThreadMessage(brand, creator, { sender: 'creator', body: body.body }) },
      };
    },
  ),
  'GET /api/creator/unread-messages': defineRoute(getCreatorUnreadMessages, async ({ caller }) => ({
    body: { unread_total: await unreadTotalOf('creator', caller.userId) },
  })),
});
