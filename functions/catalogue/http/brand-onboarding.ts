import {
  completeBrandOnboarding as completeContract,
  getBrandOnboarding,
  setOnboardingBrandName,
} from '../../../contracts/brand-workspace';
import { paymentPartners, storePlatforms } from '../../../contracts/constants';
import { getProfile } from '../../identity';
import { shopifyAvailable } from '../../integrations';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { completeBrandOnboarding } from '../complete-brand-onboarding';
import { getBrandOrThrow } from '../entities/brand';
import { updateBrand } from '../update-brand';

/** The person's name as signed up (the profile's), never the brand's. */
const accountHolderName = async (userId: string) => {
  const profile = await getProfile(userId);
  return `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim();
};

export const handler = createBrandFeatureHandler({
  /** The onboarding wizard's one call: where the brand stands and the choices it offers. */
  'GET /api/brand/onboarding': defineRoute(getBrandOnboarding, async ({ caller }) => ({
    body: {
      brand: await getBrandOrThrow(caller.brandId),
      account_holder_name: await accountHolderName(caller.userId),
      storePlatforms: [...storePlatforms],
      paymentPartners: [...paymentPartners],
      shopifyAvailable: shopifyAvailable(),
    },
  })),
  /**
   * The Welcome step names the brand. A new brand was created under the account holder's name (it must
   * have one from the start); this gives it its own. The profile's name is not touched.
   */
  'PUT /api/brand/onboarding/name': defineRoute(setOnboardingBrandName, async ({ caller, body }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    return { body: { brand: await updateBrand(brand.id, { brand_name: body.brand_name }) } };
  }),
  /** 'Go to Dashboard': completes onboarding on the brand and the profile together. */
  'POST /api/brand/onboarding/complete': defineRoute(completeContract, async ({ caller, body }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    await completeBrandOnboarding(brand, body.payment_partner);
    return { body: { brand: await getBrandOrThrow(caller.brandId) } };
  }),
});
