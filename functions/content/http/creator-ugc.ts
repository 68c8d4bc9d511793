import {
  listBrandOpenUgcRequests,
  listMyUgcSubmissions,
  listOpenUgcRequests as listOpenContract,
  submitUgcContent,
} from '../../../contracts/ugc';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listOpenUgcRequests } from '../entities/ugc-request';
import { listSubmissionsOfCreator } from '../entities/ugc-submission';
import { listBrandOpenRequests } from '../list-brand-open-requests';
import { submitContent } from '../submit-content';

/** The creator's side of UGC (spec 2.3 Content, 2.5): open requests, submitting, their own submissions. */
export const handler = createFeatureHandler({
  'GET /api/creator/ugc-requests': defineRoute(listOpenContract, async () => ({
    body: { requests: await listOpenUgcRequests() },
  })),
  'GET /api/creator/brands/{brandId}/ugc-requests': defineRoute(
    listBrandOpenUgcRequests,
    async ({ params }) => ({
      body: { requests: await listBrandOpenRequests(params.brandId) },
    }),
  ),
  // The caller's own submissions only: the partition is named from the token, never from the request.
  'GET /api/creator/ugc-submissions': defineRoute(listMyUgcSubmissions, async ({ caller }) => ({
    body: { submissions: await listSubmissionsOfCreator(caller.userId) },
  })),
  'POST /api/creator/ugc-submissions': defineRoute(submitUgcContent, async ({ caller, body }) => ({
    status: 201,
    body: { submission: await submitContent(caller.userId, body) },
  })),
});
