import { createFeatureHandler, defineRoute } from '../shared/http/api-handler';
import { brandDirectoryQuery } from './brand-directory-query';
import { getBrandProfile } from './get-brand-profile';
import { listBrandDirectory } from './list-brand-directory';
import { requestSample } from './request-sample';
import { brandMessageSchema, brandParams, brandProductParams, sampleRequestSchema } from './schemas';
import { sendBrandMessage } from './send-brand-message';

/** The creator's Brands directory and brand profiles (spec 2.5). */
export const handler = createFeatureHandler({
  'GET /api/creator/brands': defineRoute({ query: brandDirectoryQuery }, async ({ query }) => ({
    body: await listBrandDirectory(query),
  })),
  'GET /api/creator/brands/{brandId}': defineRoute({ params: brandParams }, async ({ params }) => ({
    body: await getBrandProfile(params.brandId),
  })),
  'POST /api/creator/brands/{brandId}/messages': defineRoute(
    { params: brandParams, body: brandMessageSchema },
    async ({ caller, params, body }) => ({
      status: 201,
      body: { message: await sendBrandMessage(caller.userId, params.brandId, body) },
    }),
  ),
  'POST /api/creator/brands/{brandId}/products/{productId}/sample-requests': defineRoute(
    { params: brandProductParams, body: sampleRequestSchema },
    async ({ caller, params, body }) => ({
      status: 201,
      body: {
        sample_request: await requestSample(caller.userId, params.brandId, params.productId, body.message),
      },
    }),
  ),
});
