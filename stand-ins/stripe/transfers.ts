/**
 * Transfers to connected accounts and their reversals. A transfer needs a destination whose transfers
 * capability is active and enough available platform balance (Stripe's errors otherwise); a reversal
 * returns money to the balance and publishes transfer.reversed.
 */
import { findAccount } from './accounts';
import { type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { emitEvent } from './events';
import { stripeId, unixNow } from './ids';
import {
  currencyParam,
  metadataParam,
  optionalInteger,
  optionalString,
  positiveAmount,
  requiredInteger,
  requiredString,
} from './params';
import type { StripeObject } from './state';

const findTransfer = (state: { transfers: Record<string, StripeObject> }, id: string) => {
  const transfer = state.transfers[id];
  if (!transfer) throw stripeErrors.noSuch('transfer', id, 'id');
  return transfer;
};

export const createTransfer: ApiOperation = (params, context) => {
  const amount = positiveAmount(requiredInteger(params, 'amount'), 'amount');
  const currency = currencyParam(params, 'currency');
  const destinationId = requiredString(params, 'destination');
  const destination = context.state.accounts[destinationId];
  if (!destination)
    throw stripeErrors.invalidRequest(
      `No such destination: '${destinationId}'`,
      'destination',
      'resource_missing',
    );
  if ((destination.capabilities as Record<string, string>).transfers !== 'active')
    throw stripeErrors.invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'destination',
      'insufficient_capabilities_for_transfer',
    );
  if (amount > context.state.balance.available) throw stripeErrors.balanceInsufficient();
  const id = stripeId('tr');
  const transfer: StripeObject = {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: stripeId('txn'),
    created: unixNow(),
    currency,
    description: optionalString(params, 'description') ?? null,
    destination: destinationId,
    destination_payment: stripeId('py'),
    livemode: false,
    metadata: metadataParam(params),
    reversals: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/transfers/${id}/reversals`,
    },
    reversed: false,
    source_transaction: null,
    source_type: 'card',
    transfer_group: optionalString(params, 'transfer_group') ?? null,
  };
  context.state.balance.available -= amount;
  context.state.transfers[id] = transfer;
  context.state.save();
  emitEvent(context, 'transfer.created', transfer, { request: context.request });
  return ok(transfer);
};

export const retrieveTransfer: ApiOperation = (_params, context, id) => ok(findTransfer(context.state, id));

/**
 * GET /v1/transfers: newest first, filtered as Stripe filters it by `transfer_group` and `destination`,
 * `limit` 1–100 (default 10), paged with `starting_after`.
 */
export const listTransfers: ApiOperation = (params, context) => {
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw stripeErrors.invalidRequest('This value must be between 1 and 100.', 'limit');
  const group = optionalString(params, 'transfer_group');
  const destination = optionalString(params, 'destination');
  const startingAfter = optionalString(params, 'starting_after');
  const all = Object.values(context.state.transfers)
    .filter(
      (transfer) =>
        (group === undefined || transfer.transfer_group === group) &&
        (destination === undefined || transfer.destination === destination),
    )
    .reverse();
  const from = startingAfter ? all.findIndex((transfer) => transfer.id === startingAfter) + 1 : 0;
  if (startingAfter && from === 0) throw stripeErrors.noSuch('transfer', startingAfter, 'starting_after');
  const data = all.slice(from, from + limit);
  return ok({ object: 'list', data, has_more: from + limit < all.length, url: '/v1/transfers' });
};

export const createTransferReversal: ApiOperation = (params, context, id) => {
  const transfer = findTransfer(context.state, id);
  const remaining = (transfer.amount as number) - (transfer.amount_reversed as number);
  if (remaining === 0) throw stripeErrors.invalidRequest(`Transfer ${id} has already been fully reversed.`);
  const amount = positiveAmount(optionalInteger(params, 'amount') ?? remaining, 'amount');
  if (amount > remaining)
    throw stripeErrors.invalidRequest(
      `You cannot reverse more than the remaining amount of the transfer (${remaining} cents).`,
      'amount',
    );
  findAccount(context.state, transfer.destination as string, 'destination');
  const reversal: StripeObject = {
    id: stripeId('trr'),
    object: 'transfer_reversal',
    amount,
    balance_transaction: stripeId('txn'),
    created: unixNow(),
    currency: transfer.currency,
    destination_payment_refund: stripeId('pyr'),
    metadata: metadataParam(params),
    source_refund: null,
    transfer: id,
  };
  const list = transfer.reversals as { data: StripeObject[]; total_count: number };
  const previous = { amount_reversed: transfer.amount_reversed, reversed: transfer.reversed };
  const updated: StripeObject = {
    ...transfer,
    amount_reversed: (transfer.amount_reversed as number) + amount,
    reversed: amount === remaining,
    reversals: { ...list, data: [reversal, ...list.data], total_count: list.total_count + 1 },
  };
  context.state.transfers[id] = updated;
  context.state.balance.available += amount;
  context.state.save();
  emitEvent(context, 'transfer.reversed', updated, {
    previousAttributes: previous,
    request: context.request,
  });
  return ok(reversal);
};
