import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreatorDashboard } from '../../../../../contracts/creator-workspace';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { creatorPartnershipsKey } from '../../../lib/creator-query';

/**
 * \`creator\` is null before onboarding step 1. Earnings come from the commission ledger (zero until
 * sales are attributed, never an estimate); the series is the last 30 days (UTC), oldest first, days
 * without activity zero; \`top_links\` are the creator's best links by clicks (up to five).
 */
export type CreatorDashboard = ContractOutput<typeof getCreatorDashboard>;
export type CreatorDay = CreatorDashboard['series'][number];

/** \`GET /api/creator/dashboard\`: the dashboard's one call. */
export const getDashboard = (): Promise<CreatorDashboard> => callApi(getCreatorDashboard);

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...creatorPartnershipsKey, 'dashboard'],
    queryFn: getDashboard,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

/** Commissions arrive from shoppers' orders at any time: the open dashboard checks every 30 s. */
export const useDashboard = () => useQuery({ ...dashboardQueryOptions(), refetchInterval: 30_000 });
