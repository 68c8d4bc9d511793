/**
 * Customers: create (optionally attaching a `payment_method`), retrieve, update (e-mail, name, metadata,
 * `invoice_settings.default_payment_method`, which must be one of the customer's), list (by `email`).
 */
import { type ApiContext, type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { type EventContext, emitEvent } from './events';
import type { FormObject } from './form-body';
import { stripeId, unixNow } from './ids';
import { listObjects } from './lists';
import { metadataParam, objectAt, optionalString } from './params';
import { attachPaymentMethod, cardOf, resolvePaymentMethod } from './payment-methods';
import type { StripeObject } from './state';
import { saveOutcome } from './test-cards';

export const findCustomer = (
  state: { customers: Record<string, StripeObject> },
  id: string,
  param = 'id',
): StripeObject => {
  const customer = state.customers[id];
  if (!customer || customer.deleted)
    throw param === 'id'
      ? stripeErrors.noSuch('customer', id, param)
      : stripeErrors.noSuchParam('customer', id, param);
  return customer;
};

/** A new customer, saved and announced (customer.created); Checkout makes them too. */
export const newCustomer = (
  context: EventContext,
  fields: { email: string | null; name: string | null; description?: string | null; metadata?: object },
  request?: ApiContext['request'],
): StripeObject => {
  const id = stripeId('cus');
  const customer: StripeObject = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: unixNow(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  context.state.customers[id] = customer;
  context.state.save();
  emitEvent(context, 'customer.created', customer, { request });
  return customer;
};

const defaultPaymentMethodParam = (params: FormObject, customerId: string, context: ApiContext) => {
  const value = objectAt(params.invoice_settings).default_payment_method;
  if (value === undefined) return undefined;
  if (value === '') return null;
  const method = typeof value === 'string' ? context.state.paymentMethods[value] : undefined;
  if (!method || method.customer !== customerId)
    throw stripeErrors.invalidRequest(
      `The customer does not have a payment method with the ID ${String(value)}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
    );
  return method.id;
};

export const createCustomer: ApiOperation = (params, context) => {
  const metadata = metadataParam(params);
  const paymentMethodId = optionalString(params, 'payment_method');
  // Resolved before anything is written: an unknown payment method refuses the whole request.
  const method = paymentMethodId ? resolvePaymentMethod(context, paymentMethodId) : undefined;
  const saving = method ? saveOutcome(cardOf(context, method).behaviour) : 'saved';
  if (saving !== 'saved') throw stripeErrors.cardError(saving, { payment_method: method });
  let customer = newCustomer(
    context,
    {
      email: optionalString(params, 'email') ?? null,
      name: optionalString(params, 'name') ?? null,
      description: optionalString(params, 'description') ?? null,
      metadata,
    },
    context.request,
  );
  if (method) attachPaymentMethod(context, method, customer.id);
  const defaultMethod = defaultPaymentMethodParam(params, customer.id, context);
  if (defaultMethod) {
    customer = {
      ...customer,
      invoice_settings: { ...(customer.invoice_settings as object), default_payment_method: defaultMethod },
    };
    context.state.customers[customer.id] = customer;
    context.state.save();
  }
  return ok(customer);
};

export const retrieveCustomer: ApiOperation = (_params, context, id) => ok(findCustomer(context.state, id));

export const updateCustomer: ApiOperation = (params, context, id) => {
  const customer = findCustomer(context.state, id);
  const defaultMethod = defaultPaymentMethodParam(params, id, context);
  const changes: Record<string, unknown> = {};
  for (const field of ['email', 'name', 'description'] as const) {
    const value = params[field];
    if (value !== undefined) changes[field] = optionalString(params, field) ?? null;
  }
  if (params.metadata !== undefined)
    changes.metadata = metadataParam(params, customer.metadata as Record<string, string>);
  if (defaultMethod !== undefined)
    changes.invoice_settings = {
      ...(customer.invoice_settings as object),
      default_payment_method: defaultMethod,
    };
  const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, customer[key]]));
  const updated: StripeObject = { ...customer, ...changes };
  context.state.customers[id] = updated;
  context.state.save();
  if (Object.keys(changes).length > 0)
    emitEvent(context, 'customer.updated', updated, {
      previousAttributes: previous,
      request: context.request,
    });
  return ok(updated);
};

export const listCustomers: ApiOperation = (params, context) => {
  const email = optionalString(params, 'email');
  return ok(
    listObjects(
      context.state.customers,
      params,
      '/v1/customers',
      (customer) => !customer.deleted && (!email || customer.email === email),
    ),
  );
};
