/**
 * Stripe's test cards (docs.stripe.com/testing) and what each does, as pure rules: the card a number or a
 * test PaymentMethod id (`pm_card_visa`, …) stands for, whether saving it succeeds, and the outcome of a
 * charge on-session or off-session.
 *
 *   4242424242424242, other valid numbers   succeed
 *   4000000000000002                        declined: card_declined / generic_decline (also when saved)
 *   4000000000009995                        declined: card_declined / insufficient_funds (also when saved)
 *   4000000000000341                        saved fine, every charge declined (generic_decline)
 *   4000002500003155                        authentication on-session; off-session only once set up
 *   4000002760003184                        authentication on every payment: off-session always fails
 *   4000003800000446                        already set up: off-session succeeds, on-session authenticates
 */

export type CardBehaviour =
  | { kind: 'succeeds' }
  /** onSave: a SetupIntent or an attach is declined too (0341 is the card that saves and then declines). */
  | { kind: 'declines'; declineCode: 'generic_decline' | 'insufficient_funds'; onSave: boolean }
  | { kind: 'authenticates'; offSession: 'unless_set_up' | 'always' | 'never' };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  funding: 'credit' | 'debit';
  behaviour: CardBehaviour;
}

const special: Record<string, CardBehaviour> = {
  '4000000000000002': { kind: 'declines', declineCode: 'generic_decline', onSave: true },
  '4000000000009995': { kind: 'declines', declineCode: 'insufficient_funds', onSave: true },
  '4000000000000341': { kind: 'declines', declineCode: 'generic_decline', onSave: false },
  '4000002500003155': { kind: 'authenticates', offSession: 'unless_set_up' },
  '4000002760003184': { kind: 'authenticates', offSession: 'always' },
  '4000003800000446': { kind: 'authenticates', offSession: 'never' },
};

/** Stripe's test PaymentMethod ids: each use makes a new PaymentMethod of that card. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredSetupForOffSession: '4000003800000446',
};

const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const brandOf = (digits: string): TestCard['brand'] | undefined => {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return undefined;
};

/** What the card form says about a number, as Stripe's card element: undefined when it is a card. */
export type CardNumberProblem = { code: 'incomplete_number' | 'incorrect_number'; message: string };

export const testCard = (raw: string): TestCard | CardNumberProblem => {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 14)
    return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  const brand = brandOf(digits);
  if (!brand || digits.length > 19 || !luhnValid(digits))
    return { code: 'incorrect_number', message: 'Your card number is invalid.' };
  return {
    number: digits,
    brand,
    funding: digits === '4000056655665556' ? 'debit' : 'credit',
    behaviour: special[digits] ?? { kind: 'succeeds' },
  };
};

export const isCardProblem = (card: TestCard | CardNumberProblem): card is CardNumberProblem =>
  'code' in card;

export interface Decline {
  code: string;
  decline_code: string;
  message: string;
}

const declineMessages: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

export const declineOf = (declineCode: string): Decline => ({
  code: 'card_declined',
  decline_code: declineCode,
  message: declineMessages[declineCode] ?? 'Your card was declined.',
});

/** An off-session charge of a card whose issuer wants the customer present (Stripe's soft decline). */
export const AUTHENTICATION_REQUIRED: Decline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** Saving the card (SetupIntent, attach, Checkout in setup mode): declined, or fine. */
export const saveOutcome = (behaviour: CardBehaviour): Decline | 'saved' =>
  behaviour.kind === 'declines' && behaviour.onSave ? declineOf(behaviour.declineCode) : 'saved';

/**
 * A charge's outcome: 'succeeded', a decline, or 'requires_action' (an on-session payment the customer
 * must authenticate first; `authenticated` says they did, on the hosted page's challenge).
 */
export const chargeOutcome = (
  behaviour: CardBehaviour,
  attempt: { offSession: boolean; setUpForOffSession: boolean; authenticated: boolean },
): Decline | 'succeeded' | 'requires_action' => {
  if (behaviour.kind === 'succeeds') return 'succeeded';
  if (behaviour.kind === 'declines') return declineOf(behaviour.declineCode);
  if (attempt.offSession) {
    if (behaviour.offSession === 'never') return 'succeeded';
    if (behaviour.offSession === 'unless_set_up' && attempt.setUpForOffSession) return 'succeeded';
    return AUTHENTICATION_REQUIRED;
  }
  return attempt.authenticated ? 'succeeded' : 'requires_action';
};

/** The hosted page asks these cards for a 3-D Secure challenge before it saves or pays with them. */
export const needsChallenge = (behaviour: CardBehaviour): boolean => behaviour.kind === 'authenticates';
