/**
 * Checkout Sessions (mode payment with price_data line items): create, retrieve (line_items when
 * expanded), expire. The hosted page (checkout-page.ts) pays or cancels them.
 */
import { type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { emitEvent } from './events';
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

export const createCheckoutSession: ApiOperation = (params, context) => {
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment')
    throw stripeErrors.invalidRequest('The local Stripe supports mode=payment only.', 'mode');
  const successUrl = urlParam(params, 'success_url', true) as string;
  const cancelUrl = urlParam(params, 'cancel_url', false) ?? null;
  const rawItems = listParam(params, 'line_items');
  if (rawItems.length === 0) throw stripeErrors.missingParam('line_items');
  const currency = currencyParam({ c: objectAt(objectAt(rawItems[0]).price_data).currency ?? '' }, 'c');
  const lineItems = rawItems.map((raw, index) => lineItem(objectAt(raw), index, currency));
  const total = lineItems.reduce((sum, item) => sum + (item.amount_total as number), 0);
  const created = unixNow();
  const expiresAt = optionalInteger(params, 'expires_at') ?? created + SESSION_LIFETIME_S;
  const id = stripeId('cs');
  const paymentIntentData = objectAt(params.payment_intent_data);
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl,
    client_reference_id: optionalString(params, 'client_reference_id') ?? null,
    created,
    currency,
    customer: null,
    customer_details: null,
    customer_email: optionalString(params, 'customer_email') ?? null,
    expires_at: expiresAt,
    livemode: false,
    metadata: metadataParam(params),
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
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
    },
  };
  context.state.sessions[id] = stored;
  context.state.save();
  return ok(sessionBody(stored, expandParam(params)));
};

export const retrieveCheckoutSession: ApiOperation = (params, context, id) =>
  ok(sessionBody(findSession(context.state, id), expandParam(params)));

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
  if (stored.session.status !== 'open')
    throw stripeErrors.invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(stored.session.status)}".`,
    );
  stored.session = { ...stored.session, status: 'expired', url: null };
  context.state.save();
  emitEvent(context, 'checkout.session.expired', stored.session, {
    previousAttributes: { status: 'open' },
    request: context.request,
  });
  return ok(sessionBody(stored, expandParam(params)));
};
