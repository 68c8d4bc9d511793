import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getCreatorPayouts } from '../../../../../contracts/payouts';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The whole Earnings & Payouts screen: summary, account, whether Request Payout is offered, a page of history. */
export type PayoutsPage = ContractOutput<typeof getCreatorPayouts>;
export type Payout = PayoutsPage['payouts'][number];
export type PayoutRequestBlock = NonNullable<PayoutsPage['request_blocked_by']>;

/** `GET /api/creator/payouts`: the screen's one call; later pages of the history with `cursor`. */
export const getPayoutsPage = (cursor: string): Promise<PayoutsPage> =>
  callApi(getCreatorPayouts, { query: cursor ? { cursor } : {} });

export const payoutsQueryKey = [...creatorQueryRoot, 'payouts'] as const;

export const payoutsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: payoutsQueryKey,
    queryFn: ({ pageParam }) => getPayoutsPage(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 5_000,
    // Back from Stripe's onboarding tab: the account (and so the banner and Request Payout) may have changed.
    refetchOnWindowFocus: true,
  });

/**
 * While a payout is processing the screen checks every 5 s, so it turns completed (or failed) without a
 * reload; otherwise every 60 s (commissions become payable as holds end and invoices are paid).
 */
export const usePayouts = () =>
  useInfiniteQuery({
    ...payoutsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.payouts.some((payout) => payout.status === 'processing'))
        ? 5_000
        : 60_000,
  });
