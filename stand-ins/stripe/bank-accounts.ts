/**
 * Connected accounts' bank accounts (external_accounts) and the person behind an individual account,
 * as Stripe reports them. A bank account's `fingerprint` identifies the account number at its bank,
 * whichever connected account it was entered on: the same routing and account number always give the
 * same fingerprint (so a platform can tell two connected accounts paid to one bank account), another
 * number another one. The number itself is never returned, only its last 4 digits.
 */
import { createHash } from 'node:crypto';
import { stripeId } from './ids';
import type { StripeObject } from './state';

const hash = (text: string) => createHash('sha256').update(text).digest();

/** Stripe's 16 alphanumeric characters, deterministic from the bank details. */
export const bankFingerprint = (country: string, routingNumber: string, accountNumber: string): string =>
  hash(`bank_account:${country}:${routingNumber.trim()}:${accountNumber.trim()}`)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);

/** Streets of the test addresses. */
const TEST_STREETS = [
  'Market Street',
  'Mission Street',
  'Valencia Street',
  'Folsom Street',
  'Howard Street',
  'Harrison Street',
  'Bryant Street',
  'Brannan Street',
  'Townsend Street',
  'King Street',
  'Geary Boulevard',
  'Post Street',
  'Sutter Street',
  'Bush Street',
  'Pine Street',
  'California Street',
  'Sacramento Street',
  'Clay Street',
  'Washington Street',
  'Jackson Street',
  'Pacific Avenue',
  'Broadway',
  'Vallejo Street',
  'Green Street',
  'Union Street',
  'Filbert Street',
  'Greenwich Street',
  'Lombard Street',
  'Chestnut Street',
  'Hayes Street',
  'Fell Street',
  'Oak Street',
];

/**
 * The test details the onboarding page fills in for an account: Stripe's test routing number and an
 * account number and street address of the account's own, so two people onboarding with what is filled
 * in are not taken for one (the local Stripe takes any account number with the test routing number;
 * Stripe's 000123456789 works too). Tests pass the same `seed` to make the same details.
 */
export const testBankDetailsFor = (seed: string) => {
  const digest = hash(`test-details:${seed}`);
  // Wide enough that the hundreds of creators a test run onboards never share one by chance.
  const street = TEST_STREETS[digest.readUInt8(6) % TEST_STREETS.length];
  return {
    routing_number: '110000000',
    account_number: `000${String(digest.readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`,
    line1: `${(digest.readUInt32BE(8) % 9_999) + 1} ${street}`,
    city: 'San Francisco',
    state: 'CA',
    postal_code: String(94_102 + (digest.readUInt8(12) % 33)),
  };
};

export const bankAccountObject = (input: {
  account: string;
  country: string;
  currency: string;
  holderName: string | null;
  routingNumber: string;
  accountNumber: string;
}): StripeObject => ({
  id: stripeId('ba'),
  object: 'bank_account',
  account: input.account,
  account_holder_name: input.holderName,
  account_holder_type: 'individual',
  account_type: null,
  available_payout_methods: ['standard'],
  bank_name: 'STRIPE TEST BANK',
  country: input.country,
  currency: input.currency,
  default_for_currency: true,
  fingerprint: bankFingerprint(input.country, input.routingNumber, input.accountNumber),
  last4: input.accountNumber.trim().slice(-4),
  metadata: {},
  routing_number: input.routingNumber.trim(),
  status: 'new',
});

/** The `individual` (a Person) of an individual account: the legal name and address Stripe holds. */
export const individualPerson = (input: {
  account: string;
  previous: StripeObject | null;
  firstName: string;
  lastName: string;
  address: { line1: string; city: string; state: string; postal_code: string; country: string } | null;
}): StripeObject => ({
  id: (input.previous?.id as string | undefined) ?? stripeId('person'),
  object: 'person',
  account: input.account,
  first_name: input.firstName,
  last_name: input.lastName,
  address: input.address
    ? { ...input.address, line2: null }
    : { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
  relationship: { representative: true, owner: true, title: null },
});
