/**
 * The hosted checkout page (`session.url`). Payment mode: the amount and line items, e-mail, a card
 * (number, expiry, CVC; prefilled with 4242 4242 4242 4242, any of Stripe's test cards works, test-cards.ts),
 * Pay, the two delayed-payment simulations, and Cancel. Setup mode: e-mail and card, "Save card". A card
 * that wants authentication gets a 3-D Secure challenge (Complete / Fail); a decline is shown on the
 * form and the session stays open, as on Stripe. Done → 303 to success_url with {CHECKOUT_SESSION_ID}
 * filled in; Cancel → 303 to cancel_url, the session left open (the customer may come back).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '../shopify/request-body';
import {
  checkoutPayLater,
  checkoutWithCard,
  expireIfDue,
  failAuthentication,
  type LaterChoice,
  sessionIsPayable,
} from './checkout-actions';
import type { EventContext } from './events';
import { escapeHtml, formatUsd, messagePage, page, sendHtml } from './html';
import type { StoredSession } from './state';
import { isCardProblem, testCard } from './test-cards';

const CHOICES = new Set<string>(['pay', 'pay_later_succeeds', 'pay_later_fails', 'cancel']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form held, to show it again with an error or carry it through the challenge. */
interface Entered {
  email: string;
  card: string;
  exp: string;
  cvc: string;
  name: string;
}

const DEFAULT_CARD: Omit<Entered, 'email' | 'name'> = {
  card: '4242 4242 4242 4242',
  exp: '12 / 34',
  cvc: '123',
};

const successUrl = (stored: StoredSession) =>
  String(stored.session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', stored.session.id);

const isSetup = (stored: StoredSession) => stored.session.mode === 'setup';

/** A text input; `invalid` marks it and points it at the form's error, `hint` describes it too. */
const field = (
  id: string,
  label: string,
  value: string,
  attributes: string,
  options: { invalid?: boolean; hint?: string } = {},
) => {
  const describedBy = [options.invalid ? 'form-error' : '', options.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${id}" type="text" value="${escapeHtml(value)}" ${attributes}` +
    `${options.invalid ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>` +
    `${options.hint ? `<span id="${id}-hint" class="muted">${escapeHtml(options.hint)}</span>` : ''}</div>`
  );
};

const summary = (stored: StoredSession) => {
  const { session } = stored;
  if (isSetup(stored))
    return `<section class="card" aria-labelledby="summary"><h1 id="summary">Save a card <span class="muted">local test merchant</span><span class="test">TEST MODE</span></h1>
<p>Your card is saved for future payments to the local test merchant. Nothing is charged now.</p></section>`;
  const rows = stored.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(String(item.description))}</td><td class="num">${item.quantity}</td>` +
        `<td class="num">${formatUsd(item.amount_total as number)}</td></tr>`,
    )
    .join('');
  return `<section class="card" aria-labelledby="summary"><h1 id="summary">Pay <span class="muted">local test merchant</span><span class="test">TEST MODE</span></h1>
<p class="amount">${formatUsd(session.amount_total as number)}</p>
<table><caption class="muted" style="text-align:left">Order summary</caption><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due</th><td class="num"><strong>${formatUsd(session.amount_total as number)}</strong></td></tr></tfoot></table></section>`;
};

const checkoutForm = (
  stored: StoredSession,
  entered?: Partial<Entered>,
  error?: { message: string; field?: string },
) => {
  const { session } = stored;
  const setup = isSetup(stored);
  const amount = formatUsd((session.amount_total as number | null) ?? 0);
  const email = entered?.email ?? (session.customer_email as string | null) ?? '';
  const card = { ...DEFAULT_CARD, ...entered };
  const errorHtml = error
    ? `<div class="errors" role="alert" id="form-error">${escapeHtml(error.message)}</div>`
    : '';
  const saving =
    !setup && stored.intentData.setup_future_usage
      ? '<p class="muted">Your card is saved for future payments to this merchant.</p>'
      : '';
  return page(
    setup ? 'Save a card — Local Stripe Checkout' : `Pay ${amount} — Local Stripe Checkout`,
    `<div class="layout">${summary(stored)}
<section class="card" aria-labelledby="pay-heading"><h2 id="pay-heading">${setup ? 'Card details' : 'Pay with card'}</h2>
<form method="post" novalidate>${errorHtml}
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${error?.field === 'email' ? ' aria-invalid="true" aria-describedby="form-error"' : ''}></div>
${field('card', 'Card number', card.card, 'inputmode="numeric" autocomplete="cc-number"', { invalid: error?.field === 'card', hint: "A test card: 4242 4242 4242 4242 succeeds; Stripe's decline and authentication test cards behave as on Stripe." })}
${field('exp', 'Expiry (MM / YY)', card.exp, 'inputmode="numeric" autocomplete="cc-exp"', { invalid: error?.field === 'exp' })}
${field('cvc', 'CVC', card.cvc, 'inputmode="numeric" autocomplete="cc-csc"', { invalid: error?.field === 'cvc' })}
${field('name', 'Name on card', entered?.name ?? '', 'autocomplete="cc-name"')}
${saving}<button class="primary" type="submit" name="choice" value="pay">${setup ? 'Save card' : `Pay ${amount}`}</button>
${
  setup
    ? ''
    : `<fieldset><legend>Simulate a delayed payment (bank debit)</legend>
<div class="actions"><button type="submit" name="choice" value="pay_later_succeeds">Pay later (succeeds)</button>
<button type="submit" name="choice" value="pay_later_fails">Pay later (fails)</button></div></fieldset>`
}
${session.cancel_url ? '<div class="actions"><button type="submit" name="choice" value="cancel" formnovalidate>Cancel and return</button></div>' : ''}
</form></section></div>`,
  );
};

/** The issuer's 3-D Secure challenge, as Stripe's test page shows it; the card details ride along hidden. */
const challengePage = (entered: Entered) => {
  const hidden = Object.entries({ ...entered, choice: 'pay' })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    'Authenticate your card — Local Stripe',
    `<div class="card narrow"><h1>Authenticate your card <span class="test">TEST MODE</span></h1>
<p>Your bank asks you to confirm this with 3-D Secure. This is a test page: choose the outcome.</p>
<form method="post">${hidden}<div class="actions">
<button class="primary" type="submit" name="authentication" value="complete">Complete authentication</button>
<button type="submit" name="authentication" value="fail">Fail authentication</button></div></form></div>`,
  );
};

export const handleCheckoutPage = (
  res: ServerResponse,
  stored: StoredSession | undefined,
  context?: EventContext,
) => {
  if (!stored)
    return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
  if (context) expireIfDue(context, stored);
  if (stored.session.status === 'complete')
    return sendHtml(
      res,
      200,
      messagePage(
        isSetup(stored) ? 'Card saved' : 'Payment complete',
        isSetup(stored) ? 'This card is already saved.' : 'This checkout is already paid.',
        { href: successUrl(stored), label: 'Return to the merchant' },
      ),
    );
  if (!sessionIsPayable(stored))
    return sendHtml(res, 410, messagePage('Checkout expired', 'This checkout session is no longer active.'));
  // As Stripe's page, the e-mail is the session's customer_email or its customer's, when known.
  const customer = context?.state.customers[String(stored.session.customer)];
  sendHtml(
    res,
    200,
    checkoutForm(stored, {
      email: (stored.session.customer_email ?? customer?.email ?? undefined) as string | undefined,
    }),
  );
};

/** "MM / YY" or "MM/YYYY" → month and four-digit year; a message for a bad or past date. */
const expiryOf = (raw: string): { expMonth: number; expYear: number } | string => {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(raw);
  if (!match) return "Your card's expiration date is incomplete.";
  const expMonth = Number(match[1]);
  const expYear = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  if (expMonth < 1 || expMonth > 12) return "Your card's expiration month is invalid.";
  const now = new Date();
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (expYear * 12 + expMonth < current)
    return expYear < now.getUTCFullYear()
      ? "Your card's expiration year is in the past."
      : "Your card's expiration date is in the past.";
  return { expMonth, expYear };
};

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
};

export const handleCheckoutSubmit = async (
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredSession | undefined,
  context: EventContext,
): Promise<void> => {
  const form = await readForm(req);
  if (stored) expireIfDue(context, stored);
  if (!stored || !sessionIsPayable(stored)) return handleCheckoutPage(res, stored, context);
  const choice = form.get('choice') ?? '';
  if (!CHOICES.has(choice) || (isSetup(stored) && choice.startsWith('pay_later')))
    return sendHtml(res, 400, messagePage('Bad request', 'Choose Pay or Cancel.'));
  if (choice === 'cancel') {
    const cancelUrl = stored.session.cancel_url as string | null;
    if (!cancelUrl) return handleCheckoutPage(res, stored, context);
    return redirect(res, cancelUrl);
  }
  // A form without card fields (an older client, or the tests' payCheckout) pays with the default card.
  const entered: Entered = {
    email: (form.get('email') ?? '').trim(),
    card: form.get('card') ?? DEFAULT_CARD.card,
    exp: form.get('exp') ?? DEFAULT_CARD.exp,
    cvc: form.get('cvc') ?? DEFAULT_CARD.cvc,
    name: (form.get('name') ?? '').trim(),
  };
  const refuse = (status: number, message: string, fieldName?: string) =>
    sendHtml(res, status, checkoutForm(stored, entered, { message, field: fieldName }));
  if (!EMAIL.test(entered.email)) return refuse(422, 'Enter a valid email address.', 'email');
  if (choice === 'pay_later_succeeds' || choice === 'pay_later_fails') {
    context.state.batch(() => checkoutPayLater(context, stored, choice as LaterChoice, entered.email));
    return redirect(res, successUrl(stored));
  }
  const card = testCard(entered.card);
  if (isCardProblem(card)) return refuse(422, card.message, 'card');
  const expiry = expiryOf(entered.exp);
  if (typeof expiry === 'string') return refuse(422, expiry, 'exp');
  const cvcLength = card.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entered.cvc.trim()))
    return refuse(422, "Your card's security code is incomplete.", 'cvc');
  const authentication = form.get('authentication');
  if (authentication === 'fail')
    return refuse(
      402,
      context.state.batch(() => failAuthentication(context, stored)),
    );
  const result = context.state.batch(() =>
    checkoutWithCard(context, stored, {
      card,
      ...expiry,
      name: entered.name || null,
      email: entered.email,
      authenticated: authentication === 'complete',
    }),
  );
  if (result.outcome === 'challenge') return sendHtml(res, 200, challengePage(entered));
  if (result.outcome === 'declined') return refuse(402, result.message, 'card');
  redirect(res, successUrl(stored));
};
