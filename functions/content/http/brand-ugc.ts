import {
  approveUgcSubmission,
  closeUgcRequest as closeContract,
  createUgcRequest as createContract,
  listBrandUgcRequests,
  rejectUgcSubmission,
} from '../../../contracts/ugc';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { approveSubmission } from '../approve-submission';
import { closeUgcRequest } from '../close-ugc-request';
import { createUgcRequest } from '../create-ugc-request';
import { listBrandUgc } from '../list-brand-ugc';
import { rejectSubmission } from '../reject-submission';

/** UGC Requests (spec 2.4): every route resolves the caller's own brand from the token. */
export const handler = createFeatureHandler({
  'GET /api/brand/ugc-requests': defineRoute(listBrandUgcRequests, async ({ caller }) => ({
    body: await listBrandUgc((await getBrandOfUserOrThrow(caller.userId)).id),
  })),
  'POST /api/brand/ugc-requests': defineRoute(createContract, async ({ caller, body }) => ({
    status: 201,
    body: { request: await createUgcRequest(await getBrandOfUserOrThrow(caller.userId), body) },
  })),
  'POST /api/brand/ugc-requests/{requestId}/close': defineRoute(
    closeContract,
    async ({ caller, params }) => ({
      body: {
        request: await closeUgcRequest((await getBrandOfUserOrThrow(caller.userId)).id, params.requestId),
      },
    }),
  ),
  'POST /api/brand/ugc-submissions/{submissionId}/approve': defineRoute(
    approveUgcSubmission,
    async ({ caller, params, body }) => ({
      body: {
        submission: await approveSubmission(
          await getBrandOfUserOrThrow(caller.userId),
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
          await getBrandOfUserOrThrow(caller.userId),
          params.submissionId,
          body.feedback,
        ),
      },
    }),
  ),
});
