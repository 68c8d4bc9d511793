import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BulkProductAction, bulkUpdateProducts } from '../../../../../contracts/brand-products';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { type ProductsData, productsQueryKey } from './get-products';

export type { BulkProductAction };
export type BulkFailure = ContractOutput<typeof bulkUpdateProducts>['failed'][number];

/** What a whole bulk action did, over all its requests. */
export type BulkSummary = {
  action: BulkProductAction;
  commission?: number;
  succeeded: number;
  failed: BulkFailure[];
};

/**
 * Ids per request: small enough that each answers within a second or two (each product is its own
 * transaction), so the bar moves as the selection is worked through; the route takes up to 250.
 */
const CHUNK = 50;
/** Rounds of sending again what a request did not reach in its time (`not_attempted`). */
const MAX_ROUNDS = 3;

type BulkInput = { action: BulkProductAction; ids: readonly string[]; commission?: number };

/**
 * `POST /api/brand/products/bulk` over a selection of any size: a request per CHUNK ids, one after
 * another, reporting how many are done; ids a request did not reach are sent again. Every product ends
 * in the summary as succeeded or failed with the server's reason. A request that fails outright (the
 * network, a 5xx) fails its ids with that reason and the rest go on.
 */
export const runBulkAction = async (
  { action, ids, commission }: BulkInput,
  onProgress: (done: number, total: number) => void,
  onChanged: (products: ContractOutput<typeof bulkUpdateProducts>['succeeded']) => void,
): Promise<BulkSummary> => {
  const summary: BulkSummary = { action, commission, succeeded: 0, failed: [] };
  const total = ids.length;
  let pending = [...new Set(ids)];
  for (let round = 1; pending.length > 0; round++) {
    const again: string[] = [];
    for (let start = 0; start < pending.length; start += CHUNK) {
      const chunk = pending.slice(start, start + CHUNK);
      try {
        const answer = await callApi(bulkUpdateProducts, {
          body: {
            action,
            product_ids: chunk,
            ...(action === 'set_commission' ? { commission_percentage: commission } : {}),
          },
        });
        summary.succeeded += answer.succeeded.length;
        onChanged(answer.succeeded);
        for (const failure of answer.failed) {
          if (failure.code === 'not_attempted' && round < MAX_ROUNDS) again.push(failure.product_id);
          else summary.failed.push(failure);
        }
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'The request failed';
        summary.failed.push(...chunk.map((id) => ({ product_id: id, code: 'request_failed', message })));
      }
      onProgress(total - again.length - (pending.length - start - chunk.length), total);
    }
    pending = again;
  }
  return summary;
};

/** The bulk action as a mutation: each answered request shows its products' new state at once. */
export const useBulkUpdateProducts = (onProgress: (done: number, total: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkInput) =>
      runBulkAction(input, onProgress, (changed) => {
        const byId = new Map(changed.map((product) => [product.id, product]));
        queryClient.setQueryData<ProductsData>(
          productsQueryKey,
          (data) => data && { ...data, products: data.products.map((item) => byId.get(item.id) ?? item) },
        );
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
};
