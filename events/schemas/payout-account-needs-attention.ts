import * as z from 'zod/mini';

/**
 * A creator's payout account could be paid and no longer can (Stripe turned payouts or the transfers
 * capability off, or wants more details): written with the account's change from active, once per such
 * change, not on every account.updated.
 */
export const payoutAccountNeedsAttentionV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
  transfersActive: z.boolean(),
});

export type PayoutAccountNeedsAttentionV1 = z.infer<typeof payoutAccountNeedsAttentionV1>;

export const payoutAccountNeedsAttentionExample: PayoutAccountNeedsAttentionV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  detailsSubmitted: true,
  payoutsEnabled: false,
  transfersActive: false,
};
