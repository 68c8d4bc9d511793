import type { application, discountCode } from '../../../contracts/shapes';
import type { ApiShape } from '../lib/api-client';

/**
 * The records both sides of a partnership see (the contract's shapes): the creator on My Campaigns, the
 * brand on Influencers & Campaigns. An application's `id` is `{creatorId}.{productId}`.
 */
export type Application = ApiShape<typeof application>;
export type ApplicationStatus = Application['status'];
export type DiscountCode = ApiShape<typeof discountCode>;
/** What happened in the brand's store after the brand approved a code. */
export type StoreSync = DiscountCode['store_sync'];

/**
 * How an approved code stands in the brand's store, in words for the brand ('your store') or for the
 * creator ('the brand's store').
 */
export const storeSyncText = (
  code: Pick<DiscountCode, 'store_sync' | 'store_error'>,
  reader: 'brand' | 'creator',
): string => {
  const store = reader === 'brand' ? 'your Shopify store' : "the brand's Shopify store";
  switch (code.store_sync) {
    case 'created':
      return `Created in ${store}`;
    case 'pending':
      return 'Being created…';
    case 'failed':
      return `Could not be created in ${store}${code.store_error ? `: ${code.store_error}` : ''}`;
    default:
      return 'No store integration';
  }
};

export const statusLabels: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};
