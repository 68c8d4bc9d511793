import { getBrandCampaigns } from '../../../contracts/partnerships';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listApplicationsOfBrand } from '../entities/application';
import { listDiscountCodesOfBrand } from '../entities/discount-code';

/** Influencers & Campaigns (spec 2.4): pending applications, active partnerships, discount codes. */
export const handler = createFeatureHandler({
  'GET /api/brand/campaigns': defineRoute(getBrandCampaigns, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const [pending, active, discountCodes] = await Promise.all([
      listApplicationsOfBrand(brand.id, 'pending'),
      listApplicationsOfBrand(brand.id, 'approved'),
      listDiscountCodesOfBrand(brand.id),
    ]);
    return { body: { pending, active, discount_codes: discountCodes } };
  }),
});
