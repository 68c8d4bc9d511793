import {
  completeBrandOnboarding as completeContract,
  getBrandOnboarding,
} from '../../../contracts/brand-workspace';
import {
  completeBrandOnboarding,
  getBrandOfUserOrThrow,
  paymentPartners,
  storePlatforms,
} from '../../catalogue';
import { shopifyAvailable } from '../../integrations';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';

export const handler = createFeatureHandler({
  /** The onboarding wizard's one call: where the brand stands and the choices it offers. */
  'GET /api/brand/onboarding': defineRoute(getBrandOnboarding, async ({ caller }) => ({
    body: {
      brand: await getBrandOfUserOrThrow(caller.userId),
      storePlatforms: [...storePlatforms],
      paymentPartners: [...paymentPartners],
      shopifyAvailable: shopifyAvailable(),
    },
  })),
  /** 'Go to Dashboard': completes onboarding on the brand and the profile together. */
  'POST /api/brand/onboarding/complete': defineRoute(completeContract, async ({ caller, body }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    await completeBrandOnboarding(brand, body.payment_partner);
    return { body: { brand: await getBrandOfUserOrThrow(caller.userId) } };
  }),
});
