import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getCreatorEarnings } from '../../../../../contracts/sales';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** One page of the creator's commission ledger (newest first) with the totals by status. */
export type EarningsPage = ContractOutput<typeof getCreatorEarnings>;
/** A ledger entry: a sale's commission, or a negative reversal for refunded units. */
export type CommissionEntry = EarningsPage['entries'][number];

export const EARNINGS_PAGE_SIZE = 25;

/** `GET /api/creator/earnings`: one page of entries. */
export const getEarningsPage = (cursor: string): Promise<EarningsPage> =>
  callApi(getCreatorEarnings, { query: { limit: EARNINGS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } });

export const earningsQueryKey = [...creatorQueryRoot, 'earnings'] as const;

export const earningsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: earningsQueryKey,
    queryFn: ({ pageParam }) => getEarningsPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

/** Commissions arrive from shoppers' orders at any time: the list checks every 15 s while open. */
export const useEarnings = () => useInfiniteQuery({ ...earningsQueryOptions(), refetchInterval: 15_000 });
