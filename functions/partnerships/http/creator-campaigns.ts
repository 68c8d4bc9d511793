import { getCreatorCampaigns } from '../../../contracts/partnerships';
import { commissionsOf, listLinksOfCreator, trackedUrl } from '../../referrals';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { listApplicationsOfCreator } from '../entities/application';
import { discountCodeEntity, toCode } from '../entities/discount-code';

/**
 * My Campaigns (spec 2.5) in one call: Active Links with clicks, conversions and earned (sales × the
 * product's commission %), applications pending approval, and discount codes with their status.
 */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/campaigns': defineRoute(getCreatorCampaigns, async ({ caller }) => {
    const [links, applications, discountCodes] = await Promise.all([
      listLinksOfCreator(caller.userId),
      listApplicationsOfCreator(caller.userId),
      discountCodeEntity.query.primary({ creator_id: caller.userId }).go({ pages: 'all' }),
    ]);
    const commissions = await commissionsOf(links);
    return {
      body: {
        links: links.map((link) => {
          const commission = commissions.get(link.product_id);
          return {
            ...link,
            commission_percentage: commission?.percentage ?? 0,
            leaves_at: commission?.leavesAt ?? null,
            // From the ledger (the link's commission net of reversals), never estimated from a rate.
            earned_cents: link.commission_cents,
            share_url: `/r/${encodeURIComponent(link.referral_code)}`,
            store_url: trackedUrl(link),
          };
        }),
        pending: applications.filter((application) => application.status === 'pending'),
        approved: applications.filter((application) => application.status === 'approved'),
        denied: applications.filter((application) => application.status === 'denied'),
        discount_codes: discountCodes.data.map(toCode),
      },
    };
  }),
});
