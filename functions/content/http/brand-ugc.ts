import {
  approveUgcSubmission,
  closeUgcRequest as closeContract,
  createUgcRequest as createContract,
  listBrandUgcRequests,
  rejectUgcSubmission,
} from '../../../contracts/ugc';
import { getBrandOrThrow } from '../../catalogue';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { approveSubmission } from '../approve-submission';
import { closeUgcRequest } from '../close-ugc-request';
import { createUgcRequest } from '../create-ugc-request';
import { listBrandUgc } from '../list-brand-ugc';
import { rejectSubmission } from '../reject-submission';

/** UGC Requests (spec 2.4): every route resolves the caller's own brand from the token. */
export const handler = createBrandFeatureHandler({
  'GET /api/brand/ugc-requests': defineRoute(listBrandUgcRequests, async ({ caller }) => ({
    body: await listBrandUgc(caller.brandId),
  })),
  'POST /api/brand/ugc-requests': defineRoute(createContract, async ({ caller, body }) => ({
    status: 201,
    body: { request: await createUgcRequest(await getBrandOrThrow(caller.brandId), body) },
  })),
  'POST /api/brand/ugc-requests/{requestId}/close': defineRoute(
    closeContract,
    async ({ caller, params }) => ({
      body: {
        request: await closeUgcRequest(caller.brandId, params.requestId),
      },
    }),
  ),
  'POST /api/brand/ugc-submissions/{submissionId}/approve': defineRoute(
    approveUgcSubmission,
    async ({ caller, params, body }) => ({
      body: {
        submission: await approveSubmission(
          await getBrandOrThrow(caller.brandId),
          params.submissionId,
          body.feedback,
        ),
      },
    }),
  ),
  'POST /api/brand/ugc-submissions/{submissionId}/reject': defineRoute(
    rejectUgcSubmission,
    async ({ caller, params, body }) => ({
      body: {
        submission: await rejectSubmission(
          await getBrandOrThrow(caller.brandId),
          params.submissionId,
          body.feedback,
        ),
      },
    }),
  ),
});
