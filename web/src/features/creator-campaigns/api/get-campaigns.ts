import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { getCreatorCampaigns } from '../../../../../contracts/partnerships';
import type { ContractOutput } from '../../../lib/api-client';
import { campaignsQueryOptions } from '../../../lib/creator-partnerships';

/** Active links, applications by status and discount codes. */
export type Campaigns = ContractOutput<typeof getCreatorCampaigns>;
/**
 * An active link: \`conversions\`, \`total_sales_cents\` and \`earned_cents\` come from the commission
 * ledger (attributed orders net of refunds, commission at the rate frozen at sale); \`share_url\` is
 * \`/r/{code}\` on this site (counts the click, then redirects to \`store_url\`, the tracked store page).
 */
export type ActiveLink = Campaigns['links'][number];

export { campaignsQueryOptions };

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
