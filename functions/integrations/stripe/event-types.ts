/**
 * The Stripe event types the endpoint acts on, each mapped from its `data.object` (read with a schema of
 * the fields we use, as Stripe's API reference describes them) to the catalogue event it announces. Any
 * other type is verified, receipted and answered 200 so Stripe stops retrying.
 */
import * as z from 'zod/mini';
import type { WebhookEvent } from '../record-delivery';
import { accountIdentity, payoutIdentityOf } from './payout-identity';

export interface VerifiedStripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

const metadata = z.pipe(
  z.optional(z.nullable(z.record(z.string(), z.string()))),
  z.transform((value) => value ?? {}),
);

const checkoutSession = z.object({
  id: z.string(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  client_reference_id: z.optional(z.nullable(z.string())),
  metadata,
  amount_total: z.optional(z.nullable(z.int())),
  currency: z.optional(z.nullable(z.string())),
  mode: z.optional(z.string()),
  payment_intent: z.optional(z.nullable(z.union([z.string(), z.object({ id: z.string() })]))),
  setup_intent: z.optional(z.nullable(z.union([z.string(), z.object({ id: z.string() })]))),
});

const paymentIntent = z.object({
  id: z.string(),
  amount: z.int(),
  currency: z.string(),
  metadata,
  last_payment_error: z.optional(
    z.nullable(
      z.object({
        message: z.optional(z.nullable(z.string())),
        code: z.optional(z.nullable(z.string())),
        decline_code: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
});

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const account = z.object({
  id: z.string(),
  details_submitted: z.optional(z.boolean()),
  payouts_enabled: z.optional(z.boolean()),
  charges_enabled: z.optional(z.boolean()),
  capabilities: z.optional(z.nullable(z.object({ transfers: z.optional(z.string()) }))),
});

const transfer = z.object({
  id: z.string(),
  amount_reversed: z.int(),
  currency: z.string(),
  metadata,
});

type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';

const settled =
  (type: CheckoutEventType) =>
  (event: VerifiedStripeEvent): WebhookEvent => {
    const session = checkoutSession.parse(event.data.object);
    // completed + unpaid: an asynchronous method (bank debit) is still pending; a later event settles it.
    const paymentStatus =
      type === 'checkout.session.async_payment_failed'
        ? 'failed'
        : type === 'checkout.session.async_payment_succeeded' || session.payment_status !== 'unpaid'
          ? 'paid'
          : 'unpaid';
    return {
      name: 'StripeCheckoutSessionSettled',
      detail: {
        version: 1,
        stripeEventId: event.id,
        stripeEventCreated: event.created,
        stripeEventType: type,
        sessionId: session.id,
        paymentStatus,
        clientReferenceId: session.client_reference_id ?? null,
        metadata: session.metadata,
        amountTotal: session.amount_total ?? null,
        currency: session.currency ?? null,
        mode: session.mode === 'setup' ? 'setup' : 'payment',
        paymentIntentId: idOf(session.payment_intent),
        setupIntentId: idOf(session.setup_intent),
      },
    };
  };

type PaymentIntentEventType = 'payment_intent.succeeded' | 'payment_intent.payment_failed';

/**
 * Only the PaymentIntents we create to charge an invoice (their metadata names it); a Checkout
 * payment's own PaymentIntent events are receipts only (its session's events settle it).
 */
const paymentIntentSettled =
  (type: PaymentIntentEventType) =>
  (event: VerifiedStripeEvent): WebhookEvent | undefined => {
    const intent = paymentIntent.parse(event.data.object);
    if (!intent.metadata.invoice_number) return undefined;
    const failure = type === 'payment_intent.payment_failed' ? intent.last_payment_error : null;
    return {
      name: 'StripePaymentIntentSettled',
      detail: {
        version: 1,
        stripeEventId: event.id,
        stripeEventType: type,
        paymentIntentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        failureMessage: failure ? (failure.message ?? 'The payment failed.') : null,
        failureCode: failure ? (failure.decline_code ?? failure.code ?? null) : null,
      },
    };
  };

export const stripeEventTypes: Readonly<
  Record<string, (event: VerifiedStripeEvent) => WebhookEvent | undefined>
> = {
  'checkout.session.completed': settled('checkout.session.completed'),
  'payment_intent.succeeded': paymentIntentSettled('payment_intent.succeeded'),
  'payment_intent.payment_failed': paymentIntentSettled('payment_intent.payment_failed'),
  'checkout.session.async_payment_succeeded': settled('checkout.session.async_payment_succeeded'),
  'checkout.session.async_payment_failed': settled('checkout.session.async_payment_failed'),
  'account.updated': (event) => {
    const acct = account.parse(event.data.object);
    return {
      name: 'StripeAccountUpdated',
      detail: {
        version: 1,
        stripeEventId: event.id,
        stripeEventCreated: event.created,
        accountId: acct.id,
        detailsSubmitted: acct.details_submitted ?? false,
        payoutsEnabled: acct.payouts_enabled ?? false,
        chargesEnabled: acct.charges_enabled ?? false,
        transfersActive: acct.capabilities?.transfers === 'active',
        payoutIdentity: payoutIdentityOf(accountIdentity.parse(event.data.object)),
      },
    };
  },
  'transfer.reversed': (event) => {
    const tr = transfer.parse(event.data.object);
    return {
      name: 'StripeTransferReversed',
      detail: {
        version: 1,
        stripeEventId: event.id,
        transferId: tr.id,
        amountReversed: tr.amount_reversed,
        currency: tr.currency,
        metadata: tr.metadata,
      },
    };
  },
};
