import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CloseAccountBody,
  closeAccount,
  getYourData,
  requestDataExport,
} from '../../../../../contracts/your-data';
import { callApi } from '../../../lib/api-client';

/** Your data (issue 35): the card's one read, `GET /api/account/data`. */
export const yourDataQueryKey = ['account', 'your-data'] as const;

/** How often the card re-reads while an export is being built (its progress bar). */
const POLL_MS = 2_000;

export const yourDataQueryOptions = () =>
  queryOptions({ queryKey: yourDataQueryKey, queryFn: () => callApi(getYourData) });

export const useYourData = () =>
  useQuery({
    ...yourDataQueryOptions(),
    refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? POLL_MS : false),
  });

/** Download my data: starts the build; the card then polls its progress. */
export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(requestDataExport),
    onSettled: () => queryClient.invalidateQueries({ queryKey: yourDataQueryKey }),
  });
};

/** Close my account: the caller's sign-ins end with it (the screen then signs out here too). */
export const useCloseAccount = () =>
  useMutation({ mutationFn: (body: CloseAccountBody) => callApi(closeAccount, { body }) });
