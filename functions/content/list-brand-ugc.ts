import { listUgcRequestsOfBrand } from './entities/ugc-request';
import { listSubmissionsOfBrand } from './entities/ugc-submission';

/**
 * UGC Requests (spec 2.4): the brand's requests newest first, each with its submissions (newest
 * first), and the content creators sent without a request. Two Queries of the brand's own partition.
 */
export const listBrandUgc = async (brandId: string) => {
  const [requests, submissions] = await Promise.all([
    listUgcRequestsOfBrand(brandId),
    listSubmissionsOfBrand(brandId),
  ]);
  // Grouped by hand: Map.groupBy is not in Node 20.
  const byRequest = new Map<string, typeof submissions>();
  for (const submission of submissions) {
    const key = submission.ugc_request_id ?? '';
    byRequest.set(key, [...(byRequest.get(key) ?? []), submission]);
  }
  return {
    requests: requests.map((request) => ({ ...request, submissions: byRequest.get(request.id) ?? [] })),
    unrequested_submissions: byRequest.get('') ?? [],
  };
};
