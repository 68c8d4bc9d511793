import { listBrandMessages } from '../../../contracts/brand-workspace';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listMessagesOfBrand } from '../entities/message';

/** The brand's inbox: messages creators sent from its profile's 'Contact Brand' form, newest first. */
export const handler = createFeatureHandler({
  'GET /api/brand/messages': defineRoute(listBrandMessages, async ({ caller }) => ({
    body: { messages: await listMessagesOfBrand((await getBrandOfUserOrThrow(caller.userId)).id) },
  })),
});
