import { getBrandCampaigns } from '../../../contracts/partnerships';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { listApplicationsOfBrand, listDiscountCodesOfBrand } from '../../partnerships';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { applicantFigures } from '../applicant-figures';

/**
 * Influencers & Campaigns (spec 2.4): pending applications with their creators' figures, active
 * partnerships, discount codes. A read model over partnerships, referrals and the ledger (the creators'
 * figures), so it lives with the dashboards, above all three (docs/architecture.md section 1).
 */
export const handler = createFeatureHandler({
  'GET /api/brand/campaigns': defineRoute(getBrandCampaigns, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const [pending, active, discountCodes] = await Promise.all([
      listApplicationsOfBrand(brand.id, 'pending'),
      listApplicationsOfBrand(brand.id, 'approved'),
      listDiscountCodesOfBrand(brand.id),
    ]);
    // Application review (issue 21): the pending applicants' figures, in the screen's one call.
    const applicants = await applicantFigures(
      brand.id,
      pending.map((application) => application.creator_id),
    );
    return { body: { pending, active, discount_codes: discountCodes, applicants } };
  }),
});
