import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listReviewQueue, releaseReviewItem, voidReviewItem } from '../../../../../contracts/ops';
import { type ContractOutput, callApi } from '../../../lib/api-client';

export type ReviewQueue = ContractOutput<typeof listReviewQueue>;
export type ReviewItem = ReviewQueue['items'][number];

export const reviewQueueKey = ['ops', 'review'] as const;

/** `GET /api/ops/review`: the sales held by fraud signals across brands, oldest first (the first 100). */
export const useReviewQueue = () =>
  useQuery({
    queryKey: reviewQueueKey,
    queryFn: ({ signal }) => callApi(listReviewQueue, { query: { limit: 100 } }, { signal }),
    refetchInterval: 30_000,
  });

/** Release or void one, as its brand would (the reason required to void); the queue is read again. */
export const useDecideReviewItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      item,
      decision,
      reason,
    }: {
      item: ReviewItem;
      decision: 'release' | 'void';
      reason: string;
    }) => {
      const params = { brandId: item.brand_id, saleId: item.sale.sale_id };
      return decision === 'void'
        ? callApi(voidReviewItem, { params, body: { reason } })
        : callApi(releaseReviewItem, { params, body: reason ? { reason } : {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewQueueKey }),
  });
};
