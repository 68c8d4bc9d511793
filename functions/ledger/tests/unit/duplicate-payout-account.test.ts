/**
 * Issue 36: the duplicate-payout-account signal fires when the creator shares a bank account (Stripe's
 * fingerprint) or a legal name and address with another creator, naming them and what matches; not on
 * a near-miss (the same name at another address, another bank account: the webhook's side keeps no
 * sharing then), and not when the signal is off. The match keys the webhook's side indexes are the
 * fingerprints and the name-and-address key, each once.
 */
import { describe, expect, it } from 'vitest';
import { defaultFraudSettings } from '../../../../contracts/fraud';
import { matchKeysOf } from '../../fraud/payout-sharing';
import { runSignals } from '../../fraud/run-signals';
import { HOLD_TAIL, type SignalFacts } from '../../fraud/signal';
import { duplicatePayoutAccount } from '../../fraud/signals/duplicate-payout-account';

const createdAt = '2026-11-20T10:00:00.000Z';

const facts = (payoutSharing?: SignalFacts['payoutSharing']): SignalFacts => ({
  order: {
    id: '1',
    name: '#1001',
    email: 'shopper@example.com',
    currency: 'USD',
    createdAt,
    refAttribute: 'AVA1',
    refLandingSite: null,
    discountCodes: [],
    lineItems: [],
  },
  createdAt,
  creator: { email: 'ava@example.com', firstName: 'Ava', lastName: 'Lopez', address: null },
  link: null,
  ...(payoutSharing ? { payoutSharing } : {}),
});

/** The keys the index holds for an account as the webhook reports it; which fields two accounts share. */
const keysOf = (bankFingerprints: string[], nameAddressKey: string | null) =>
  matchKeysOf({ bankFingerprints, nameAddressKey });
const shared = (a: string[], b: string[]) =>
  a.filter((key) => b.includes(key)).map((key) => key.split('#')[0]);

describe('duplicate payout account', () => {
  it('fires on a shared bank account, naming the other creator and never the bank details', () => {
    const hit = duplicatePayoutAccount.detect(facts([{ username: 'bo', fields: ['bank_account'] }]), 1);
    expect(hit).toEqual({
      reason: `Duplicate payout account: the creator is paid to the same bank account as @bo. ${HOLD_TAIL}`,
      evidence: {
        shared_payout_account: [{ username: 'bo', matching_fields: ['bank_account'] }],
        orders: ['#1001'],
      },
    });
  });

  it('fires on the same legal name and address, and says each match once with every creator', () => {
    const hit = duplicatePayoutAccount.detect(
      facts([
        { username: 'bo', fields: ['bank_account', 'legal_name_address'] },
        { username: 'cy', fields: ['legal_name_address'] },
      ]),
      1,
    );
    expect(hit?.reason).toBe(
      `Duplicate payout account: the creator is paid to the same bank account as @bo, and has the same legal name and address as @bo and @cy. ${HOLD_TAIL}`,
    );
    expect(hit?.evidence.shared_payout_account).toEqual([
      { username: 'bo', matching_fields: ['bank_account', 'legal_name_address'] },
      { username: 'cy', matching_fields: ['legal_name_address'] },
    ]);
  });

  it('stays quiet when nobody shares, and runs only when the brand has it on', () => {
    expect(duplicatePayoutAccount.detect(facts([]), 1)).toBeNull();
    expect(duplicatePayoutAccount.detect(facts(), 1)).toBeNull();
    const sharing = facts([{ username: 'bo', fields: ['bank_account'] }]);
    expect(runSignals(sharing, defaultFraudSettings).map((hit) => hit.name)).toEqual([
      'duplicate_payout_account',
    ]);
    expect(
      runSignals(sharing, {
        ...defaultFraudSettings,
        duplicate_payout_account: { enabled: false, threshold: 1 },
      }),
    ).toEqual([]);
  });

  it('keys: the same bank account matches; the same name at another address or another bank does not', () => {
    // The webhook's mapping hashes the normalized legal name and address (integrations' unit test).
    const jenny = keysOf(['fpSAME'], 'jenny-at-12-test-street');
    expect(shared(jenny, keysOf(['fpSAME'], 'jenny-at-12-test-street'))).toEqual([
      'bank_account',
      'legal_name_address',
    ]);
    // Near-misses: the same name at another address, with another bank account, shares nothing.
    expect(shared(jenny, keysOf(['fpOTHER'], 'jenny-at-99-other-road'))).toEqual([]);
    expect(shared(jenny, keysOf(['fpOTHER'], 'jenny-at-12-test-street'))).toEqual(['legal_name_address']);
    // No name and address reported: the bank account alone is the key.
    expect(keysOf(['x'], null)).toEqual(['bank_account#x']);
  });
});
