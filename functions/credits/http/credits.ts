import {
  listMySampleRequests as listMySampleRequestsContract,
  requestSample as requestSampleContract,
} from '../../../contracts/creator-brands';
import * as contracts from '../../../contracts/credits';
import { getMyPitchLinks } from '../../../contracts/pitches';
import { requireOnboardedCreator } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { cashOutCredits } from '../cash-out-credits';
import { creatorLinksOf } from '../creator-links';
import { listSampleRequestsOfCreatorAtBrand } from '../entities/samples';
import { getCreditsScreen } from '../get-credits-screen';
import { listSampleStoreProducts } from '../list-sample-store';
import { redeemSample } from '../redeem-sample';
import { requestSample } from '../request-sample';

/** Sample Credits (spec 2.5): the caller's own ledger only — the creator comes from the token. */
export const handler = createCreatorFeatureHandler({
  /**
   * Request a sample of a brand's product from its profile (spends no credit: the brand decides); a
   * second request answers the first (200), not an error (issue 34).
   */
  'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests': defineRoute(
    requestSampleContract,
    async ({ caller, params, body }) => {
      const answer = await requestSample(caller.userId, params.brandId, params.productId, body.message);
      return answer.created
        ? { status: 201, body: { ...answer, created: true } }
        : { status: 200, body: { ...answer, created: false } };
    },
  ),
  // Issue 34: the caller's own requests to the brand (the creator comes from the token, never a parameter).
  'GET /api/creator/brands/{brandId}/sample-requests': defineRoute(
    listMySampleRequestsContract,
    async ({ caller, params }) => ({
      body: { sample_requests: await listSampleRequestsOfCreatorAtBrand(params.brandId, caller.userId) },
    }),
  ),
  // Issue 34: the pitch dialog's "what the brand will see", read as the brand's review card reads it.
  'GET /api/creator/pitch-links': defineRoute(getMyPitchLinks, async ({ caller }) => {
    const creator = await requireOnboardedCreator(caller.userId);
    const [links] = await creatorLinksOf([creator.id]);
    if (!links) throw new Error('creatorLinksOf: an onboarded creator without a record');
    return { body: { links } };
  }),
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
