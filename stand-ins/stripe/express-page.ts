/**
 * The hosted Express onboarding page (an Account Link's url). Submit completes the account — details
 * submitted, charges and payouts enabled, transfers active; 'Save and finish later' submits part of it —
 * details submitted, still disabled. Either publishes account.updated (with previous_attributes) and
 * 303s to return_url. A link works until it is submitted or expires; after that it redirects to
 * refresh_url, as Stripe does, so the app makes a new one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '../shopify/request-body';
import { ONBOARDING_REQUIREMENTS, requirementsOf } from './accounts';
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

const onboardingForm = (account: StripeObject, error?: string) =>
  page(
    'Set up payouts — Local Stripe Express',
    `<div class="card narrow"><h1>Set up payouts<span class="test">TEST MODE</span></h1>
<p class="muted">Account ${escapeHtml(account.id)}${account.email ? ` · ${escapeHtml(String(account.email))}` : ''}. Test details are filled in.</p>
<form method="post">${error ? `<div class="errors" role="alert">${escapeHtml(error)}</div>` : ''}
<fieldset><legend>Personal details</legend>${field('first_name', 'First name', 'Jenny', 'given-name')}${field('last_name', 'Last name', 'Rosen', 'family-name')}</fieldset>
<fieldset><legend>Bank account for payouts</legend>${field('routing_number', 'Routing number', '110000000', 'off')}${field('account_number', 'Account number', '000123456789', 'off')}</fieldset>
<button class="primary" type="submit" name="choice" value="submit">Submit</button>
<div class="actions"><button type="submit" name="choice" value="later" formnovalidate>Save and finish later</button></div>
</form></div>`,
  );

const usableLink = (link: StoredAccountLink | undefined) => link && !link.used && link.expiresAt > unixNow();

export const handleExpressPage = (res: ServerResponse, token: string, context: EventContext) => {
  const link = context.state.accountLinks[hashToken(token)];
  if (!link) return sendHtml(res, 404, messagePage('Link not found', 'This onboarding link is not valid.'));
  if (!usableLink(link)) return redirect(res, link.refreshUrl);
  const account = context.state.accounts[link.account];
  if (!account) return sendHtml(res, 404, messagePage('Account not found', 'This account no longer exists.'));
  sendHtml(res, 200, onboardingForm(account));
};

/** The account after onboarding: complete, or submitted with the bank account still missing. */
const onboarded = (account: StripeObject, complete: boolean, form: URLSearchParams): StripeObject => {
  const capabilities = Object.fromEntries(
    Object.keys({ transfers: 'inactive', ...(account.capabilities as Record<string, string>) }).map(
      (name) => [name, complete ? 'active' : 'inactive'],
    ),
  );
  const due = complete ? [] : ONBOARDING_REQUIREMENTS.filter((item) => item === 'external_account');
  const bank = form.get('account_number') ?? '';
  return {
    ...account,
    business_type: 'individual',
    capabilities,
    charges_enabled: complete,
    details_submitted: true,
    payouts_enabled: complete,
    requirements: requirementsOf(due),
    tos_acceptance: { date: unixNow() },
    external_accounts: complete
      ? {
          ...(account.external_accounts as object),
          data: [
            {
              object: 'bank_account',
              last4: bank.slice(-4),
              currency: 'usd',
              country: 'US',
              bank_name: 'STRIPE TEST BANK',
            },
          ],
          total_count: 1,
        }
      : account.external_accounts,
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
    ['capabilities', 'charges_enabled', 'details_submitted', 'payouts_enabled', 'requirements']
      .filter((key) => JSON.stringify(account[key]) !== JSON.stringify(updated[key]))
      .map((key) => [key, account[key]]),
  );
  context.state.accounts[account.id] = updated;
  link.used = true;
  context.state.save();
  emitEvent(context, 'account.updated', updated, { previousAttributes: previous, account: account.id });
  redirect(res, link.returnUrl);
};
