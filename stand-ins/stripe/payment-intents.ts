/**
 * The PaymentIntents API: create (with `confirm` and `off_session` to charge a saved card with nobody
 * present), confirm, cancel, retrieve, list; Charges retrieve and list. A decline answers as Stripe's:
 * HTTP 402 card_error with `code`, `decline_code`, `charge`, `payment_method` and the `payment_intent`
 * (left requires_payment_method), after payment_intent.payment_failed is published.
 */
import { type ApiContext, type ApiOperation, ok } from './api-context';
import { findCustomer } from './customers';
import { stripeErrors } from './errors';
import { listObjects } from './lists';
import { currencyParam, listParam, metadataParam, optionalString, requiredInteger } from './params';
import { resolvePaymentMethod } from './payment-methods';
import { type AttemptResult, attemptCardPayment, cancelIntent, newPaymentIntent } from './payments';
import type { StripeObject } from './state';

/** Stripe's limits for usd: at least $0.50, at most $999,999.99. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

const findIntent = (context: ApiContext, id: string) => {
  const intent = context.state.paymentIntents[id];
  if (!intent) throw stripeErrors.noSuch('payment_intent', id, 'intent');
  return intent;
};

const booleanParam = (params: Parameters<ApiOperation>[0], name: string): boolean => {
  const value = optionalString(params, name);
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw stripeErrors.invalidRequest(`Invalid boolean: ${value}`, name);
};

/** off_session: true, 'one_off' or 'recurring' mean the customer is not there. */
const offSessionParam = (params: Parameters<ApiOperation>[0]): boolean => {
  const value = optionalString(params, 'off_session');
  if (value === undefined || value === 'false') return false;
  if (['true', 'one_off', 'recurring'].includes(value)) return true;
  throw stripeErrors.invalidRequest(`Invalid off_session: ${value}`, 'off_session');
};

/** The method may be used with this customer: its own, or one attached to nobody. */
const checkOwnership = (method: StripeObject, customer: string | null) => {
  if (method.customer && !customer)
    throw stripeErrors.invalidRequest(
      `The PaymentMethod ${method.id} belongs to the Customer ${String(method.customer)}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
      'payment_method',
    );
  if (method.customer && method.customer !== customer)
    throw stripeErrors.invalidRequest(
      `The provided PaymentMethod ${method.id} belongs to a different Customer. Please use a PaymentMethod that belongs to the Customer ${String(customer)}.`,
      'payment_method',
    );
};

/** The API's answer to an attempt: the intent, or the 402 a decline is. */
const answer = (result: AttemptResult) => {
  if (result.outcome !== 'declined') return ok(result.intent);
  throw stripeErrors.cardError(result.decline, {
    charge: result.charge.id,
    payment_intent: result.intent,
    payment_method: result.method,
  });
};

const confirmWith = (
  context: ApiContext,
  intent: StripeObject,
  method: StripeObject,
  offSession: boolean,
) => {
  if (offSession && intent.setup_future_usage === 'on_session')
    throw stripeErrors.invalidRequest(
      'You cannot use off_session with a PaymentIntent whose setup_future_usage is on_session.',
      'off_session',
    );
  return answer(
    attemptCardPayment(context, intent, method, {
      offSession,
      authenticated: false,
      request: context.request,
    }),
  );
};

export const createPaymentIntent: ApiOperation = (params, context) => {
  const amount = requiredInteger(params, 'amount');
  if (amount < MIN_AMOUNT)
    throw stripeErrors.invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
  if (amount > MAX_AMOUNT)
    throw stripeErrors.invalidRequest(
      'Amount must be no more than $999,999.99',
      'amount',
      'amount_too_large',
    );
  const currency = currencyParam(params, 'currency');
  const customerId = optionalString(params, 'customer') ?? null;
  if (customerId) findCustomer(context.state, customerId, 'customer');
  const confirm = booleanParam(params, 'confirm');
  const offSession = offSessionParam(params);
  if (offSession && !confirm)
    throw stripeErrors.invalidRequest('off_session can only be used when confirm=true.', 'off_session');
  const setupFutureUsage = optionalString(params, 'setup_future_usage') ?? null;
  if (setupFutureUsage && !['off_session', 'on_session'].includes(setupFutureUsage))
    throw stripeErrors.invalidRequest(
      `Invalid setup_future_usage: ${setupFutureUsage}`,
      'setup_future_usage',
    );
  const captureMethod = optionalString(params, 'capture_method') ?? 'automatic';
  if (captureMethod !== 'automatic' && captureMethod !== 'automatic_async')
    throw stripeErrors.invalidRequest(
      'The local Stripe supports capture_method=automatic only.',
      'capture_method',
    );
  const types = listParam(params, 'payment_method_types').filter((t): t is string => typeof t === 'string');
  if (types.some((type) => type !== 'card'))
    throw stripeErrors.invalidRequest(
      'The local Stripe supports payment_method_types=[card] only.',
      'payment_method_types',
    );
  const methodId = optionalString(params, 'payment_method');
  if (confirm && !methodId)
    throw stripeErrors.invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a PaymentMethod, you can pass `payment_method` when confirming the PaymentIntent.",
      undefined,
      'payment_intent_unexpected_state',
    );
  const metadata = metadataParam(params);
  const method = methodId ? resolvePaymentMethod(context, methodId) : undefined;
  if (method) checkOwnership(method, customerId);
  const intent = newPaymentIntent(
    context,
    {
      amount,
      currency,
      customer: customerId,
      payment_method: method?.id ?? null,
      description: optionalString(params, 'description') ?? null,
      metadata,
      setup_future_usage: setupFutureUsage as 'off_session' | 'on_session' | null,
      transfer_group: optionalString(params, 'transfer_group') ?? null,
      receipt_email: optionalString(params, 'receipt_email') ?? null,
    },
    context.request,
  );
  if (!confirm || !method) return ok(intent);
  return confirmWith(context, intent, method, offSession);
};

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export const confirmPaymentIntent: ApiOperation = (params, context, id) => {
  const intent = findIntent(context, id);
  if (!CONFIRMABLE.includes(intent.status as string))
    throw stripeErrors.invalidRequest(
      `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  const methodId = optionalString(params, 'payment_method') ?? (intent.payment_method as string | null);
  if (!methodId)
    throw stripeErrors.invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a PaymentMethod, you can pass `payment_method` when confirming the PaymentIntent.",
      undefined,
      'payment_intent_unexpected_state',
    );
  const method = resolvePaymentMethod(context, methodId);
  checkOwnership(method, intent.customer as string | null);
  return confirmWith(context, intent, method, offSessionParam(params));
};

const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export const cancelPaymentIntent: ApiOperation = (params, context, id) => {
  const intent = findIntent(context, id);
  if (!CANCELABLE.includes(intent.status as string))
    throw stripeErrors.invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  const reason = optionalString(params, 'cancellation_reason') ?? null;
  if (reason && !['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'].includes(reason))
    throw stripeErrors.invalidRequest(`Invalid cancellation_reason: ${reason}`, 'cancellation_reason');
  return ok(cancelIntent(context, intent, reason ?? 'requested_by_customer', context.request));
};

export const retrievePaymentIntent: ApiOperation = (_params, context, id) => ok(findIntent(context, id));

export const listPaymentIntents: ApiOperation = (params, context) => {
  const customer = optionalString(params, 'customer');
  return ok(
    listObjects(
      context.state.paymentIntents,
      params,
      '/v1/payment_intents',
      (intent) => !customer || intent.customer === customer,
    ),
  );
};

export const retrieveCharge: ApiOperation = (_params, context, id) => {
  const charge = context.state.charges[id];
  if (!charge) throw stripeErrors.noSuch('charge', id, 'id');
  return ok(charge);
};

export const listCharges: ApiOperation = (params, context) => {
  const intent = optionalString(params, 'payment_intent');
  const customer = optionalString(params, 'customer');
  return ok(
    listObjects(
      context.state.charges,
      params,
      '/v1/charges',
      (charge) =>
        (!intent || charge.payment_intent === intent) && (!customer || charge.customer === customer),
    ),
  );
};
