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
};
