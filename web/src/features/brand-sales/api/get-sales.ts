import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listBrandSales } from '../../../../../contracts/sales';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/** One page of the brand's attributed orders, newest first; `next_cursor` continues the listing. */
export type SalesPage = ContractOutput<typeof listBrandSales>;
/** An order with its attribution, status and each line's receipt (amounts net of refunds). */
export type Sale = SalesPage['sales'][number];
export type SaleLine = Sale['lines'][number];

export const SALES_PAGE_SIZE = 25;

/** `GET /api/brand/sales`: one page of the ledger's orders. */
export const getSalesPage = (cursor: string): Promise<SalesPage> =>
  callApi(listBrandSales, { query: { limit: SALES_PAGE_SIZE, ...(cursor ? { cursor } : {}) } });

/** Under the brand root, so a store change or a decision elsewhere refreshes it too. */
export const salesQueryKey = [...brandQueryRoot, 'sales'] as const;

export const salesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: salesQueryKey,
    queryFn: ({ pageParam }) => getSalesPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

/**
 * Orders arrive from the store's webhooks while the screen is open: it checks every 15 s (a refetch of
 * an infinite query reloads every page shown, so refunds on older orders show too).
 */
export const useSales = () => useInfiniteQuery({ ...salesQueryOptions(), refetchInterval: 15_000 });
