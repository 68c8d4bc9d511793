import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCreatorYearlyTotals } from '../../../../../contracts/exports';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

export type YearlyTotals = ContractOutput<typeof getCreatorYearlyTotals>;

/** `GET /api/creator/yearly-totals?year=`: the year per brand and per payout, from the ledger. */
export const useYearlyTotals = (year: number) =>
  useQuery({
    queryKey: [...creatorQueryRoot, 'yearly-totals', year],
    queryFn: ({ signal }) => callApi(getCreatorYearlyTotals, { query: { year } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
