import { getBrandCampaigns } from '../../../contracts/partnerships';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { applicantFigures } from '../applicant-figures';
import { applicationEntity, toApplication } from '../entities/application';
import { discountCodeEntity, toCode } from '../entities/discount-code';

/** A brand's applications with one status, newest first (byOwner index). */
const applicationsOf = async (brandId: string, status: 'pending' | 'approved') => {
  const { data } = await applicationEntity.query
    .ofBrand({ brand_id: brandId, status })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toApplication);
};

/** A brand's discount-code requests, newest first (byOwner index); all statuses: the tab groups them. */
const discountCodesOf = async (brandId: string) => {
  const { data } = await discountCodeEntity.query
    .ofBrand({ brand_id: brandId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toCode);
};

/**
 * Influencers & Campaigns (spec 2.4): pending applications with their creators' figures, active
 * partnerships, discount codes.
 */
export const handler = createFeatureHandler({
  'GET /api/brand/campaigns': defineRoute(getBrandCampaigns, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const [pending, active, discountCodes] = await Promise.all([
      applicationsOf(brand.id, 'pending'),
      applicationsOf(brand.id, 'approved'),
      discountCodesOf(brand.id),
    ]);
    // Application review (issue 21): the pending applicants' figures, in the screen's one call.
    const applicants = await applicantFigures(
      brand.id,
      pending.map((application) => application.creator_id),
    );
    return { body: { pending, active, discount_codes: discountCodes, applicants } };
  }),
});
