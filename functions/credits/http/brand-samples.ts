import * as contracts from '../../../contracts/credits';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { fulfilSampleOrder, listSampleOrdersOfBrand } from '../entities/sample-order';
import { listSampleRequestsOfBrand } from '../list-sample-requests';

/** The brand's Samples view: only the caller's own brand (resolved from the token) is read or changed. */
export const handler = createFeatureHandler({
  'GET /api/brand/samples': defineRoute(contracts.listBrandSamples, async ({ caller }) => {
    const brand = await getBrandOfUserOrThrow(caller.userId);
    const [sampleOrders, sampleRequests] = await Promise.all([
      listSampleOrdersOfBrand(brand.id),
      listSampleRequestsOfBrand(brand.id),
    ]);
    return { body: { sample_orders: sampleOrders, sample_requests: sampleRequests } };
  }),
  'POST /api/brand/samples/orders/{orderId}/fulfil': defineRoute(
    contracts.fulfilSampleOrder,
    async ({ caller, params }) => {
      const brand = await getBrandOfUserOrThrow(caller.userId);
      return { body: { sample_order: await fulfilSampleOrder(brand.id, params.orderId) } };
    },
  ),
});
