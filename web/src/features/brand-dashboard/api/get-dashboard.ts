import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBrandDashboard } from '../../../../../contracts/brand-workspace';
import { type ContractOutput, callApi } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

/**
 * From the commission ledger: revenue is attributed sales net of refunds; commissions paid, owed
 * (pending or available) and held (self-referral, awaiting the brand) are its entries by status; never an
 * estimate. The series is the last 30 days (UTC), oldest first, days without activity zero.
 */
export type Dashboard = ContractOutput<typeof getBrandDashboard>;
export type DashboardDay = Dashboard['series'][number];

/** `GET /api/brand/dashboard`: the dashboard's one call. */
export const getDashboard = (): Promise<Dashboard> => callApi(getBrandDashboard);

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...brandQueryRoot, 'dashboard'],
    queryFn: getDashboard,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
