import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { brandQueryRetry, brandQueryRetryDelay, brandQueryRoot } from '../../../lib/brand-query';

const dashboardSchema = z.object({
  brand: z.object({ id: z.string(), brand_name: z.string(), onboarding_completed: z.boolean() }),
  totals: z.object({
    /** Sum of the brand's referral-link sales. */
    total_revenue_cents: z.number(),
    /** From recorded commission payments: zero until commissions exist (never an estimate). */
    commissions_paid_cents: z.number(),
    active_campaigns: z.number(),
    total_clicks: z.number(),
  }),
  pending_applications: z.number(),
  /** The last 30 days (UTC), oldest first; days without activity are zeros. */
  series: z.array(z.object({ day: z.string(), clicks: z.number(), sales_cents: z.number() })),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardDay = Dashboard['series'][number];

/** `GET /api/brand/dashboard`: the dashboard's one call. */
export const getDashboard = async (): Promise<Dashboard> =>
  dashboardSchema.parse(await apiFetch('/brand/dashboard'));

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...brandQueryRoot, 'dashboard'],
    queryFn: getDashboard,
    retry: brandQueryRetry,
    retryDelay: brandQueryRetryDelay,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
