/**
 * PaymentMethods (type card): made by the hosted checkout page from a test card's number, or from one of
 * Stripe's test ids (`pm_card_visa`, … in test-cards.ts: each use makes a new PaymentMethod, as on
 * Stripe). Retrieve, list (by customer), attach to a customer (a card that declines on save is refused
 * with Stripe's card_error), detach. payment_method.attached / .detached are announced.
 */
import { type ApiContext, type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { type EventContext, emitEvent } from './events';
import { base62, stripeId, unixNow } from './ids';
import { listObjects } from './lists';
import { optionalString, requiredString } from './params';
import type { StripeObject } from './state';
import { isCardProblem, saveOutcome, TEST_PAYMENT_METHODS, type TestCard, testCard } from './test-cards';

export interface CardDetails {
  expMonth: number;
  expYear: number;
  email?: string | null;
  name?: string | null;
}

/** A new (unattached) card PaymentMethod, saved with what only the stand-in knows of it. */
export const newCardPaymentMethod = (
  context: EventContext,
  card: TestCard,
  details: CardDetails,
): StripeObject => {
  const id = stripeId('pm');
  const method: StripeObject = {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: details.email ?? null,
      name: details.name ?? null,
      phone: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: details.expMonth,
      exp_year: details.expYear,
      // Stripe's fingerprint is the same for the same number: so is this one.
      fingerprint: Buffer.from(card.number).toString('base64url').slice(-16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  context.state.paymentMethods[id] = method;
  context.state.cards[id] = { number: card.number, setUpForOffSession: false };
  context.state.save();
  return method;
};

/** The bank account of the hosted page's "Pay later" (a bank debit that settles a moment later). */
export const newBankAccountPaymentMethod = (context: EventContext, email: string | null): StripeObject => {
  const id = stripeId('pm');
  const method: StripeObject = {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email,
      name: null,
      phone: null,
    },
    created: unixNow(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'us_bank_account',
    us_bank_account: {
      account_holder_type: 'individual',
      account_type: 'checking',
      bank_name: 'STRIPE TEST BANK',
      financial_connections_account: null,
      fingerprint: 'FFDMA0xfhBjWSZLu',
      last4: '6789',
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: '110000000',
      status_details: {},
    },
  };
  context.state.paymentMethods[id] = method;
  context.state.save();
  return method;
};

/** Test ids' cards expire at the end of next year, as Stripe's do (a year or so ahead). */
const testExpiry = () => ({ expMonth: 12, expYear: new Date().getUTCFullYear() + 1 });

/** The PaymentMethod a `payment_method` param names: a stored one, or a new one for a test id. */
export const resolvePaymentMethod = (
  context: EventContext,
  id: string,
  param = 'payment_method',
): StripeObject => {
  const testNumber = TEST_PAYMENT_METHODS[id];
  if (testNumber) {
    const card = testCard(testNumber);
    if (isCardProblem(card)) throw new Error(`test card ${id} is not a card`);
    return newCardPaymentMethod(context, card, testExpiry());
  }
  const method = context.state.paymentMethods[id];
  if (!method) throw stripeErrors.invalidRequest(`No such PaymentMethod: '${id}'`, param, 'resource_missing');
  return method;
};

/** Stripe's refusal to use a PaymentMethod again once detached or used without a customer. */
export const checkReusable = (context: EventContext, method: StripeObject): void => {
  if (!context.state.cards[method.id]?.spent) return;
  throw stripeErrors.invalidRequest(
    'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
    'payment_method',
  );
};

export const markSpent = (context: EventContext, methodId: string): void => {
  const stored = context.state.cards[methodId];
  if (stored) stored.spent = true;
  context.state.save();
};

export const cardOf = (context: EventContext, method: StripeObject): TestCard => {
  const stored = context.state.cards[method.id];
  const card = testCard(stored?.number ?? '4242424242424242');
  if (isCardProblem(card)) throw new Error(`payment method ${method.id} has no test card`);
  return card;
};

export const markSetUpForOffSession = (context: EventContext, methodId: string): void => {
  const stored = context.state.cards[methodId];
  if (stored) stored.setUpForOffSession = true;
  context.state.save();
};

/** Attaches (announcing payment_method.attached); the caller has checked the card may be saved. */
export const attachPaymentMethod = (
  context: EventContext,
  method: StripeObject,
  customerId: string,
  request?: ApiContext['request'],
): StripeObject => {
  if (method.customer === customerId) return method;
  checkReusable(context, method);
  if (method.customer)
    throw stripeErrors.invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
    );
  const decline = saveOutcome(cardOf(context, method).behaviour);
  if (decline !== 'saved') throw stripeErrors.cardError(decline, { payment_method: method });
  const attached: StripeObject = { ...method, customer: customerId };
  context.state.paymentMethods[method.id] = attached;
  context.state.save();
  emitEvent(context, 'payment_method.attached', attached, {
    previousAttributes: { customer: null },
    request,
  });
  return attached;
};

export const retrievePaymentMethod: ApiOperation = (_params, context, id) => {
  const method = context.state.paymentMethods[id];
  if (!method) throw stripeErrors.noSuch('PaymentMethod', id, 'payment_method');
  return ok(method);
};

const customerExists = (context: ApiContext, id: string, param: string) => {
  const customer = context.state.customers[id];
  if (!customer || customer.deleted)
    throw param === 'id'
      ? stripeErrors.noSuch('customer', id, param)
      : stripeErrors.noSuchParam('customer', id, param);
};

export const attachPaymentMethodOperation: ApiOperation = (params, context, id) => {
  const customerId = requiredString(params, 'customer');
  customerExists(context, customerId, 'customer');
  const method = resolvePaymentMethod(context, id, 'payment_method');
  return ok(attachPaymentMethod(context, method, customerId, context.request));
};

export const detachPaymentMethod: ApiOperation = (_params, context, id) => {
  const method = context.state.paymentMethods[id];
  if (!method) throw stripeErrors.noSuch('PaymentMethod', id, 'payment_method');
  if (!method.customer)
    throw stripeErrors.invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  const customerId = method.customer as string;
  const detached: StripeObject = { ...method, customer: null };
  context.state.paymentMethods[id] = detached;
  markSpent(context, id);
  const customer = context.state.customers[customerId];
  const settings = customer?.invoice_settings as { default_payment_method: string | null } | undefined;
  // A detached method is no longer anyone's default, as on Stripe.
  if (customer && settings?.default_payment_method === id)
    context.state.customers[customerId] = {
      ...customer,
      invoice_settings: { ...settings, default_payment_method: null },
    };
  context.state.save();
  emitEvent(context, 'payment_method.detached', detached, {
    previousAttributes: { customer: customerId },
    request: context.request,
  });
  return ok(detached);
};

const listFor = (
  context: ApiContext,
  params: Parameters<ApiOperation>[0],
  customerId: string | undefined,
) => {
  const type = optionalString(params, 'type');
  const url = customerId ? `/v1/customers/${customerId}/payment_methods` : '/v1/payment_methods';
  return ok(
    listObjects(
      context.state.paymentMethods,
      params,
      url,
      (method) => (!customerId || method.customer === customerId) && (!type || method.type === type),
    ),
  );
};

/** GET /v1/payment_methods?customer=&type= */
export const listPaymentMethods: ApiOperation = (params, context) => {
  const customerId = optionalString(params, 'customer');
  if (customerId) customerExists(context, customerId, 'customer');
  return listFor(context, params, customerId);
};

/** GET /v1/customers/{id}/payment_methods?type= */
export const listCustomerPaymentMethods: ApiOperation = (params, context, id) => {
  customerExists(context, id, 'id');
  return listFor(context, params, id);
};

/** A random-looking client secret, as Stripe gives PaymentIntents and SetupIntents. */
export const clientSecret = (id: string) => `${id}_secret_${base62(25)}`;
