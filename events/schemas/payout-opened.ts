import * as z from 'zod/mini';

/**
 * A payout was opened (by the payout run or Request Payout): its consumer gathers the creator's payable
 * entries into it and makes its one Stripe transfer, whose idempotency key is the payout id.
 */
export const payoutOpenedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  payoutId: z.string().check(z.minLength(1)),
});

export type PayoutOpenedV1 = z.infer<typeof payoutOpenedV1>;

export const payoutOpenedExample: PayoutOpenedV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  payoutId: 'PO-20261201060000-RUN',
};
