/**
 * What a payment does, shared by the PaymentIntents API and the hosted checkout page: a PaymentIntent
 * made (payment_intent.created), an attempt with a PaymentMethod that leaves a Charge (succeeded or
 * failed) and moves the PaymentIntent to succeeded — money into the platform's available balance — or
 * back to requires_payment_method with last_payment_error (a decline, test-cards.ts), or to
 * requires_action (an on-session card that wants authentication). A bank debit ("Pay later") goes
 * through processing first. Each step is announced as Stripe announces it.
 */
import type { ApiContext } from './api-context';
import { type EventContext, emitEvent } from './events';
import { stripeId, unixNow } from './ids';
import {
  attachPaymentMethod,
  cardOf,
  checkReusable,
  clientSecret,
  markSetUpForOffSession,
  markSpent,
} from './payment-methods';
import type { StripeObject } from './state';
import type { Decline } from './test-cards';
import { chargeOutcome } from './test-cards';

type Request = ApiContext['request'] | undefined;

export interface IntentFields {
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setup_future_usage: 'off_session' | 'on_session' | null;
  transfer_group: string | null;
  receipt_email: string | null;
  payment_method_types?: string[];
}

export const newPaymentIntent = (
  context: EventContext,
  fields: IntentFields,
  request?: Request,
): StripeObject => {
  const id = stripeId('pi');
  const intent: StripeObject = {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: clientSecret(id),
    confirmation_method: 'automatic',
    created: unixNow(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.payment_method,
    payment_method_options: {},
    payment_method_types: fields.payment_method_types ?? ['card'],
    processing: null,
    receipt_email: fields.receipt_email,
    review: null,
    setup_future_usage: fields.setup_future_usage,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: fields.payment_method ? 'requires_confirmation' : 'requires_payment_method',
    transfer_data: null,
    transfer_group: fields.transfer_group,
  };
  context.state.paymentIntents[id] = intent;
  context.state.save();
  emitEvent(context, 'payment_intent.created', intent, { request });
  return intent;
};

const paymentMethodDetails = (method: StripeObject) =>
  method.type === 'card'
    ? {
        card: {
          ...(method.card as Record<string, unknown>),
          network: (method.card as { brand: string }).brand,
        },
        type: 'card',
      }
    : { type: method.type, [method.type as string]: method[method.type as string] };

const newCharge = (
  context: EventContext,
  intent: StripeObject,
  method: StripeObject,
  status: 'succeeded' | 'pending' | 'failed',
  decline?: Decline,
): StripeObject => {
  const amount = intent.amount as number;
  const charge: StripeObject = {
    id: stripeId('ch'),
    object: 'charge',
    amount,
    amount_captured: status === 'failed' ? 0 : amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: status === 'failed' ? null : stripeId('txn'),
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'LOCAL STRIPE',
    captured: status !== 'failed',
    created: unixNow(),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: decline
      ? {
          network_status: 'declined_by_network',
          reason: decline.decline_code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: status === 'succeeded',
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: paymentMethodDetails(method),
    receipt_email: intent.receipt_email,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status,
    transfer_data: null,
    transfer_group: intent.transfer_group,
  };
  context.state.charges[charge.id] = charge;
  return charge;
};

const putIntent = (context: EventContext, intent: StripeObject) => {
  context.state.paymentIntents[intent.id] = intent;
  context.state.save();
  return intent;
};

/** Saves the method to the intent's customer after a payment with setup_future_usage, as Stripe does. */
const saveForFutureUse = (
  context: EventContext,
  intent: StripeObject,
  method: StripeObject,
  request: Request,
) => {
  if (!intent.setup_future_usage || !intent.customer) return;
  if (method.customer !== intent.customer)
    attachPaymentMethod(context, method, intent.customer as string, request);
  markSetUpForOffSession(context, method.id);
};

const succeed = (
  context: EventContext,
  intent: StripeObject,
  charge: StripeObject,
  request: Request,
  delayMs?: number,
) => {
  const succeeded = putIntent(context, {
    ...intent,
    amount_received: intent.amount,
    last_payment_error: null,
    latest_charge: charge.id,
    next_action: null,
    status: 'succeeded',
  });
  context.state.balance.available += charge.amount as number;
  context.state.save();
  emitEvent(context, 'charge.succeeded', charge, { request, delayMs });
  emitEvent(context, 'payment_intent.succeeded', succeeded, { request, delayMs });
  return succeeded;
};

const fail = (
  context: EventContext,
  intent: StripeObject,
  method: StripeObject,
  charge: StripeObject,
  decline: Decline,
  request: Request,
  delayMs?: number,
) => {
  const failed = putIntent(context, {
    ...intent,
    last_payment_error: {
      type: 'card_error',
      charge: charge.id,
      code: decline.code,
      decline_code: decline.decline_code,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      payment_method: method,
    },
    latest_charge: charge.id,
    next_action: null,
    payment_method: null,
    status: 'requires_payment_method',
  });
  emitEvent(context, 'charge.failed', charge, { request, delayMs });
  emitEvent(context, 'payment_intent.payment_failed', failed, { request, delayMs });
  return failed;
};

export type AttemptResult =
  | { outcome: 'succeeded'; intent: StripeObject; charge: StripeObject }
  | { outcome: 'requires_action'; intent: StripeObject }
  | {
      outcome: 'declined';
      intent: StripeObject;
      charge: StripeObject;
      decline: Decline;
      method: StripeObject;
    };

/** Confirms the intent with a card: succeeded, declined (the PI back to requires_payment_method) or requires_action. */
export const attemptCardPayment = (
  context: EventContext,
  intent: StripeObject,
  method: StripeObject,
  attempt: { offSession: boolean; authenticated: boolean; request?: Request },
): AttemptResult => {
  checkReusable(context, method);
  const stored = context.state.cards[method.id];
  const outcome = chargeOutcome(cardOf(context, method).behaviour, {
    offSession: attempt.offSession,
    setUpForOffSession: stored?.setUpForOffSession ?? false,
    authenticated: attempt.authenticated,
  });
  const withMethod = { ...intent, payment_method: method.id };
  // A card charged without a customer (and not saved by setup_future_usage) is single-use, as on Stripe.
  if (
    outcome !== 'requires_action' &&
    !method.customer &&
    !(outcome === 'succeeded' && intent.setup_future_usage && intent.customer)
  )
    markSpent(context, method.id);
  if (outcome === 'requires_action') {
    const waiting = putIntent(context, {
      ...withMethod,
      status: 'requires_action',
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '', source: stripeId('src') },
      },
    });
    emitEvent(context, 'payment_intent.requires_action', waiting, { request: attempt.request });
    return { outcome, intent: waiting };
  }
  if (outcome === 'succeeded') {
    const charge = newCharge(context, withMethod, method, 'succeeded');
    // An authenticated on-session payment with setup_future_usage is the card's set-up.
    saveForFutureUse(context, withMethod, method, attempt.request);
    return { outcome, intent: succeed(context, withMethod, charge, attempt.request), charge };
  }
  const charge = newCharge(context, withMethod, method, 'failed', outcome);
  return {
    outcome: 'declined',
    intent: fail(context, withMethod, method, charge, outcome, attempt.request),
    charge,
    decline: outcome,
    method,
  };
};

/** A bank debit: the intent processing, its charge pending, until settleBankDebit. */
export const startBankDebit = (context: EventContext, intent: StripeObject, method: StripeObject) => {
  const withMethod = { ...intent, payment_method: method.id, payment_method_types: ['us_bank_account'] };
  const charge = newCharge(context, withMethod, method, 'pending');
  const processing = putIntent(context, { ...withMethod, status: 'processing', latest_charge: charge.id });
  emitEvent(context, 'charge.pending', charge);
  emitEvent(context, 'payment_intent.processing', processing);
  return { intent: processing, charge };
};

const BANK_DEBIT_FAILED: Decline = {
  code: 'payment_method_provider_decline',
  decline_code: 'insufficient_funds',
  message: 'The customer’s bank account has insufficient funds to cover this payment.',
};

/** The debit's outcome; its events are delivered after `delayMs`, as a debit settles later. */
export const settleBankDebit = (
  context: EventContext,
  intent: StripeObject,
  succeeded: boolean,
  delayMs: number,
): StripeObject => {
  const chargeId = intent.latest_charge as string;
  const method = context.state.paymentMethods[intent.payment_method as string] as StripeObject;
  const pending = context.state.charges[chargeId] as StripeObject;
  if (succeeded) {
    const charge = { ...pending, status: 'succeeded', paid: true };
    context.state.charges[chargeId] = charge;
    return succeed(context, intent, charge, undefined, delayMs);
  }
  const charge: StripeObject = {
    ...pending,
    status: 'failed',
    paid: false,
    captured: false,
    amount_captured: 0,
    balance_transaction: null,
    failure_code: BANK_DEBIT_FAILED.code,
    failure_message: BANK_DEBIT_FAILED.message,
  };
  context.state.charges[chargeId] = charge;
  return fail(context, intent, method, charge, BANK_DEBIT_FAILED, undefined, delayMs);
};

/** An open intent abandoned (its Checkout Session expired, or cancelled through the API). */
export const cancelIntent = (
  context: EventContext,
  intent: StripeObject,
  reason: string,
  request?: Request,
): StripeObject => {
  const canceled = putIntent(context, {
    ...intent,
    status: 'canceled',
    canceled_at: unixNow(),
    cancellation_reason: reason,
    next_action: null,
  });
  emitEvent(context, 'payment_intent.canceled', canceled, { request });
  return canceled;
};
