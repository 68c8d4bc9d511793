/**
 * What the hosted checkout page does to a session. Payment mode: pay by card (a PaymentIntent and its
 * Charge, payments.ts; a decline leaves the session open and the PaymentIntent requires_payment_method,
 * as Stripe's page lets the customer try another card), or pay later (a bank debit: complete + unpaid,
 * then checkout.session.async_payment_succeeded or _failed a moment later). Setup mode: save the card
 * through a SetupIntent. A card that wants authentication is challenged on the page first. With
 * setup_future_usage, or in setup mode, the card is attached to the session's customer — made here when
 * the session has none and customer_creation is 'always' or a card is saved. Sessions whose expires_at has
 * passed expire (checkout.session.expired; an unfinished PaymentIntent is cancelled).
 */
import type { ApiContext } from './api-context';
import { newCustomer } from './customers';
import { type EventContext, emitEvent } from './events';
import { unixNow } from './ids';
import { newBankAccountPaymentMethod, newCardPaymentMethod } from './payment-methods';
import {
  attemptCardPayment,
  cancelIntent,
  newPaymentIntent,
  settleBankDebit,
  startBankDebit,
} from './payments';
import { confirmSetup, newSetupIntent } from './setup-intents';
import type { StoredSession, StripeObject } from './state';
import { chargeOutcome, needsChallenge, saveOutcome, type TestCard } from './test-cards';

export type LaterChoice = 'pay_later_succeeds' | 'pay_later_fails';

/** The async outcome's delivery waits this long after checkout.session.completed's. */
const ASYNC_OUTCOME_DELAY_MS = 1_000;

export const sessionIsPayable = (stored: StoredSession): boolean =>
  stored.session.status === 'open' && (stored.session.expires_at as number) > unixNow();

/** Expires an open session (checkout.session.expired), cancelling a PaymentIntent left unfinished. */
export const expireSession = (
  context: EventContext,
  stored: StoredSession,
  request?: ApiContext['request'],
): void => {
  stored.session = { ...stored.session, status: 'expired', url: null };
  context.state.save();
  const intent = stored.session.payment_intent
    ? context.state.paymentIntents[stored.session.payment_intent as string]
    : undefined;
  if (intent && ['requires_payment_method', 'requires_action'].includes(intent.status as string))
    cancelIntent(context, intent, 'abandoned');
  emitEvent(context, 'checkout.session.expired', stored.session, {
    previousAttributes: { status: 'open' },
    request,
  });
};

/** Stripe expires a session when its expires_at passes: here when it is next looked at or swept. */
export const expireIfDue = (context: EventContext, stored: StoredSession): void => {
  if (stored.session.status === 'open' && (stored.session.expires_at as number) <= unixNow())
    expireSession(context, stored);
};

export const expireDueSessions = (context: EventContext): number =>
  context.state.batch(() => {
    let expired = 0;
    for (const stored of Object.values(context.state.sessions)) {
      if (stored.session.status !== 'open' || (stored.session.expires_at as number) > unixNow()) continue;
      expireSession(context, stored);
      expired++;
    }
    return expired;
  });

const details = (email: string, name: string | null) => ({
  address: null,
  email,
  name,
  phone: null,
  tax_exempt: 'none',
  tax_ids: [],
});

/** Whether completing the session saves the card (and so needs a customer). */
const savesCard = (stored: StoredSession) =>
  stored.session.mode === 'setup' || Boolean(stored.intentData.setup_future_usage);

/** The session's customer, made now if the session needs one. */
const customerFor = (context: EventContext, stored: StoredSession, email: string, name: string | null) => {
  if (stored.session.customer) return stored.session.customer as string;
  if (stored.session.customer_creation !== 'always' && !savesCard(stored)) return null;
  return newCustomer(context, { email, name }).id;
};

/** The session's PaymentIntent: the one of an earlier declined attempt, or a new one. */
const intentFor = (context: EventContext, stored: StoredSession, customer: string | null): StripeObject => {
  const existing = stored.session.payment_intent
    ? context.state.paymentIntents[stored.session.payment_intent as string]
    : undefined;
  if (existing && existing.status === 'requires_payment_method') {
    const updated = { ...existing, customer: existing.customer ?? customer };
    context.state.paymentIntents[existing.id] = updated;
    return updated;
  }
  const intent = newPaymentIntent(context, {
    amount: stored.session.amount_total as number,
    currency: stored.session.currency as string,
    customer,
    payment_method: null,
    description: stored.intentData.description,
    metadata: stored.intentData.metadata ?? {},
    setup_future_usage: stored.intentData.setup_future_usage ?? null,
    transfer_group: stored.intentData.transfer_group,
    receipt_email: null,
  });
  stored.session = { ...stored.session, payment_intent: intent.id };
  context.state.save();
  return intent;
};

const complete = (context: EventContext, stored: StoredSession, changes: Record<string, unknown>) => {
  stored.session = { ...stored.session, status: 'complete', url: null, ...changes };
  context.state.save();
  emitEvent(context, 'checkout.session.completed', stored.session);
};

export interface CardEntry {
  card: TestCard;
  expMonth: number;
  expYear: number;
  name: string | null;
  email: string;
  /** The customer passed the page's authentication challenge. */
  authenticated: boolean;
}

export type CardCheckoutResult =
  | { outcome: 'complete' }
  | { outcome: 'challenge' }
  | { outcome: 'declined'; message: string };

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Pays (payment mode) or saves the card (setup mode) on the hosted page. */
export const checkoutWithCard = (
  context: EventContext,
  stored: StoredSession,
  entry: CardEntry,
): CardCheckoutResult => {
  const { behaviour } = entry.card;
  if (needsChallenge(behaviour) && !entry.authenticated) return { outcome: 'challenge' };
  const setup = stored.session.mode === 'setup';
  // A customer is made only for an attempt that will go through: a declined card leaves none behind.
  const willSucceed = setup
    ? saveOutcome(behaviour) === 'saved'
    : chargeOutcome(behaviour, { offSession: false, setUpForOffSession: false, authenticated: true }) ===
      'succeeded';
  const customer = willSucceed
    ? customerFor(context, stored, entry.email, entry.name)
    : ((stored.session.customer as string | null) ?? null);
  const method = newCardPaymentMethod(context, entry.card, {
    expMonth: entry.expMonth,
    expYear: entry.expYear,
    email: entry.email,
    name: entry.name,
  });
  if (setup) {
    const intent = newSetupIntent(context, {
      customer,
      payment_method: method.id,
      usage: 'off_session',
      description: stored.setupData?.description ?? null,
      metadata: stored.setupData?.metadata ?? {},
    });
    const result = confirmSetup(context, intent, method, { authenticated: true });
    if (result.outcome === 'declined') return { outcome: 'declined', message: result.decline.message };
    complete(context, stored, {
      customer,
      customer_details: details(entry.email, entry.name),
      setup_intent: result.intent.id,
    });
    return { outcome: 'complete' };
  }
  const intent = intentFor(context, stored, customer);
  const result = attemptCardPayment(context, intent, method, { offSession: false, authenticated: true });
  if (result.outcome === 'declined') return { outcome: 'declined', message: result.decline.message };
  complete(context, stored, {
    customer,
    customer_details: details(entry.email, entry.name),
    payment_status: 'paid',
  });
  return { outcome: 'complete' };
};

/** The customer failed the page's authentication challenge: the attempt fails, the session stays open. */
export const failAuthentication = (context: EventContext, stored: StoredSession): string => {
  if (stored.session.mode === 'payment') {
    const intent = intentFor(context, stored, null);
    const failed: StripeObject = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      },
    };
    context.state.paymentIntents[intent.id] = failed;
    context.state.save();
    emitEvent(context, 'payment_intent.payment_failed', failed);
  }
  return AUTHENTICATION_FAILED;
};

/** "Pay later": a bank debit, complete and unpaid now, its outcome announced a moment later. */
export const checkoutPayLater = (
  context: EventContext,
  stored: StoredSession,
  choice: LaterChoice,
  email: string,
): void => {
  const customer = customerFor(context, stored, email, null);
  const method = newBankAccountPaymentMethod(context, email);
  const { intent } = startBankDebit(context, intentFor(context, stored, customer), method);
  complete(context, stored, {
    customer,
    customer_details: details(email, null),
    payment_status: 'unpaid',
  });
  const succeeded = choice === 'pay_later_succeeds';
  settleBankDebit(context, intent, succeeded, ASYNC_OUTCOME_DELAY_MS);
  if (succeeded) {
    stored.session = { ...stored.session, payment_status: 'paid' };
    context.state.save();
  }
  emitEvent(
    context,
    succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
    stored.session,
    { delayMs: ASYNC_OUTCOME_DELAY_MS },
  );
};
