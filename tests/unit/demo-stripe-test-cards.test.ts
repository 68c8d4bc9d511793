/** Stripe's test cards as the local Stripe reads them: numbers, saving, and charges on and off session. */
import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_REQUIRED,
  chargeOutcome,
  isCardProblem,
  needsChallenge,
  saveOutcome,
  type TestCard,
  testCard,
} from '../../stand-ins/stripe/test-cards';

const card = (number: string): TestCard => {
  const read = testCard(number);
  if (isCardProblem(read)) throw new Error(read.message);
  return read;
};

const offSession = (number: string, setUpForOffSession = false) =>
  chargeOutcome(card(number).behaviour, { offSession: true, setUpForOffSession, authenticated: false });

describe('test cards', () => {
  it('reads brands and refuses incomplete or invalid numbers', () => {
    expect(card('4242 4242 4242 4242')).toMatchObject({ brand: 'visa', behaviour: { kind: 'succeeds' } });
    expect(card('5555-5555-5555-4444').brand).toBe('mastercard');
    expect(card('378282246310005').brand).toBe('amex');
    expect(testCard('4242 4242')).toMatchObject({ code: 'incomplete_number' });
    expect(testCard('4242424242424241')).toMatchObject({ code: 'incorrect_number' });
  });

  it('declines as Stripe documents, on save and when charged', () => {
    expect(saveOutcome(card('4000000000000002').behaviour)).toMatchObject({
      decline_code: 'generic_decline',
    });
    expect(saveOutcome(card('4000000000009995').behaviour)).toMatchObject({
      decline_code: 'insufficient_funds',
    });
    expect(saveOutcome(card('4000000000000341').behaviour)).toBe('saved');
    expect(offSession('4000000000000341', true)).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(offSession('4000000000009995')).toMatchObject({ message: 'Your card has insufficient funds.' });
    expect(offSession('4242424242424242')).toBe('succeeded');
  });

  it('authentication: 3155 off-session only once set up, 3184 never, 0446 always; on-session asks first', () => {
    expect(offSession('4000002500003155', false)).toEqual(AUTHENTICATION_REQUIRED);
    expect(offSession('4000002500003155', true)).toBe('succeeded');
    expect(offSession('4000002760003184', true)).toEqual(AUTHENTICATION_REQUIRED);
    expect(offSession('4000003800000446')).toBe('succeeded');
    const onSession = (authenticated: boolean) =>
      chargeOutcome(card('4000002760003184').behaviour, {
        offSession: false,
        setUpForOffSession: true,
        authenticated,
      });
    expect(onSession(false)).toBe('requires_action');
    expect(onSession(true)).toBe('succeeded');
    expect(needsChallenge(card('4000002500003155').behaviour)).toBe(true);
    expect(needsChallenge(card('4242424242424242').behaviour)).toBe(false);
  });
});
