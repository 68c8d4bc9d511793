/**
 * What the hosted checkout page does to a session: pay now (complete + paid → checkout.session.completed),
 * pay later (complete + unpaid, then checkout.session.async_payment_succeeded or _failed a moment later,
 * as a bank debit settles), the money reaching the platform's available balance when it is paid.
 */
import { stripeErrors } from './errors';
import { type EventContext, emitEvent } from './events';
import { stripeId, unixNow } from './ids';
import type { StoredSession } from './state';

export type CheckoutChoice = 'pay' | 'pay_later_succeeds' | 'pay_later_fails';

/** The async outcome's delivery waits this long after checkout.session.completed's. */
const ASYNC_OUTCOME_DELAY_MS = 1_000;

export const sessionIsPayable = (stored: StoredSession): boolean =>
  stored.session.status === 'open' && (stored.session.expires_at as number) > unixNow();

export const completeCheckout = (
  context: EventContext,
  stored: StoredSession,
  choice: CheckoutChoice,
  email: string,
): void => {
  if (!sessionIsPayable(stored))
    throw stripeErrors.invalidRequest('This Checkout Session is no longer active.');
  const paidNow = choice === 'pay';
  const amount = stored.session.amount_total as number;
  stored.session = {
    ...stored.session,
    status: 'complete',
    payment_status: paidNow ? 'paid' : 'unpaid',
    payment_intent: stripeId('pi'),
    customer_details: { email, name: null, address: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    url: null,
  };
  if (paidNow) context.state.balance.available += amount;
  context.state.save();
  emitEvent(context, 'checkout.session.completed', stored.session);
  if (paidNow) return;
  const succeeded = choice === 'pay_later_succeeds';
  if (succeeded) {
    stored.session = { ...stored.session, payment_status: 'paid' };
    context.state.balance.available += amount;
    context.state.save();
  }
  emitEvent(
    context,
    succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
    stored.session,
    { delayMs: ASYNC_OUTCOME_DELAY_MS },
  );
};
