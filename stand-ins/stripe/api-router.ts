/**
 * The REST API's front door, as Stripe's: Bearer secret-key auth (401 otherwise), the form-encoded body
 * (or query string on GET) parsed, idempotency keys honoured on POST, the route table below, and
 * Stripe's error shape for everything refused. Every response carries a Request-Id.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError, readBody } from '../../infra/local/http-util';
import { createAccountLink } from './account-links';
import { createAccount, retrieveAccount } from './accounts';
import type { ApiContext, ApiOperation, ApiResult } from './api-context';
import { retrieveBalance } from './balance';
import {
  createCheckoutSession,
  expireCheckoutSession,
  listLineItems,
  retrieveCheckoutSession,
} from './checkout-sessions';
import { createCustomer, listCustomers, retrieveCustomer, updateCustomer } from './customers';
import { StripeApiError, sendStripeJson, stripeErrors } from './errors';
import type { EventContext } from './events';
import { expandBody } from './expand';
import { canonicalParams, FormBodyError, parseStripeForm } from './form-body';
import { checkIdempotency, recordIdempotency } from './idempotency';
import { stripeId } from './ids';
import {
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listCharges,
  listPaymentIntents,
  retrieveCharge,
  retrievePaymentIntent,
} from './payment-intents';
import {
  attachPaymentMethodOperation,
  detachPaymentMethod,
  listCustomerPaymentMethods,
  listPaymentMethods,
  retrievePaymentMethod,
} from './payment-methods';
import { createRefund, listRefunds, retrieveRefund } from './refunds';
import { confirmSetupIntent, createSetupIntent, retrieveSetupIntent } from './setup-intents';
import { createTransfer, createTransferReversal, listTransfers, retrieveTransfer } from './transfers';

const BODY_LIMIT = 256 * 1024;
const ID = '([A-Za-z0-9_]{1,255})';

const routes: { method: 'GET' | 'POST'; path: RegExp; operation: ApiOperation }[] = [
  { method: 'POST', path: /^\/v1\/checkout\/sessions$/, operation: createCheckoutSession },
  { method: 'GET', path: new RegExp(`^/v1/checkout/sessions/${ID}$`), operation: retrieveCheckoutSession },
  { method: 'GET', path: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`), operation: listLineItems },
  {
    method: 'POST',
    path: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    operation: expireCheckoutSession,
  },
  { method: 'POST', path: /^\/v1\/customers$/, operation: createCustomer },
  { method: 'GET', path: /^\/v1\/customers$/, operation: listCustomers },
  { method: 'GET', path: new RegExp(`^/v1/customers/${ID}$`), operation: retrieveCustomer },
  { method: 'POST', path: new RegExp(`^/v1/customers/${ID}$`), operation: updateCustomer },
  {
    method: 'GET',
    path: new RegExp(`^/v1/customers/${ID}/payment_methods$`),
    operation: listCustomerPaymentMethods,
  },
  { method: 'GET', path: /^\/v1\/payment_methods$/, operation: listPaymentMethods },
  { method: 'GET', path: new RegExp(`^/v1/payment_methods/${ID}$`), operation: retrievePaymentMethod },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_methods/${ID}/attach$`),
    operation: attachPaymentMethodOperation,
  },
  { method: 'POST', path: new RegExp(`^/v1/payment_methods/${ID}/detach$`), operation: detachPaymentMethod },
  { method: 'POST', path: /^\/v1\/setup_intents$/, operation: createSetupIntent },
  { method: 'GET', path: new RegExp(`^/v1/setup_intents/${ID}$`), operation: retrieveSetupIntent },
  { method: 'POST', path: new RegExp(`^/v1/setup_intents/${ID}/confirm$`), operation: confirmSetupIntent },
  { method: 'POST', path: /^\/v1\/payment_intents$/, operation: createPaymentIntent },
  { method: 'GET', path: /^\/v1\/payment_intents$/, operation: listPaymentIntents },
  { method: 'GET', path: new RegExp(`^/v1/payment_intents/${ID}$`), operation: retrievePaymentIntent },
  {
    method: 'POST',
    path: new RegExp(`^/v1/payment_intents/${ID}/confirm$`),
    operation: confirmPaymentIntent,
  },
  { method: 'POST', path: new RegExp(`^/v1/payment_intents/${ID}/cancel$`), operation: cancelPaymentIntent },
  { method: 'GET', path: /^\/v1\/charges$/, operation: listCharges },
  { method: 'GET', path: new RegExp(`^/v1/charges/${ID}$`), operation: retrieveCharge },
  { method: 'POST', path: /^\/v1\/refunds$/, operation: createRefund },
  { method: 'GET', path: /^\/v1\/refunds$/, operation: listRefunds },
  { method: 'GET', path: new RegExp(`^/v1/refunds/${ID}$`), operation: retrieveRefund },
  { method: 'POST', path: /^\/v1\/accounts$/, operation: createAccount },
  { method: 'GET', path: new RegExp(`^/v1/accounts/${ID}$`), operation: retrieveAccount },
  { method: 'POST', path: /^\/v1\/account_links$/, operation: createAccountLink },
  { method: 'POST', path: /^\/v1\/transfers$/, operation: createTransfer },
  { method: 'GET', path: /^\/v1\/transfers$/, operation: listTransfers },
  { method: 'GET', path: new RegExp(`^/v1/transfers/${ID}$`), operation: retrieveTransfer },
  { method: 'POST', path: new RegExp(`^/v1/transfers/${ID}/reversals$`), operation: createTransferReversal },
  { method: 'GET', path: /^\/v1\/balance$/, operation: retrieveBalance },
  {
    method: 'GET',
    path: new RegExp(`^/v1/events/${ID}$`),
    operation: (_params, context, id) => {
      const event = context.state.events[id];
      if (!event) throw stripeErrors.noSuch('event', id, 'id');
      return { status: 200, body: event };
    },
  },
];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The key from `Authorization: Bearer sk_…` (or Basic with the key as user name, which Stripe also takes). */
const apiKeyOf = (req: IncomingMessage): string | undefined => {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic)
    return Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':')[0];
  return undefined;
};

const run = (
  operation: ApiOperation,
  params: ReturnType<typeof parseStripeForm>,
  context: ApiContext,
  id: string,
) => {
  try {
    const result = context.state.batch(() => operation(params, context, id));
    const expand = Array.isArray(params.expand)
      ? params.expand.filter((path): path is string => typeof path === 'string')
      : [];
    return result.status === 200 && expand.length > 0
      ? { ...result, body: expandBody(context.state, result.body, expand) }
      : result;
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: { error: error.body } };
    throw error;
  }
};

export const createStripeApi = (options: EventContext & { secretKey: string; baseUrl: string }) => {
  const { state } = options;

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = `req_${stripeId('x').slice(4, 18)}`;
    const headers = { 'request-id': requestId };
    const fail = (error: StripeApiError) => sendStripeJson(res, error.status, { error: error.body }, headers);
    const url = new URL(req.url ?? '/', 'http://stripe.invalid');
    const method = req.method ?? 'GET';

    const key = apiKeyOf(req);
    if (!key) return fail(stripeErrors.missingKey());
    if (!sameSecret(key, options.secretKey)) return fail(stripeErrors.invalidKey(key));

    const route = routes.find(
      (candidate) => candidate.method === method && candidate.path.test(url.pathname),
    );
    if (!route) return fail(stripeErrors.unknownUrl(method, url.pathname));
    const id = decodeURIComponent(route.path.exec(url.pathname)?.[1] ?? '');

    let params: ReturnType<typeof parseStripeForm>;
    try {
      const body = method === 'POST' ? (await readBody(req, BODY_LIMIT)).toString('utf8') : '';
      params = parseStripeForm(method === 'POST' ? body : url.search.slice(1));
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return fail(stripeErrors.invalidRequest('The request body is too large.'));
      if (error instanceof FormBodyError) return fail(stripeErrors.invalidRequest(error.message));
      throw error;
    }

    const idempotencyKey =
      method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const context: ApiContext = {
      ...options,
      request: { id: requestId, idempotency_key: idempotencyKey },
    };
    let result: ApiResult;
    let replayed = false;
    if (idempotencyKey) {
      if (idempotencyKey.length > 255)
        return fail(stripeErrors.invalidRequest('Idempotency-Key must be at most 255 characters.'));
      const endpoint = `${method} ${url.pathname}`;
      const fingerprint = canonicalParams(params);
      const decision = checkIdempotency(state.idempotency, idempotencyKey, endpoint, fingerprint);
      if (decision.kind === 'refuse') return fail(decision.error);
      if (decision.kind === 'replay') {
        result = { status: decision.status, body: decision.body };
        replayed = true;
      } else {
        result = run(route.operation, params, context, id);
        recordIdempotency(
          state.idempotency,
          idempotencyKey,
          endpoint,
          fingerprint,
          result.status,
          result.body,
        );
        state.save();
      }
    } else {
      result = run(route.operation, params, context, id);
    }
    sendStripeJson(res, result.status, result.body, {
      ...headers,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
  };
};
