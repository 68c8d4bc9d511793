import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { dismissSaleForReview, releaseHeldSale, voidHeldSale } from '../../../../../contracts/sales';
import { callApi } from '../../../lib/api-client';
import { brandQueryRoot } from '../../../lib/brand-query';
import { type Sale, type SalesPage, salesQueryKey } from './get-sales';

export type HeldSaleDecision = 'release' | 'void' | 'dismiss';

const contracts = { release: releaseHeldSale, void: voidHeldSale, dismiss: dismissSaleForReview };

/**
 * `POST /api/brand/sales/{saleId}/release|void`: only a held sale, with the brand's words (required to
 * void; the creator reads them). Release lets its commission proceed like any sale's; Void means it
 * earns nothing (money already paid is clawed back from the creator's next payout). `/dismiss`: only a
 * sale that needs review (another currency, an amount out of bounds); it stays out of every total.
 */
export const decideHeldSale = async ({
  saleId,
  decision,
  reason,
}: {
  saleId: string;
  decision: HeldSaleDecision;
  reason?: string;
}) =>
  decision === 'dismiss'
    ? (await callApi(contracts.dismiss, { params: { saleId } })).sale
    : decision === 'void'
      ? (await callApi(contracts.void, { params: { saleId }, body: { reason: reason ?? '' } })).sale
      : (await callApi(contracts.release, { params: { saleId }, body: reason ? { reason } : {} })).sale;

/** The decided sale replaces its old self in every loaded page. */
const replaceSale = (data: InfiniteData<SalesPage, string> | undefined, sale: Sale) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      sales: page.sales.map((item) => (item.sale_id === sale.sale_id ? sale : item)),
    })),
  };

export const useDecideHeldSale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHeldSale,
    onSuccess: (sale) => {
      queryClient.setQueryData<InfiniteData<SalesPage, string>>(salesQueryKey, (data) =>
        replaceSale(data, sale),
      );
      // The dashboard's owed and held commissions move too.
      void queryClient.invalidateQueries({ queryKey: brandQueryRoot, refetchType: 'inactive' });
    },
    // Decided elsewhere (another tab, a colleague): show how things stand now.
    onError: () => void queryClient.invalidateQueries({ queryKey: salesQueryKey }),
  });
};
