/** The platform's balance (usd): payments add to it, refunds and transfers take from it, reversals give back. */
import { type ApiOperation, ok } from './api-context';

export const retrieveBalance: ApiOperation = (_params, context) => {
  const { available, pending } = context.state.balance;
  return ok({
    object: 'balance',
    available: [{ amount: available, currency: 'usd', source_types: { card: available } }],
    connect_reserved: [{ amount: 0, currency: 'usd' }],
    livemode: false,
    pending: [{ amount: pending, currency: 'usd', source_types: { card: pending } }],
  });
};
