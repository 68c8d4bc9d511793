import { asUgcRequest, ugcRequestEntity } from './entities/ugc-request';
import { asSubmission, ugcSubmissionEntity } from './entities/ugc-submission';

/**
 * UGC Requests (spec 2.4): the brand's requests newest first, each with its submissions (newest
 * first), and the content creators sent without a request. Two Queries (all pages) of the brand's own
 * partition.
 */
export const listBrandUgc = async (brandId: string) => {
  const newestFirst = { pages: 'all', order: 'desc' } as const;
  const [requests, submissions] = await Promise.all([
    ugcRequestEntity.query.primary({ brand_id: brandId }).go(newestFirst),
    ugcSubmissionEntity.query.primary({ brand_id: brandId }).go(newestFirst),
  ]);
  // Grouped by hand: Map.groupBy is not in Node 20.
  const byRequest = new Map<string, ReturnType<typeof asSubmission>[]>();
  for (const submission of submissions.data.map(asSubmission)) {
    const key = submission.ugc_request_id ?? '';
    byRequest.set(key, [...(byRequest.get(key) ?? []), submission]);
  }
  return {
    requests: requests.data.map((request) => ({
      ...asUgcRequest(request),
      submissions: byRequest.get(request.id) ?? [],
    })),
    unrequested_submissions: byRequest.get('') ?? [],
  };
};
