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
  (await stripe()).transfers.create(
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

/** A transfer that did not go through, in Stripe's words. */
export interface TransferFailure {
  /**
   * true: Stripe refused it and the same request can never succeed (a wrong parameter, a destination
   * that cannot receive transfers, the platform's balance short, an idempotency conflict: Stripe keeps
   * the refusal under the key, so repeating it repeats the refusal). false: it may not have reached
   * Stripe or Stripe could not answer (network, 5xx, 429 rate limit, 409 lock or key in use, our own
   * configuration): retried with the same key, which is safe because Stripe answers a key it already
   * ran with the transfer it made.
   */
  final: boolean;
  /** Stripe's error code (`balance_insufficient`), else its error type (`idempotency_error`). */
  code: string;
  message: string;
}

const FINAL_TYPES = new Set([
  'StripeInvalidRequestError',
  'StripeIdempotencyError',
  'StripePermissionError',
  'StripeCardError',
]);

export const transferFailureOf = (error: unknown): TransferFailure => {
  const stripeError = error as {
    type?: string;
    rawType?: string;
    code?: string;
    statusCode?: number;
    message?: string;
  };
  const status = stripeError?.statusCode;
  const final =
    FINAL_TYPES.has(stripeError?.type ?? '') &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 409 &&
    status !== 429;
  return {
    final,
    code: stripeError?.code ?? stripeError?.rawType ?? stripeError?.type ?? 'error',
    message: stripeError?.message ?? String(error),
  };
};

/**
 * The transfer Stripe made for a payout, if any (found by its transfer group, the payout id): what the
 * stale-payout sweep asks before it gives a payout up, so an answer lost on the way never pays twice.
 */
export const findPayoutTransfer = async (
  payoutId: string,
  destination: string,
): Promise<Stripe.Transfer | undefined> => {
  // Only a transfer to this creator's account counts: payouts opened by older versions shared one id
  // (and transfer group) across every creator of a run, so the group alone could name someone else's.
  const { data } = await (await stripe()).transfers.list({
    transfer_group: payoutId,
    destination,
    limit: 10,
  });
  return data.find((transfer) => transfer.destination === destination);
};
