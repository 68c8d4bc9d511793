import * as z from 'zod/mini';

/**
 * The records both sides of a partnership see (functions/shared/data/entities/application.ts,
 * discount-code.ts): the creator on My Campaigns, the brand on Influencers & Campaigns.
 */
export const applicationStatuses = ['pending', 'approved', 'denied'] as const;

export const applicationSchema = z.object({
  /** `{creatorId}.{productId}`: the brand's approve / deny routes address it. */
  id: z.string(),
  creator_id: z.string(),
  creator_username: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  brand_id: z.string(),
  status: z.enum(applicationStatuses),
  message: z.nullable(z.string()),
  applied_at: z.string(),
  reviewed_at: z.nullable(z.string()),
});

export type Application = z.infer<typeof applicationSchema>;

/** What happened in the brand's store after the brand approved a code. */
export const storeSyncStates = ['not_applicable', 'pending', 'created', 'failed'] as const;
export type StoreSync = (typeof storeSyncStates)[number];

export const discountCodeSchema = z.object({
  creator_id: z.string(),
  creator_username: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  code: z.string(),
  status: z.enum(applicationStatuses),
  discount_percentage: z.nullable(z.number()),
  current_uses: z.number(),
  max_uses: z.nullable(z.number()),
  valid_until: z.nullable(z.string()),
  store_sync: z.enum(storeSyncStates),
  store_error: z.nullable(z.string()),
  requested_at: z.string(),
  reviewed_at: z.nullable(z.string()),
});

export type DiscountCode = z.infer<typeof discountCodeSchema>;

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

export const statusLabels: Record<(typeof applicationStatuses)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
};
