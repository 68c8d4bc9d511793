import * as z from 'zod/mini';

/**
 * A payout ended: its Stripe transfer was made (PayoutSent) or refused for good / given up
 * (PayoutFailed, its entries back in the creator's balance). Written in the payout's closing
 * transaction (conditional on it not being done), so once per payout.
 */
export const payoutSentV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  payoutId: z.string().check(z.minLength(1)),
  amountCents: z.int(),
  paidAt: z.string(),
});

export type PayoutSentV1 = z.infer<typeof payoutSentV1>;

export const payoutSentExample: PayoutSentV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  payoutId: 'PO-20261201060000-RUN-0a1b2c3d4e5f60718293',
  amountCents: 12_450,
  paidAt: '2026-12-01T06:00:04.000Z',
};

export const payoutFailedV1 = z.object({
  version: z.literal(1),
  creatorId: z.string().check(z.minLength(1)),
  payoutId: z.string().check(z.minLength(1)),
  amountCents: z.int(),
  /** Stripe's error code, or ours (payout_account_not_active, not_completed). */
  failureCode: z.string(),
  /** Why, in words the creator reads (the payout history shows the same). */
  failureReason: z.string(),
});

export type PayoutFailedV1 = z.infer<typeof payoutFailedV1>;

export const payoutFailedExample: PayoutFailedV1 = {
  version: 1,
  creatorId: 'cr_01JD0000000000000000000000',
  payoutId: 'PO-20261201060000-RUN-0a1b2c3d4e5f60718293',
  amountCents: 12_450,
  failureCode: 'payout_account_not_active',
  failureReason:
    'Your payout account cannot receive payouts right now. Finish its setup; the amount stays in your balance.',
};
