import {
  listBrandOpenUgcRequests,
  listMyUgcSubmissions,
  listOpenUgcRequests,
  submitUgcContent,
} from '../../../contracts/ugc';
import { imageUrlToSave } from '../../media';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { asUgcRequest, ugcRequestEntity } from '../entities/ugc-request';
import { asSubmission, ugcSubmissionEntity } from '../entities/ugc-submission';
import { listBrandOpenRequests, OPEN_REQUESTS_LIMIT } from '../list-brand-open-requests';
import { submitContent } from '../submit-content';

/** How many of a creator's own submissions the list shows (newest first). */
const MY_SUBMISSIONS_LIMIT = 100;

/** The creator's side of UGC (spec 2.3 Content, 2.5): open requests, submitting, their own submissions. */
export const handler = createCreatorFeatureHandler({
  // Every brand's open requests, newest first: one Query on the sparse directory partition.
  'GET /api/creator/ugc-requests': defineRoute(listOpenUgcRequests, async () => {
    const { data } = await ugcRequestEntity.query
      .allOpen({})
      .go({ limit: OPEN_REQUESTS_LIMIT, order: 'desc' });
    return { body: { requests: data.map(asUgcRequest) } };
  }),
  'GET /api/creator/brands/{brandId}/ugc-requests': defineRoute(
    listBrandOpenUgcRequests,
    async ({ params }) => ({
      body: { requests: await listBrandOpenRequests(params.brandId) },
    }),
  ),
  // The caller's own submissions only: the partition is named from the token, never from the request.
  'GET /api/creator/ugc-submissions': defineRoute(listMyUgcSubmissions, async ({ caller }) => {
    const { data } = await ugcSubmissionEntity.query
      .byCreator({ creator_id: caller.userId })
      .go({ limit: MY_SUBMISSIONS_LIMIT, order: 'desc' });
    return { body: { submissions: data.map(asSubmission) } };
  }),
  'POST /api/creator/ugc-submissions': defineRoute(submitUgcContent, async ({ caller, body }) => {
    const { content_upload_id, ...submission } = body;
    // Issue 34: an uploaded image fills the content URL (a pasted link stays for videos elsewhere).
    const content_url = await imageUrlToSave(
      caller.userId,
      { url: submission.content_url, uploadId: content_upload_id },
      'ugc',
      { url: 'content_url', uploadId: 'content_upload_id' },
    );
    if (!content_url) throw new Error('submitUgcSchema lets no submission through without a content URL');
    return {
      status: 201,
      body: { submission: await submitContent(caller.userId, { ...submission, content_url }) },
    };
  }),
});
