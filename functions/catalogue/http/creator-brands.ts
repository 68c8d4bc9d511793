import * as contracts from '../../../contracts/creator-brands';
import { requestSample } from '../../credits';
import { sendBrandMessage } from '../../partnerships';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { brandDirectoryServerQuery } from '../directory/brand-directory-query';
import { getBrandProfile } from '../directory/get-brand-profile';
import { listBrandDirectory } from '../directory/list-brand-directory';

/** The creator's Brands directory and brand profiles (spec 2.5). */
export const handler = createFeatureHandler({
  'GET /api/creator/brands': defineRoute(
    contracts.listBrandDirectory,
    async ({ query }) => ({ body: await listBrandDirectory(query) }),
    { query: brandDirectoryServerQuery },
  ),
  'GET /api/creator/brands/{brandId}': defineRoute(contracts.getBrandProfile, async ({ params }) => ({
    body: await getBrandProfile(params.brandId),
  })),
  'POST /api/creator/brands/{brandId}/messages': defineRoute(
    contracts.sendBrandMessage,
    async ({ caller, params, body }) => ({
      status: 201,
      body: { message: await sendBrandMessage(caller.userId, params.brandId, body) },
    }),
  ),
  'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests': defineRoute(
    contracts.requestSample,
    async ({ caller, params, body }) => ({
      status: 201,
      body: {
        sample_request: await requestSample(caller.userId, params.brandId, params.productId, body.message),
      },
    }),
  ),
});
