import * as z from 'zod/mini';

/**
 * A Stripe Connect account changed (webhook account.updated): the capabilities that decide whether a
 * creator can be paid. `stripeEventCreated` (Stripe's event time, epoch seconds) orders deliveries,
 * which Stripe does not send in order.
 */
export const stripeAccountUpdatedV1 = z.object({
  version: z.literal(1),
  stripeEventId: z.string().check(z.minLength(1)),
  stripeEventCreated: z.int(),
  accountId: z.string().check(z.minLength(1)),
  detailsSubmitted: z.boolean(),
  payoutsEnabled: z.boolean(),
  chargesEnabled: z.boolean(),
  /** capabilities.transfers === 'active': the account can receive our transfers. */
  transfersActive: z.boolean(),
  /**
   * Issue 36, the duplicate-payout-account signal: what tells the account's bank account and owner from
   * another creator's, as Stripe reports them: its bank accounts' fingerprints (Stripe's, the same for
   * the same account number) and one key of the legal name and address (a hash of them normalized; null
   * without a full name and a street address). Never the bank details or the address themselves.
   * Absent on events written before.
   */
  payoutIdentity: z.optional(
    z.object({
      bankFingerprints: z.array(z.string().check(z.minLength(1))),
      nameAddressKey: z.nullable(z.string().check(z.minLength(1))),
    }),
  ),
});

export type StripeAccountUpdatedV1 = z.infer<typeof stripeAccountUpdatedV1>;

export const stripeAccountUpdatedExample: StripeAccountUpdatedV1 = {
  version: 1,
  stripeEventId: 'evt_1QdemoAccountUpdated',
  stripeEventCreated: 1_795_442_653,
  accountId: 'acct_1QdemoExpress',
  detailsSubmitted: true,
  payoutsEnabled: true,
  chargesEnabled: false,
  transfersActive: true,
  payoutIdentity: {
    bankFingerprints: ['UBsHvJr9Dx2Sv3rU'],
    nameAddressKey: '6f1c0d2e9a4b7c3d5e8f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d',
  },
};
