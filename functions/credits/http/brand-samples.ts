import * as contracts from '../../../contracts/credits';
import { getBrandOrThrow } from '../../catalogue';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { creatorLinksOf } from '../creator-links';
import { asSampleOrder, sampleOrderEntity } from '../entities/samples';
import { fulfilSampleOrder } from '../fulfil-sample-order';
import { listSampleRequestsOfBrand } from '../list-sample-requests';
import { retrySampleOrder } from '../retry-sample-order';
import { sampleCreatorTotals } from '../sample-creator-totals';

/** The brand's Samples view: only the caller's own brand (resolved from the token) is read or changed. */
export const handler = createBrandFeatureHandler({
  'GET /api/brand/samples': defineRoute(contracts.listBrandSamples, async ({ caller }) => {
    const brand = await getBrandOrThrow(caller.brandId);
    const [orders, sampleRequests] = await Promise.all([
      // The newest 100 orders, newest first (one Query of the brand's partition).
      sampleOrderEntity.query.primary({ brand_id: brand.id }).go({ limit: 100, order: 'desc' }),
      listSampleRequestsOfBrand(brand.id),
    ]);
    const sampleOrders = orders.data.map(asSampleOrder);
    const [creatorTotals, creators] = await Promise.all([
      sampleCreatorTotals(brand.id, sampleOrders),
      // Issue 34: the requesting creators' links beside their pitches.
      creatorLinksOf(sampleRequests.map((request) => request.creator_id)),
    ]);
    return {
      body: {
        sample_orders: sampleOrders,
        sample_requests: sampleRequests,
        creator_totals: creatorTotals,
        creators,
      },
    };
  }),
  'POST /api/brand/samples/orders/{orderId}/fulfil': defineRoute(
    contracts.fulfilSampleOrder,
    async ({ caller, params }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: { sample_order: await fulfilSampleOrder(brand.id, params.orderId) } };
    },
  ),
  'POST /api/brand/samples/orders/{orderId}/retry': defineRoute(
    contracts.retrySampleOrder,
    async ({ caller, params }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      return { body: { sample_order: await retrySampleOrder(brand.id, params.orderId) } };
    },
  ),
});
