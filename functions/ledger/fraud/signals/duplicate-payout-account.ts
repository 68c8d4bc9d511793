/**
 * Duplicate payout account: the creator is paid to the same bank account as another creator (Stripe's
 * fingerprint of the account number), or has the same legal name and address as another, as Stripe
 * reports their connected accounts: one person earning as several creators. The sharing is kept by the
 * account.updated consumer (fraud/payout-sharing.ts); the evidence names the other creators and what
 * matches, never the bank details.
 */
import { HOLD_TAIL, type Signal } from '../signal';

const FIELD_WORDS = {
  bank_account: 'is paid to the same bank account as',
  legal_name_address: 'has the same legal name and address as',
} as const;

const handles = (usernames: string[]) =>
  usernames.length === 1
    ? `@${usernames[0]}`
    : `${usernames
        .slice(0, -1)
        .map((name) => `@${name}`)
        .join(', ')} and @${usernames.at(-1)}`;

export const duplicatePayoutAccount: Signal = {
  name: 'duplicate_payout_account',
  detect: ({ payoutSharing, order }) => {
    if (!payoutSharing || payoutSharing.length === 0) return null;
    const clauses = (['bank_account', 'legal_name_address'] as const)
      .map((field) => ({
        field,
        usernames: payoutSharing.filter((other) => other.fields.includes(field)).map((o) => o.username),
      }))
      .filter(({ usernames }) => usernames.length > 0)
      .map(({ field, usernames }) => `${FIELD_WORDS[field]} ${handles(usernames)}`);
    if (clauses.length === 0) return null;
    return {
      reason: `Duplicate payout account: the creator ${clauses.join(', and ')}. ${HOLD_TAIL}`,
      evidence: {
        shared_payout_account: payoutSharing.map((other) => ({
          username: other.username,
          matching_fields: [...other.fields],
        })),
        orders: [order.name],
      },
    };
  },
};
