import { listBrandMessages } from '../../../contracts/brand-workspace';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { brandMessageEntity } from '../entities/message';

/** The brand's inbox: messages creators sent from its profile's 'Contact Brand' form, newest first. */
export const handler = createFeatureHandler({
  'GET /api/brand/messages': defineRoute(listBrandMessages, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    // One Query on the brand's partition, read backwards (paged by size).
    const { data } = await brandMessageEntity.query
      .primary({ brand_id: brand.id })
      .go({ order: 'desc', pages: 'all' });
    return { body: { messages: data } };
  }),
});
