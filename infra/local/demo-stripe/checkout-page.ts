/**
 * The hosted checkout page (`session.url`): the amount and line items, an e-mail field, and Pay, the two
 * delayed-payment simulations, and Cancel. Pay → the session completes (checkout-actions.ts) → 303 to
 * success_url with {CHECKOUT_SESSION_ID} filled in; Cancel → 303 to cancel_url, the session left open
 * (as on Stripe, where the customer may come back).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from '../demo-shopify/request-body';
import { type CheckoutChoice, completeCheckout, sessionIsPayable } from './checkout-actions';
import type { EventContext } from './events';
import { escapeHtml, formatUsd, messagePage, page, sendHtml } from './html';
import type { StoredSession } from './state';

const CHOICES = new Set<string>(['pay', 'pay_later_succeeds', 'pay_later_fails', 'cancel']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const successUrl = (stored: StoredSession) =>
  String(stored.session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', stored.session.id);

const checkoutForm = (stored: StoredSession, emailError?: string, email?: string) => {
  const { session } = stored;
  const rows = stored.lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(String(item.description))}</td><td class="num">${item.quantity}</td>` +
        `<td class="num">${formatUsd(item.amount_total as number)}</td></tr>`,
    )
    .join('');
  const value = email ?? (session.customer_email as string | null) ?? '';
  const error = emailError
    ? `<div class="errors" role="alert" id="email-error">${escapeHtml(emailError)}</div>`
    : '';
  return page(
    `Pay ${formatUsd(session.amount_total as number)} — Local Stripe Checkout`,
    `<div class="layout">
<section class="card" aria-labelledby="summary"><h1 id="summary">Pay <span class="muted">local test merchant</span><span class="test">TEST MODE</span></h1>
<p class="amount">${formatUsd(session.amount_total as number)}</p>
<table><caption class="muted" style="text-align:left">Order summary</caption><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total due</th><td class="num"><strong>${formatUsd(session.amount_total as number)}</strong></td></tr></tfoot></table></section>
<section class="card" aria-labelledby="pay-heading"><h2 id="pay-heading">Pay with card</h2>
<form method="post" novalidate>${error}
<div class="field"><label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(value)}"${emailError ? ' aria-invalid="true" aria-describedby="email-error"' : ''}></div>
<div class="field"><label for="card">Card number</label><input id="card" name="card" type="text" inputmode="numeric" value="4242 4242 4242 4242" readonly aria-describedby="card-hint"><span id="card-hint" class="muted">A test card: nothing is charged.</span></div>
<button class="primary" type="submit" name="choice" value="pay">Pay ${formatUsd(session.amount_total as number)}</button>
<fieldset><legend>Simulate a delayed payment (bank debit)</legend>
<div class="actions"><button type="submit" name="choice" value="pay_later_succeeds">Pay later (succeeds)</button>
<button type="submit" name="choice" value="pay_later_fails">Pay later (fails)</button></div></fieldset>
${session.cancel_url ? '<div class="actions"><button type="submit" name="choice" value="cancel" formnovalidate>Cancel and return</button></div>' : ''}
</form></section></div>`,
  );
};

export const handleCheckoutPage = (res: ServerResponse, stored: StoredSession | undefined) => {
  if (!stored)
    return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout link is not valid.'));
  if (stored.session.status === 'complete')
    return sendHtml(
      res,
      200,
      messagePage('Payment complete', 'This checkout is already paid.', {
        href: successUrl(stored),
        label: 'Return to the merchant',
      }),
    );
  if (!sessionIsPayable(stored))
    return sendHtml(res, 410, messagePage('Checkout expired', 'This checkout session is no longer active.'));
  sendHtml(res, 200, checkoutForm(stored));
};

export const handleCheckoutSubmit = async (
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredSession | undefined,
  context: EventContext,
): Promise<void> => {
  const form = await readForm(req);
  if (!stored || !sessionIsPayable(stored)) return handleCheckoutPage(res, stored);
  const choice = form.get('choice') ?? '';
  if (!CHOICES.has(choice)) return sendHtml(res, 400, messagePage('Bad request', 'Choose Pay or Cancel.'));
  if (choice === 'cancel') {
    const cancelUrl = stored.session.cancel_url as string | null;
    if (!cancelUrl) return handleCheckoutPage(res, stored);
    res.writeHead(303, { location: cancelUrl, 'cache-control': 'no-store' });
    return void res.end();
  }
  const email = (form.get('email') ?? '').trim();
  if (!EMAIL.test(email))
    return sendHtml(res, 422, checkoutForm(stored, 'Enter a valid email address.', email));
  completeCheckout(context, stored, choice as CheckoutChoice, email);
  res.writeHead(303, { location: successUrl(stored), 'cache-control': 'no-store' });
  res.end();
};
