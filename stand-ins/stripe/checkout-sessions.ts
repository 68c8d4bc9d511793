/**
 * Checkout Sessions — mode payment (price_data line items; payment_intent_data's description,
 * transfer_group, metadata and setup_future_usage go on the PaymentIntent made at payment) and mode
 * setup (saves a card through a SetupIntent) — with `customer` or `customer_creation`: create, retrieve
 * (line_items when expanded), expire (only an open one; also when its expires_at passes). The hosted page
 * (checkout-page.ts) pays, saves or cancels them.
 */
import { type ApiOperation, ok } from './api-context';
import { expireIfDue, expireSession } from './checkout-actions';
import { findCustomer } from './customers';
import { stripeErrors } from './errors';
import type { FormObject } from './form-body';
import { stripeId, unixNow } from './ids';
import {
  currencyParam,
  expandParam,
  listParam,
  metadataParam,
  objectAt,
  optionalInteger,
  optionalString,
  positiveAmount,
  requiredInteger,
  requiredString,
  urlParam,
} from './params';
import type { StoredSession, StripeObject } from './state';

/** Stripe's default: a session can be paid for 24 hours. */
const SESSION_LIFETIME_S = 24 * 60 * 60;

const lineItem = (raw: FormObject, index: number, currency: string): StripeObject => {
  const base = `line_items.${index}`;
  const params = { line_items: [raw] } as FormObject;
  const at = (path: string) => `line_items.0.${path}`;
  if (optionalString(params, at('price')))
    throw stripeErrors.invalidRequest(
      'The local Stripe supports line_items with price_data only.',
      `line_items[${index}][price]`,
    );
  const quantity = positiveAmount(requiredInteger(params, at('quantity')), `line_items[${index}][quantity]`);
  const unitAmount = requiredInteger(params, at('price_data.unit_amount'));
  if (unitAmount < 0)
    throw stripeErrors.invalidRequest(
      'Invalid non-negative integer',
      `line_items[${index}][price_data][unit_amount]`,
    );
  const itemCurrency = currencyParam(params, at('price_data.currency'));
  if (itemCurrency !== currency)
    throw stripeErrors.invalidRequest('All line items must have the same currency.', `${base}`);
  const name = requiredString(params, at('price_data.product_data.name'));
  const description = optionalString(params, at('price_data.product_data.description')) ?? null;
  const created = unixNow();
  return {
    id: `li_1${stripeId('x').slice(4)}`,
    object: 'item',
    amount_discount: 0,
    amount_subtotal: unitAmount * quantity,
    amount_tax: 0,
    amount_total: unitAmount * quantity,
    currency,
    description: name,
    price: {
      id: stripeId('price'),
      object: 'price',
      active: false,
      billing_scheme: 'per_unit',
      created,
      currency,
      livemode: false,
      metadata: {},
      product: { id: stripeId('prod'), name, description },
      type: 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    },
    quantity,
  };
};

export const findSession = (
  state: { sessions: Record<string, StoredSession> },
  id: string,
): StoredSession => {
  const stored = state.sessions[id];
  if (!stored) throw stripeErrors.noSuch('checkout.session', id, 'session');
  return stored;
};

export const sessionBody = (stored: StoredSession, expand: string[]): StripeObject =>
  expand.includes('line_items')
    ? {
        ...stored.session,
        line_items: {
          object: 'list',
          data: stored.lineItems,
          has_more: false,
          url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
        },
      }
    : stored.session;

const SETUP_FUTURE_USAGES = ['off_session', 'on_session'];

/** Stripe: a session may be paid for between 30 minutes and 24 hours after it is made. */
const expiresAtParam = (params: FormObject, created: number): number => {
  const expiresAt = optionalInteger(params, 'expires_at');
  if (expiresAt === undefined) return created + SESSION_LIFETIME_S;
  if (expiresAt < created + 30 * 60)
    throw stripeErrors.invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  if (expiresAt > created + SESSION_LIFETIME_S)
    throw stripeErrors.invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  return expiresAt;
};

const notInMode = (params: FormObject, name: string, mode: string) => {
  if (params[name] !== undefined)
    throw stripeErrors.invalidRequest(`You can not pass \`${name}\` in \`${mode}\` mode.`, name);
};

export const createCheckoutSession: ApiOperation = (params, context) => {
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment' && mode !== 'setup')
    throw stripeErrors.invalidRequest('The local Stripe supports mode=payment and mode=setup only.', 'mode');
  const successUrl = urlParam(params, 'success_url', true) as string;
  const cancelUrl = urlParam(params, 'cancel_url', false) ?? null;
  const customer = optionalString(params, 'customer') ?? null;
  if (customer) findCustomer(context.state, customer, 'customer');
  const customerEmail = optionalString(params, 'customer_email') ?? null;
  if (customer && customerEmail)
    throw stripeErrors.invalidRequest(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  const customerCreation = optionalString(params, 'customer_creation') ?? null;
  if (customerCreation && !['always', 'if_required'].includes(customerCreation))
    throw stripeErrors.invalidRequest(`Invalid customer_creation: ${customerCreation}`, 'customer_creation');
  if (customer && customerCreation)
    throw stripeErrors.invalidRequest(
      'You may only specify one of these parameters: customer, customer_creation.',
      'customer_creation',
    );
  const methodTypes = listParam(params, 'payment_method_types');
  if (methodTypes.some((type) => type !== 'card'))
    throw stripeErrors.invalidRequest(
      'The local Stripe supports payment_method_types=[card] only.',
      'payment_method_types',
    );
  let lineItems: StripeObject[] = [];
  let currency: string;
  const paymentIntentData = objectAt(params.payment_intent_data);
  const setupIntentData = objectAt(params.setup_intent_data);
  let setupFutureUsage: string | null = null;
  if (mode === 'payment') {
    notInMode(params, 'setup_intent_data', mode);
    const rawItems = listParam(params, 'line_items');
    if (rawItems.length === 0) throw stripeErrors.missingParam('line_items');
    currency = currencyParam({ c: objectAt(objectAt(rawItems[0]).price_data).currency ?? '' }, 'c');
    lineItems = rawItems.map((raw, index) => lineItem(objectAt(raw), index, currency));
    setupFutureUsage = optionalString(params, 'payment_intent_data.setup_future_usage') ?? null;
    if (setupFutureUsage && !SETUP_FUTURE_USAGES.includes(setupFutureUsage))
      throw stripeErrors.invalidRequest(
        `Invalid setup_future_usage: ${setupFutureUsage}`,
        'payment_intent_data[setup_future_usage]',
      );
  } else {
    notInMode(params, 'line_items', mode);
    notInMode(params, 'payment_intent_data', mode);
    // Stripe needs the currency to choose payment methods, unless they are listed.
    if (params.currency === undefined && methodTypes.length === 0)
      throw stripeErrors.invalidRequest(
        'currency is required in setup mode when payment_method_types is not passed.',
        'currency',
        'parameter_missing',
      );
    currency = params.currency === undefined ? 'usd' : currencyParam(params, 'currency');
  }
  const total = lineItems.reduce((sum, item) => sum + (item.amount_total as number), 0);
  const created = unixNow();
  const expiresAt = expiresAtParam(params, created);
  const id = stripeId('cs');
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    amount_subtotal: mode === 'payment' ? total : null,
    amount_total: mode === 'payment' ? total : null,
    cancel_url: cancelUrl,
    client_reference_id: optionalString(params, 'client_reference_id') ?? null,
    created,
    currency,
    customer,
    customer_creation: customer ? null : (customerCreation ?? 'if_required'),
    customer_details: null,
    customer_email: customerEmail,
    expires_at: expiresAt,
    livemode: false,
    metadata: metadataParam(params),
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: mode === 'payment' ? 'unpaid' : 'no_payment_required',
    setup_intent: null,
    status: 'open',
    success_url: successUrl,
    url: `${context.baseUrl}/checkout/${id}`,
  };
  const stored: StoredSession = {
    session,
    lineItems,
    intentData: {
      description: typeof paymentIntentData.description === 'string' ? paymentIntentData.description : null,
      transfer_group:
        typeof paymentIntentData.transfer_group === 'string' ? paymentIntentData.transfer_group : null,
      setup_future_usage: setupFutureUsage as 'off_session' | 'on_session' | null,
      metadata: metadataParam({ metadata: paymentIntentData.metadata ?? {} }),
    },
    setupData: {
      description: typeof setupIntentData.description === 'string' ? setupIntentData.description : null,
      metadata: metadataParam({ metadata: setupIntentData.metadata ?? {} }),
    },
  };
  context.state.sessions[id] = stored;
  context.state.save();
  return ok(sessionBody(stored, expandParam(params)));
};

export const retrieveCheckoutSession: ApiOperation = (params, context, id) => {
  const stored = findSession(context.state, id);
  expireIfDue(context, stored);
  return ok(sessionBody(stored, expandParam(params)));
};

export const listLineItems: ApiOperation = (_params, context, id) => {
  const stored = findSession(context.state, id);
  return ok({
    object: 'list',
    data: stored.lineItems,
    has_more: false,
    url: `/v1/checkout/sessions/${id}/line_items`,
  });
};

export const expireCheckoutSession: ApiOperation = (params, context, id) => {
  const stored = findSession(context.state, id);
  expireIfDue(context, stored);
  if (stored.session.status !== 'open')
    throw stripeErrors.invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(stored.session.status)}".`,
    );
  expireSession(context, stored, context.request);
  return ok(sessionBody(stored, expandParam(params)));
};
