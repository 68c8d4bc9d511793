/**
 * The hosted Express onboarding page (an Account Link's url). Submit completes the account — details
 * submitted, charges and payouts enabled, transfers active; 'Save and finish later' submits part of it —
 * details submitted, still disabled. Either publishes account.updated (with previous_attributes) and
 * 303s to return_url. The account then reports what was entered as Stripe does: the legal name and
 * address (`individual`) and the bank account (`external_accounts`, with its `fingerprint`); the same
 * page from an account_update link replaces them. A link works until it is submitted or expires; after that it redirects to
 * refresh_url, as Stripe does, so the app makes a new one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '../shopify/request-body';
import { ONBOARDING_REQUIREMENTS, requirementsOf } from './accounts';
import { bankAccountObject, individualPerson, testBankDetailsFor } from './bank-accounts';
import { type EventContext, emitEvent } from './events';
import { escapeHtml, messagePage, page, sendHtml } from './html';
import { unixNow } from './ids';
import { hashToken, type StoredAccountLink, type StripeObject } from './state';

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
};

const field = (id: string, label: string, value: string, autocomplete: string) =>
  `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" type="text" autocomplete="${autocomplete}" required value="${escapeHtml(value)}"></div>`;

const onboardingForm = (account: StripeObject, error?: string) => {
  const test = testBankDetailsFor(account.id);
  return page(
    'Set up payouts — Local Stripe Express',
    `<div class="card narrow"><h1>Set up payouts<span class="test">TEST MODE</span></h1>
<p class="muted">Account ${escapeHtml(account.id)}${account.email ? ` · ${escapeHtml(String(account.email))}` : ''}. Test details are filled in.</p>
<form method="post">${error ? `<div class="errors" role="alert">${escapeHtml(error)}</div>` : ''}
<fieldset><legend>Personal details</legend>${field('first_name', 'First name', 'Jenny', 'given-name')}${field('last_name', 'Last name', 'Rosen', 'family-name')}</fieldset>
<fieldset><legend>Address</legend>${field('line1', 'Street address', test.line1, 'address-line1')}${field('city', 'City', test.city, 'address-level2')}${field('state', 'State', test.state, 'address-level1')}${field('postal_code', 'ZIP', test.postal_code, 'postal-code')}</fieldset>
<fieldset><legend>Bank account for payouts</legend>${field('routing_number', 'Routing number', test.routing_number, 'off')}${field('account_number', 'Account number', test.account_number, 'off')}</fieldset>
<button class="primary" type="submit" name="choice" value="submit">Submit</button>
<div class="actions"><button type="submit" name="choice" value="later" formnovalidate>Save and finish later</button></div>
</form></div>`,
  );
};

const usableLink = (link: StoredAccountLink | undefined) => link && !link.used && link.expiresAt > unixNow();

export const handleExpressPage = (res: ServerResponse, token: string, context: EventContext) => {
  const link = context.state.accountLinks[hashToken(token)];
  if (!link) return sendHtml(res, 404, messagePage('Link not found', 'This onboarding link is not valid.'));
  if (!usableLink(link)) return redirect(res, link.refreshUrl);
  const account = context.state.accounts[link.account];
  if (!account) return sendHtml(res, 404, messagePage('Account not found', 'This account no longer exists.'));
  sendHtml(res, 200, onboardingForm(account));
};

const entered = (form: URLSearchParams, name: string) => form.get(name)?.trim() ?? '';

/** The legal name and address entered (an address only with its street and ZIP); null without a name. */
const personOf = (account: StripeObject, form: URLSearchParams): StripeObject | null => {
  const [firstName, lastName] = [entered(form, 'first_name'), entered(form, 'last_name')];
  if (!firstName && !lastName) return (account.individual as StripeObject | undefined) ?? null;
  const [line1, postalCode] = [entered(form, 'line1'), entered(form, 'postal_code')];
  return individualPerson({
    account: account.id,
    previous: (account.individual as StripeObject | undefined) ?? null,
    firstName,
    lastName,
    address:
      line1 && postalCode
        ? {
            line1,
            city: entered(form, 'city'),
            state: entered(form, 'state'),
            postal_code: postalCode,
            country: String(account.country),
          }
        : null,
  });
};

/** The bank account entered; the one already there when the details are the same (Stripe keeps it). */
const externalAccountsOf = (account: StripeObject, person: StripeObject | null, form: URLSearchParams) => {
  const list = account.external_accounts as { data: StripeObject[] };
  const bank = bankAccountObject({
    account: account.id,
    country: String(account.country),
    currency: String(account.default_currency),
    holderName: person ? `${person.first_name} ${person.last_name}`.trim() : null,
    routingNumber: entered(form, 'routing_number'),
    accountNumber: entered(form, 'account_number'),
  });
  const kept = list.data.find((existing) => existing.fingerprint === bank.fingerprint);
  return { ...list, data: [kept ?? bank], total_count: 1 };
};

/** The account after onboarding: complete, or submitted with the bank account still missing. */
const onboarded = (account: StripeObject, complete: boolean, form: URLSearchParams): StripeObject => {
  const capabilities = Object.fromEntries(
    Object.keys({ transfers: 'inactive', ...(account.capabilities as Record<string, string>) }).map(
      (name) => [name, complete ? 'active' : 'inactive'],
    ),
  );
  const due = complete ? [] : ONBOARDING_REQUIREMENTS.filter((item) => item === 'external_account');
  const individual = personOf(account, form);
  return {
    ...account,
    business_type: 'individual',
    capabilities,
    charges_enabled: complete,
    details_submitted: true,
    payouts_enabled: complete,
    requirements: requirementsOf(due),
    tos_acceptance: { date: unixNow() },
    ...(individual ? { individual } : {}),
    external_accounts: complete ? externalAccountsOf(account, individual, form) : account.external_accounts,
  };
};

export const handleExpressSubmit = async (
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  context: EventContext,
): Promise<void> => {
  const form = await readForm(req);
  const link = context.state.accountLinks[hashToken(token)];
  if (!link) return sendHtml(res, 404, messagePage('Link not found', 'This onboarding link is not valid.'));
  if (!usableLink(link)) return redirect(res, link.refreshUrl);
  const account = context.state.accounts[link.account];
  if (!account) return sendHtml(res, 404, messagePage('Account not found', 'This account no longer exists.'));
  const choice = form.get('choice');
  const complete = choice === 'submit';
  if (
    complete &&
    ['first_name', 'last_name', 'routing_number', 'account_number'].some((name) => !form.get(name)?.trim())
  )
    return sendHtml(
      res,
      422,
      onboardingForm(account, 'Fill in every field, or choose Save and finish later.'),
    );
  const updated = onboarded(account, complete, form);
  const previous = Object.fromEntries(
    [
      'capabilities',
      'charges_enabled',
      'details_submitted',
      'external_accounts',
      'individual',
      'payouts_enabled',
      'requirements',
    ]
      .filter((key) => JSON.stringify(account[key]) !== JSON.stringify(updated[key]))
      .map((key) => [key, account[key]]),
  );
  context.state.accounts[account.id] = updated;
  link.used = true;
  context.state.save();
  emitEvent(context, 'account.updated', updated, { previousAttributes: previous, account: account.id });
  redirect(res, link.returnUrl);
};
