import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import * as z from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { creatorPartnershipsKey } from '../../../lib/creator-query';
import { applicationSchema, discountCodeSchema } from '../../../types/partnership';

const linkSchema = z.object({
  id: z.string(),
  referral_code: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  clicks: z.number(),
  conversions: z.number(),
  total_sales_cents: z.number(),
  created_at: z.string(),
  commission_percentage: z.number(),
  /** total sales × the product's commission % (spec 9). */
  earned_cents: z.number(),
  /** `/r/{code}` on this site: counts the click, then redirects to the store. */
  share_url: z.string(),
  /** The store page with the tracking parameters, where the redirect lands. */
  store_url: z.string(),
});

export type ActiveLink = z.infer<typeof linkSchema>;

const campaignsSchema = z.object({
  links: z.array(linkSchema),
  pending: z.array(applicationSchema),
  denied: z.array(applicationSchema),
  discount_codes: z.array(discountCodeSchema),
});

export type Campaigns = z.infer<typeof campaignsSchema>;

/** `GET /api/creator/campaigns`: My Campaigns' one call. */
export const getCampaigns = async (): Promise<Campaigns> =>
  campaignsSchema.parse(await apiFetch('/creator/campaigns'));

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: [...creatorPartnershipsKey, 'campaigns'],
    queryFn: getCampaigns,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });

/** Something is about to change on the server: a brand's decision, or a code being created in a store. */
const isWaiting = (data: Campaigns | undefined) =>
  data !== undefined &&
  (data.pending.length > 0 ||
    data.discount_codes.some((code) => code.status === 'pending' || code.store_sync === 'pending'));

const FAST_MS = 3_000;
const SLOW_MS = 30_000;
/** After the last wait ends: the approved application's link is created a moment after the decision. */
const SETTLE_MS = 60_000;

/**
 * My Campaigns stays current by itself: every 3 s while a decision or a store sync is awaited (and for a
 * minute after, while the approved application's link is being created), every 30 s otherwise, and on
 * returning to the window.
 */
export const useCampaigns = () => {
  const fastUntil = useRef(0);
  return useQuery({
    ...campaignsQueryOptions(),
    refetchInterval: (query) => {
      if (isWaiting(query.state.data)) fastUntil.current = Date.now() + SETTLE_MS;
      return Date.now() < fastUntil.current ? FAST_MS : SLOW_MS;
    },
  });
};
