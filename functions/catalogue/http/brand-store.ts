import * as contracts from '../../../contracts/brand-workspace';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { getBrandOrThrow } from '../entities/brand';
import { beginShopifyConnection } from '../store/begin-shopify-connection';
import { connectOtherStore } from '../store/connect-other-store';
import { disconnectStore } from '../store/disconnect-store';

export const handler = createBrandFeatureHandler({
  'POST /api/brand/store/shopify': defineRoute(
    contracts.beginShopifyConnection,
    async ({ caller, body }) => ({
      body: await beginShopifyConnection(await getBrandOrThrow(caller.brandId), body.shop),
    }),
  ),
  'POST /api/brand/store': defineRoute(contracts.connectOtherStore, async ({ caller, body }) => ({
    body: { brand: await connectOtherStore(await getBrandOrThrow(caller.brandId), body) },
  })),
  'DELETE /api/brand/store': defineRoute(contracts.disconnectStore, async ({ caller }) => ({
    body: { brand: await disconnectStore(await getBrandOrThrow(caller.brandId)) },
  })),
});
