import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreditsScreen } from '../../../../../contracts/credits';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorQueryRoot } from '../../../lib/creator-query';

/** The Sample Credits screen: balance, milestones, history (newest first), cash-out terms. */
export type CreditsScreenData = ContractOutput<typeof getCreditsScreen>;
export type CreditMilestone = CreditsScreenData['milestones'][number];
export type CreditEntry = CreditsScreenData['history'][number];

export const creditsQueryKey = [...creatorQueryRoot, 'credits'] as const;

/** `GET /api/creator/credits`: milestones arrive by events, so it is re-read when the window regains focus. */
export const useCredits = () =>
  useQuery(
    queryOptions({
      queryKey: creditsQueryKey,
      queryFn: () => callApi(getCreditsScreen),
      staleTime: 5_000,
      refetchOnWindowFocus: 'always',
    }),
  );
