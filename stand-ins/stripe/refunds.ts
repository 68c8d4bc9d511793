/**
 * Refunds of a succeeded charge, named by its `payment_intent` or its `charge`: the whole unrefunded
 * amount or part of it (never more: Stripe's amount_too_large), out of the platform's available balance.
 * The charge's amount_refunded / refunded follow; refund.created and charge.refunded are published.
 */
import { type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { emitEvent } from './events';
import { formatUsd } from './html';
import { stripeId, unixNow } from './ids';
import { listObjects } from './lists';
import { metadataParam, optionalInteger, optionalString, positiveAmount } from './params';
import type { StripeObject } from './state';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The charge a refund request names, checked refundable. */
const chargeToRefund = (
  state: { charges: Record<string, StripeObject>; paymentIntents: Record<string, StripeObject> },
  intentId: string | undefined,
  chargeId: string | undefined,
): StripeObject => {
  if (intentId && chargeId)
    throw stripeErrors.invalidRequest(
      'You can only specify one of the following parameters: payment_intent, charge.',
    );
  if (chargeId) {
    const charge = state.charges[chargeId];
    if (!charge) throw stripeErrors.noSuchParam('charge', chargeId, 'charge');
    if (charge.status !== 'succeeded')
      throw stripeErrors.invalidRequest(
        `Charge ${chargeId} has not succeeded and cannot be refunded.`,
        'charge',
        'charge_not_refundable',
      );
    return charge;
  }
  if (!intentId)
    throw stripeErrors.invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
      undefined,
      'parameter_missing',
    );
  const intent = state.paymentIntents[intentId];
  if (!intent) throw stripeErrors.noSuchParam('payment_intent', intentId, 'payment_intent');
  const charge = intent.latest_charge ? state.charges[intent.latest_charge as string] : undefined;
  if (intent.status !== 'succeeded' || !charge || charge.status !== 'succeeded')
    throw stripeErrors.invalidRequest(
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      'payment_intent',
      'charge_not_refundable',
    );
  return charge;
};

export const createRefund: ApiOperation = (params, context) => {
  const charge = chargeToRefund(
    context.state,
    optionalString(params, 'payment_intent'),
    optionalString(params, 'charge'),
  );
  const captured = charge.amount_captured as number;
  const refunded = charge.amount_refunded as number;
  if (refunded >= captured)
    throw stripeErrors.invalidRequest(
      `Charge ${charge.id} has already been refunded.`,
      undefined,
      'charge_already_refunded',
    );
  const amount = positiveAmount(optionalInteger(params, 'amount') ?? captured - refunded, 'amount');
  if (amount > captured - refunded)
    throw stripeErrors.invalidRequest(
      `Refund amount (${formatUsd(amount)}) is greater than unrefunded amount on charge (${formatUsd(captured - refunded)})`,
      'amount',
      'amount_too_large',
    );
  const reason = optionalString(params, 'reason') ?? null;
  if (reason && !REASONS.includes(reason))
    throw stripeErrors.invalidRequest(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  const metadata = metadataParam(params);
  const refund: StripeObject = {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: stripeId('txn'),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  const previous = { amount_refunded: refunded, refunded: charge.refunded };
  const updated: StripeObject = {
    ...charge,
    amount_refunded: refunded + amount,
    refunded: refunded + amount === captured,
  };
  context.state.refunds[refund.id] = refund;
  context.state.charges[charge.id] = updated;
  // Refunds come out of the available balance (it may go negative, as Stripe's does until topped up).
  context.state.balance.available -= amount;
  context.state.save();
  emitEvent(context, 'refund.created', refund, { request: context.request });
  emitEvent(context, 'charge.refunded', updated, {
    previousAttributes: previous,
    request: context.request,
  });
  return ok(refund);
};

export const retrieveRefund: ApiOperation = (_params, context, id) => {
  const refund = context.state.refunds[id];
  if (!refund) throw stripeErrors.noSuch('refund', id, 'id');
  return ok(refund);
};

export const listRefunds: ApiOperation = (params, context) => {
  const intent = optionalString(params, 'payment_intent');
  const charge = optionalString(params, 'charge');
  return ok(
    listObjects(
      context.state.refunds,
      params,
      '/v1/refunds',
      (refund) => (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
    ),
  );
};
