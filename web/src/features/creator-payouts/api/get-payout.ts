import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorPayout } from '../../../../../contracts/payouts';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { payoutsQueryKey } from './get-payouts';

/** One payout with its receipt: every ledger entry it pays. */
export type PayoutReceipt = ContractOutput<typeof getCreatorPayout>;
export type PayoutLine = PayoutReceipt['lines'][number];

/** `GET /api/creator/payouts/{payoutId}`, asked for only when its receipt is opened. */
export const payoutReceiptQueryOptions = (payoutId: string) =>
  queryOptions({
    queryKey: [...payoutsQueryKey, payoutId],
    queryFn: () => callApi(getCreatorPayout, { params: { payoutId } }),
  });

export const usePayoutReceipt = (payoutId: string) => useQuery(payoutReceiptQueryOptions(payoutId));
