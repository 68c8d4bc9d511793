/**
 * SetupIntents: saving a card for later off-session payments. Made by Checkout in setup mode or through
 * the API (create with `confirm`, confirm, retrieve). A succeeded SetupIntent attaches its card to the
 * customer and marks it set up for off-session use (test-cards.ts: 4000002500003155 then charges
 * off-session without authentication); a card that declines on save leaves it requires_payment_method
 * with last_setup_error (setup_intent.setup_failed; the API answers Stripe's 402 card_error); a card that
 * wants authentication leaves it requires_action unless the customer authenticated on the hosted page.
 */
import { type ApiContext, type ApiOperation, ok } from './api-context';
import { findCustomer } from './customers';
import { stripeErrors } from './errors';
import { type EventContext, emitEvent } from './events';
import { stripeId, unixNow } from './ids';
import { metadataParam, optionalString } from './params';
import {
  attachPaymentMethod,
  cardOf,
  clientSecret,
  markSetUpForOffSession,
  resolvePaymentMethod,
} from './payment-methods';
import type { StripeObject } from './state';
import { type Decline, needsChallenge, saveOutcome } from './test-cards';

type Request = ApiContext['request'] | undefined;

export const newSetupIntent = (
  context: EventContext,
  fields: {
    customer: string | null;
    payment_method: string | null;
    usage: 'off_session' | 'on_session';
    description: string | null;
    metadata: Record<string, string>;
  },
  request?: Request,
): StripeObject => {
  const id = stripeId('seti');
  const intent: StripeObject = {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: clientSecret(id),
    created: unixNow(),
    customer: fields.customer,
    description: fields.description,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: fields.payment_method,
    payment_method_options: {},
    payment_method_types: ['card'],
    single_use_mandate: null,
    status: fields.payment_method ? 'requires_confirmation' : 'requires_payment_method',
    usage: fields.usage,
  };
  context.state.setupIntents[id] = intent;
  context.state.save();
  emitEvent(context, 'setup_intent.created', intent, { request });
  return intent;
};

const put = (context: EventContext, intent: StripeObject) => {
  context.state.setupIntents[intent.id] = intent;
  context.state.save();
  return intent;
};

export type SetupResult =
  | { outcome: 'succeeded'; intent: StripeObject; method: StripeObject }
  | { outcome: 'requires_action'; intent: StripeObject }
  | { outcome: 'declined'; intent: StripeObject; decline: Decline; method: StripeObject };

export const confirmSetup = (
  context: EventContext,
  intent: StripeObject,
  method: StripeObject,
  attempt: { authenticated: boolean; request?: Request },
): SetupResult => {
  const behaviour = cardOf(context, method).behaviour;
  const saving = saveOutcome(behaviour);
  const attemptId = stripeId('setatt');
  if (saving !== 'saved') {
    const failed = put(context, {
      ...intent,
      latest_attempt: attemptId,
      last_setup_error: {
        type: 'card_error',
        code: saving.code,
        decline_code: saving.decline_code,
        doc_url: `https://stripe.com/docs/error-codes/${saving.code.replace(/_/g, '-')}`,
        message: saving.message,
        payment_method: method,
      },
      payment_method: null,
      status: 'requires_payment_method',
    });
    emitEvent(context, 'setup_intent.setup_failed', failed, { request: attempt.request });
    return { outcome: 'declined', intent: failed, decline: saving, method };
  }
  if (needsChallenge(behaviour) && !attempt.authenticated) {
    const waiting = put(context, {
      ...intent,
      payment_method: method.id,
      latest_attempt: attemptId,
      status: 'requires_action',
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: '', source: stripeId('src') },
      },
    });
    emitEvent(context, 'setup_intent.requires_action', waiting, { request: attempt.request });
    return { outcome: 'requires_action', intent: waiting };
  }
  const attached = intent.customer
    ? attachPaymentMethod(context, method, intent.customer as string, attempt.request)
    : method;
  if (intent.usage === 'off_session') markSetUpForOffSession(context, method.id);
  const succeeded = put(context, {
    ...intent,
    payment_method: method.id,
    latest_attempt: attemptId,
    last_setup_error: null,
    next_action: null,
    status: 'succeeded',
  });
  emitEvent(context, 'setup_intent.succeeded', succeeded, { request: attempt.request });
  return { outcome: 'succeeded', intent: succeeded, method: attached };
};

const answer = (result: SetupResult) => {
  if (result.outcome !== 'declined') return ok(result.intent);
  throw stripeErrors.cardError(result.decline, {
    setup_intent: result.intent,
    payment_method: result.method,
  });
};

const findSetupIntent = (context: ApiContext, id: string) => {
  const intent = context.state.setupIntents[id];
  if (!intent) throw stripeErrors.noSuch('setup_intent', id, 'intent');
  return intent;
};

export const createSetupIntent: ApiOperation = (params, context) => {
  const customer = optionalString(params, 'customer') ?? null;
  if (customer) findCustomer(context.state, customer, 'customer');
  const usage = optionalString(params, 'usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session')
    throw stripeErrors.invalidRequest(`Invalid usage: ${usage}`, 'usage');
  const confirm = optionalString(params, 'confirm') === 'true';
  const methodId = optionalString(params, 'payment_method');
  if (confirm && !methodId)
    throw stripeErrors.invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  const metadata = metadataParam(params);
  const method = methodId ? resolvePaymentMethod(context, methodId) : undefined;
  if (method?.customer && method.customer !== customer)
    throw stripeErrors.invalidRequest(
      `The provided PaymentMethod ${method.id} belongs to a different Customer.`,
      'payment_method',
    );
  const intent = newSetupIntent(
    context,
    {
      customer,
      payment_method: method?.id ?? null,
      usage,
      description: optionalString(params, 'description') ?? null,
      metadata,
    },
    context.request,
  );
  if (!confirm || !method) return ok(intent);
  return answer(confirmSetup(context, intent, method, { authenticated: false, request: context.request }));
};

export const confirmSetupIntent: ApiOperation = (params, context, id) => {
  const intent = findSetupIntent(context, id);
  if (
    !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status as string)
  )
    throw stripeErrors.invalidRequest(
      `You cannot confirm this SetupIntent because it has a status of ${String(intent.status)}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  const methodId = optionalString(params, 'payment_method') ?? (intent.payment_method as string | null);
  if (!methodId)
    throw stripeErrors.invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  const method = resolvePaymentMethod(context, methodId);
  return answer(confirmSetup(context, intent, method, { authenticated: false, request: context.request }));
};

export const retrieveSetupIntent: ApiOperation = (_params, context, id) => ok(findSetupIntent(context, id));
