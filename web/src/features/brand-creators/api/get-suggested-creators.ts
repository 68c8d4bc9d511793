import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSuggestedCreators } from '../../../../../contracts/brand-creators';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

export type SuggestedCreators = ContractOutput<typeof listSuggestedCreators>;

/**
 * Issue 34, `GET /api/brand/creators/suggested`: creators whose niches match the brand's product
 * categories, best 90-day results first. Not under the directory's key: its pages are patched by marks,
 * and this answer is not paged.
 */
export const suggestedCreatorsQueryOptions = () =>
  queryOptions({
    queryKey: [...brandQueryRoot, 'suggested-creators'],
    queryFn: () => callApi(listSuggestedCreators),
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useSuggestedCreators = () => useQuery(suggestedCreatorsQueryOptions());
