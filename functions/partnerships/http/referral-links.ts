import { createReferralLink as linkContract } from '../../../contracts/partnerships';
import { trackedUrl } from '../../referrals';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { createReferralLink } from '../create-referral-link';

export const handler = createFeatureHandler({
  /** Copy Link on a brand profile or in Explore: the creator's link for the product, created or reused. */
  'POST /api/creator/links': defineRoute(linkContract, async ({ caller, body }) => {
    const { link, created } = await createReferralLink({
      creatorId: caller.userId,
      brandId: body.brand_id,
      productId: body.product_id,
      campaign: body.source === 'marketplace' ? 'influencer-marketplace' : 'brand-profile',
      requireAvailable: true,
    });
    return {
      status: created ? 201 : 200,
      body: {
        link: {
          ...link,
          share_url: `/r/${encodeURIComponent(link.referral_code)}`,
          store_url: trackedUrl(link),
        },
        created,
      },
    };
  }),
});
