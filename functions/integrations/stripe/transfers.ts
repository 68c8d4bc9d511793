import type Stripe from 'stripe';
import { stripe } from './client';
import { idempotent } from './idempotency';

/**
 * A payout's one transfer to the creator's connected account. The idempotency key is the payout id, so
 * a retried consumer (within Stripe's 24-hour key memory; our retries stop after 6 hours) gets the
 * transfer it made the first time instead of paying twice. The metadata names the payout, which is
 * how transfer.reversed finds it again.
 */
export const transferPayout = async (payout: {
  payoutId: string;
  creatorId: string;
  amountCents: number;
  destination: string;
  description: string;
}): Promise<Stripe.Transfer> =>
  stripe().transfers.create(
    {
      amount: payout.amountCents,
      currency: 'usd',
      destination: payout.destination,
      transfer_group: payout.payoutId,
      description: payout.description,
      metadata: { payout_id: payout.payoutId, creator_id: payout.creatorId },
    },
    idempotent('transfer', payout.payoutId),
  );

/**
 * Errors where Stripe refused the transfer itself (the destination cannot receive it, the platform's
 * balance is short, a parameter is wrong): the payout fails and its entries return to the balance.
 * Anything else (network, Stripe's 5xx, rate limits) is retried with the same key.
 */
export const isTransferRefused = (error: unknown): boolean => {
  const type = (error as { type?: string })?.type;
  return (
    type === 'StripeInvalidRequestError' || type === 'StripePermissionError' || type === 'StripeCardError'
  );
};
