/**
 * Issue 36, the webhook's side of the duplicate-payout-account signal: when Stripe tells us what a
 * creator's payout account pays (account.updated: bank fingerprints, a key of the legal name and
 * address), the creator's match keys are replaced and the index of who holds each key follows in the
 * same transaction (a changed bank account releases the old fingerprint). Then the sharing fact of every
 * creator concerned — this one, those holding a key it now holds or just released — is worked out again
 * from the index and written when it differs. Each change's refresh begins after its transaction, and a
 * fact from reads begun earlier never replaces one from later reads, so the last view standing has seen
 * every change. A redelivered or older event changes nothing.
 */
import type { StripeAccountUpdatedV1 } from '../../../events/schemas/stripe-account-updated';
import { getCreatorsByIds } from '../../identity';
import { writeTransaction } from '../../shared/data/entity';
import { moneyService } from '../entities/money-service';
import {
  creatorsHolding,
  getPayoutIdentity,
  getPayoutSharing,
  matchAdded,
  matchKeyOf,
  matchKeyText,
  matchReleased,
  type PayoutMatchField,
  type PayoutSharer,
  payoutIdentityReplaced,
  payoutMatchFields,
  putPayoutSharing,
} from '../entities/payout-identity';

type PayoutIdentity = NonNullable<StripeAccountUpdatedV1['payoutIdentity']>;

export const matchKeysOf = (identity: PayoutIdentity): string[] =>
  [
    ...identity.bankFingerprints.map((value) => ({ field: 'bank_account' as const, value })),
    ...(identity.nameAddressKey
      ? [{ field: 'legal_name_address' as const, value: identity.nameAddressKey }]
      : []),
  ]
    .map(matchKeyText)
    .sort();

const ATTEMPTS = 5;

/**
 * Replaces the creator's match keys (unless a later event's are there); the keys the last change
 * released (this one's, or the stored change's when there is nothing to do: their holders are
 * refreshed again, in case a crash stopped that before).
 */
const replaceMatchKeys = async (input: {
  creatorId: string;
  stripeAccountId: string;
  keys: string[];
  asOf: number;
  at: string;
}): Promise<string[]> => {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const current = await getPayoutIdentity(input.creatorId);
    if (current && current.as_of > input.asOf) return current.released_keys ?? [];
    const before = current?.match_keys ?? [];
    const added = input.keys.filter((key) => !before.includes(key));
    const released = before.filter((key) => !input.keys.includes(key));
    // The same event again: nothing to do. A later one with the same keys still moves as_of on, so an
    // older event delivered after it cannot bring back what it replaced.
    if (current && current.as_of === input.asOf && added.length === 0 && released.length === 0)
      return current.released_keys ?? [];
    const outcome = await writeTransaction(moneyService, () => ({
      identity: payoutIdentityReplaced(
        {
          creator_id: input.creatorId,
          stripe_account_id: input.stripeAccountId,
          match_keys: input.keys,
          released_keys: released,
          as_of: input.asOf,
          updated_at: input.at,
        },
        current?.revision ?? null,
      ),
      ...Object.fromEntries(
        added.map((key) => [`add ${key}`, matchAdded(matchKeyOf(key), input.creatorId, input.at)]),
      ),
      ...Object.fromEntries(
        released.map((key) => [`release ${key}`, matchReleased(matchKeyOf(key), input.creatorId)]),
      ),
    }));
    if (outcome.ok) return released;
  }
  throw new Error(`Payout identity of ${input.creatorId} not replaced: it kept changing underneath`);
};

/** Who shares a key with the creator now, by which fields (from the index, read strongly consistent). */
const sharersOf = async (creatorId: string): Promise<PayoutSharer[]> => {
  const keys = ((await getPayoutIdentity(creatorId))?.match_keys ?? []).map(matchKeyOf);
  const holders = await Promise.all(keys.map(async (key) => ({ key, creators: await creatorsHolding(key) })));
  const fields = new Map<string, Set<PayoutMatchField>>();
  for (const { key, creators } of holders)
    for (const other of creators.filter((id) => id !== creatorId))
      fields.set(other, (fields.get(other) ?? new Set()).add(key.field));
  const creators = await getCreatorsByIds([...fields.keys()]);
  return [...fields.entries()]
    .map(([id, matched]) => ({
      creator_id: id,
      username: creators.get(id)?.username ?? id,
      fields: payoutMatchFields.filter((field) => matched.has(field)),
    }))
    .sort((a, b) => a.username.localeCompare(b.username));
};

/** Writes the creator's sharing fact again from the index, when it changed. */
const refreshSharing = async (creatorId: string) => {
  const readAt = Date.now();
  const [now, stored] = await Promise.all([
    sharersOf(creatorId),
    getPayoutSharing(creatorId, { consistent: true }),
  ]);
  // Compared in one key order (a stored map comes back in DynamoDB's order).
  const text = (sharers: PayoutSharer[]) =>
    JSON.stringify(sharers.map(({ creator_id, username, fields }) => [creator_id, username, fields]));
  if (text(now) !== text(stored)) await putPayoutSharing(creatorId, now, readAt);
};

export const recordPayoutIdentity = async (input: {
  creatorId: string;
  stripeAccountId: string;
  identity: PayoutIdentity;
  asOf: number;
}) => {
  const at = new Date().toISOString();
  const keys = matchKeysOf(input.identity);
  const released = await replaceMatchKeys({ ...input, keys, at });
  // Everyone who holds a key this creator holds or just let go: their facts may name this creator.
  const concerned = new Set([input.creatorId]);
  for (const key of [...keys, ...released].map(matchKeyOf))
    for (const id of await creatorsHolding(key)) concerned.add(id);
  await Promise.all([...concerned].map((id) => refreshSharing(id)));
};
