/**
 * Connect accounts (type express): created incomplete — nothing submitted, charges and payouts disabled,
 * the transfers capability 'inactive' — and completed on the hosted Express onboarding page.
 */
import { type ApiOperation, ok } from './api-context';
import { stripeErrors } from './errors';
import { stripeId, unixNow } from './ids';
import { metadataParam, objectAt, optionalString } from './params';
import type { StripeObject } from './state';

/** What Stripe still asks an incomplete Express account for (a subset of its requirement names). */
export const ONBOARDING_REQUIREMENTS = [
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
];

export const requirementsOf = (currentlyDue: string[]) => ({
  alternatives: [],
  current_deadline: null,
  currently_due: currentlyDue,
  disabled_reason: currentlyDue.length > 0 ? 'requirements.past_due' : null,
  errors: [],
  eventually_due: currentlyDue,
  past_due: currentlyDue,
  pending_verification: [],
});

export const findAccount = (
  state: { accounts: Record<string, StripeObject> },
  id: string,
  param = 'account',
) => {
  const account = state.accounts[id];
  if (!account) throw stripeErrors.noSuch('account', id, param);
  return account;
};

export const createAccount: ApiOperation = (params, context) => {
  const type = optionalString(params, 'type') ?? 'express';
  if (type !== 'express')
    throw stripeErrors.invalidRequest('The local Stripe supports Express accounts only.', 'type');
  const country = (optionalString(params, 'country') ?? 'US').toUpperCase();
  const requested = Object.entries(objectAt(params.capabilities))
    .filter(([, value]) => objectAt(value).requested === 'true')
    .map(([name]) => name);
  const id = stripeId('acct');
  const account: StripeObject = {
    id,
    object: 'account',
    business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
    business_type: null,
    capabilities: Object.fromEntries(requested.map((name) => [name, 'inactive'])),
    charges_enabled: false,
    controller: { type: 'application', is_controller: true },
    country,
    created: unixNow(),
    default_currency: 'usd',
    details_submitted: false,
    email: optionalString(params, 'email') ?? null,
    external_accounts: {
      object: 'list',
      data: [],
      has_more: false,
      total_count: 0,
      url: `/v1/accounts/${id}/external_accounts`,
    },
    future_requirements: requirementsOf([]),
    metadata: metadataParam(params),
    payouts_enabled: false,
    requirements: requirementsOf(ONBOARDING_REQUIREMENTS),
    settings: { payouts: { schedule: { delay_days: 2, interval: 'daily' } } },
    tos_acceptance: { date: null },
    type,
  };
  context.state.accounts[id] = account;
  context.state.save();
  return ok(account);
};

export const retrieveAccount: ApiOperation = (_params, context, id) => ok(findAccount(context.state, id));
