import * as z from 'zod/mini';

/**
 * A transfer to a creator was reversed, wholly or partly (webhook transfer.reversed). `amountReversed`
 * is the transfer's total reversed so far (Stripe's amount_reversed), not this reversal's amount, so a
 * consumer applies the difference and a repeat changes nothing. The transfer's metadata names the payout.
 */
export const stripeTransferReversedV1 = z.object({
  version: z.literal(1),
  stripeEventId: z.string().check(z.minLength(1)),
  transferId: z.string().check(z.minLength(1)),
  /** Integer minor units (cents). */
  amountReversed: z.int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()),
});

export type StripeTransferReversedV1 = z.infer<typeof stripeTransferReversedV1>;

export const stripeTransferReversedExample: StripeTransferReversedV1 = {
  version: 1,
  stripeEventId: 'evt_1QdemoTransferReversed',
  transferId: 'tr_1QdemoTransfer',
  amountReversed: 2_500,
  currency: 'usd',
  metadata: { payout_id: 'PAYOUT123' },
};
