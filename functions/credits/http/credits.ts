import { requestSample as requestSampleContract } from '../../../contracts/creator-brands';
import * as contracts from '../../../contracts/credits';
import { requireOnboardedCreator } from '../../identity';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { cashOutCredits } from '../cash-out-credits';
import { getCreditsScreen } from '../get-credits-screen';
import { listSampleStoreProducts } from '../list-sample-store';
import { redeemSample } from '../redeem-sample';
import { requestSample } from '../request-sample';

/** Sample Credits (spec 2.5): the caller's own ledger only — the creator comes from the token. */
export const handler = createFeatureHandler({
  /** Request a sample of a brand's product from its profile (spends no credit: the brand decides). */
  'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests': defineRoute(
    requestSampleContract,
    async ({ caller, params, body }) => ({
      status: 201,
      body: {
        sample_request: await requestSample(caller.userId, params.brandId, params.productId, body.message),
      },
    }),
  ),
  'GET /api/creator/credits': defineRoute(contracts.getCreditsScreen, async ({ caller }) => ({
    body: await getCreditsScreen(caller.userId),
  })),
  'GET /api/creator/sample-store': defineRoute(contracts.getSampleStore, async () => ({
    body: { products: await listSampleStoreProducts() },
  })),
  'POST /api/creator/credits/redemptions': defineRoute(contracts.redeemSample, async ({ caller, body }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    return {
      status: 201,
      body: await redeemSample(creator, body.brand_id, body.product_id, body.shipping_address),
    };
  }),
  'POST /api/creator/credits/cashouts': defineRoute(contracts.cashOutCredits, async ({ caller, body }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    return { status: 201, body: await cashOutCredits(creator.id, body.credits) };
  }),
});
