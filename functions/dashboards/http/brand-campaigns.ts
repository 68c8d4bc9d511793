import { getBrandCampaigns } from '../../../contracts/partnerships';
import { getBrandOrThrow } from '../../catalogue';
import { creatorLinksOf } from '../../credits';
import { listApplicationsOfBrand, listDiscountCodesOfBrand } from '../../partnerships';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { applicantFigures } from '../applicant-figures';

/**
 * Influencers & Campaigns (spec 2.4): pending applications with their creators' figures, active
 * partnerships, discount codes, and the links of the creators whose pitches wait (issue 34). A read model over partnerships, referrals and the ledger (the creators'
 * figures), so it lives with the dashboards, above all three (docs/architecture.md section 1).
 */
export const handler = createBrandFeatureHandler({
  'GET /api/brand/campaigns': defineRoute(getBrandCampaigns, async ({ caller }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    const [pending, active, discountCodes] = await Promise.all([
      listApplicationsOfBrand(brand.id, 'pending'),
      listApplicationsOfBrand(brand.id, 'approved'),
      listDiscountCodesOfBrand(brand.id),
    ]);
    // Application review (issue 21): the pending applicants' figures, in the screen's one call; and
    // (issue 34) the links of every creator whose pitch waits, application or code request.
    const pendingCodes = discountCodes.filter((code) => code.status === 'pending');
    const [applicants, creators] = await Promise.all([
      applicantFigures(
        brand.id,
        pending.map((application) => application.creator_id),
      ),
      creatorLinksOf([
        ...pending.map((application) => application.creator_id),
        ...pendingCodes.map((code) => code.creator_id),
      ]),
    ]);
    return { body: { pending, active, discount_codes: discountCodes, applicants, creators } };
  }),
});
