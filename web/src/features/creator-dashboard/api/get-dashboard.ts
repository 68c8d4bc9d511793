import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorPartnershipsKey } from '../../../lib/creator-query';

const dashboardSchema = z.object({
  /** Null before onboarding step 1. */
  creator: z.nullable(z.object({ username: z.string(), onboarding_completed: z.boolean() })),
  totals: z.object({
    /** From the commission ledger: zero until sales are attributed (never an estimate). */
    earnings_cents: z.number(),
    clicks: z.number(),
    conversions: z.number(),
    total_sales_cents: z.number(),
    active_links: z.number(),
    pending_applications: z.number(),
  }),
  /** The last 30 days (UTC), oldest first; days without activity are zeros. */
  series: z.array(z.object({ day: z.string(), clicks: z.number(), sales_cents: z.number() })),
  /** The creator's best links by clicks (up to five). */
  top_links: z.array(
    z.object({
      id: z.string(),
      referral_code: z.string(),
      product_name: z.string(),
      brand_name: z.string(),
      clicks: z.number(),
      conversions: z.number(),
      total_sales_cents: z.number(),
    }),
  ),
});

export type CreatorDashboard = z.infer<typeof dashboardSchema>;
export type CreatorDay = CreatorDashboard['series'][number];

/** `GET /api/creator/dashboard`: the dashboard's one call. */
export const getDashboard = async (): Promise<CreatorDashboard> =>
  dashboardSchema.parse(await apiFetch('/creator/dashboard'));

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...creatorPartnershipsKey, 'dashboard'],
    queryFn: getDashboard,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
