/**
 * Issue 36, the duplicate-payout-account signal: what Stripe reports about who a creator's payout
 * account pays (account.updated), kept so an order's recording answers "does this creator share a payout
 * account with another?" with one GetItem.
 *   CREATOR#{id} / PAYOUT_IDENTITY        the creator's match keys now (their bank accounts' fingerprints,
 *                                         the key of their legal name and address) and a revision
 *   PAYOUTMATCH#{field}#{value} / CREATOR#{id}
 *                                         one item per creator holding that key: the index of who shares it
 *   CREATOR#{id} / PAYOUT_SHARING         the fact the signal reads: the other creators sharing a key,
 *                                         by which fields (kept up to date by the webhook's consumer)
 * The identity and its index items change in one transaction, on the revision read.
 */
import { applied } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

export const payoutMatchFields = ['bank_account', 'legal_name_address'] as const;
export type PayoutMatchField = (typeof payoutMatchFields)[number];

/** A key two creators' payout accounts can share: which field, and its value (a fingerprint or a hash). */
export interface PayoutMatchKey {
  field: PayoutMatchField;
  value: string;
}

export const matchKeyText = (key: PayoutMatchKey) => `${key.field}#${key.value}`;

export const matchKeyOf = (text: string): PayoutMatchKey => {
  const at = text.indexOf('#');
  return { field: text.slice(0, at) as PayoutMatchField, value: text.slice(at + 1) };
};

export const payoutIdentityEntity = defineEntity({
  model: { entity: 'payout-identity', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    stripe_account_id: { type: 'string', required: true },
    /** matchKeyText of each key, sorted. */
    match_keys: { type: 'list', items: { type: 'string' }, required: true },
    /**
     * The keys the last change let go: a redelivery after a crash before the other holders' facts were
     * refreshed refreshes them still.
     */
    released_keys: { type: 'list', items: { type: 'string' } },
    /** Stripe's created time (epoch s) of the account.updated applied last: an older one changes nothing. */
    as_of: { type: 'number', required: true },
    /** Bumped by every change: a change is conditional on the revision read. */
    revision: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'PAYOUT_IDENTITY') },
  },
});

export const payoutMatchEntity = defineEntity({
  model: { entity: 'payout-match', version: '1', service: SERVICE },
  attributes: {
    field: { type: payoutMatchFields, required: true },
    value: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    created_at: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'PAYOUTMATCH#${field}#${value}'),
      sk: tableKey('sk', 'CREATOR#${creator_id}'),
    },
  },
});

/** Another creator sharing a payout account with this one: who, and which fields match. */
export interface PayoutSharer {
  creator_id: string;
  username: string;
  fields: PayoutMatchField[];
}

export const payoutSharingEntity = defineEntity({
  model: { entity: 'payout-sharing', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    /** PayoutSharer[], by username; empty when nobody shares. */
    shared_with: { type: 'any', required: true },
    /** When the reads it was worked out from began (epoch ms): a view begun earlier never replaces it. */
    read_at: { type: 'number', required: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'PAYOUT_SHARING') },
  },
});

export const getPayoutIdentity = async (creatorId: string) =>
  (await payoutIdentityEntity.get({ creator_id: creatorId }).go({ consistent: true })).data ?? null;

/** The creators holding a key (strongly consistent: the consumer reads what it just wrote). */
export const creatorsHolding = async (key: PayoutMatchKey): Promise<string[]> =>
  (await payoutMatchEntity.query.primary(key).go({ consistent: true, pages: 'all' })).data.map(
    (item) => item.creator_id,
  );

/** The other creators sharing a payout account with this one (none: an empty list); one GetItem. */
export const getPayoutSharing = async (
  creatorId: string,
  options: { consistent?: boolean } = {},
): Promise<PayoutSharer[]> => {
  const { data } = await payoutSharingEntity
    .get({ creator_id: creatorId })
    .go({ consistent: options.consistent ?? false });
  return (data?.shared_with as PayoutSharer[] | undefined) ?? [];
};

/**
 * Writes the fact worked out from reads begun at `readAt`, unless one from later reads is there: two
 * consumers working it out at once (two creators' events) leave the view that saw the most. False when
 * refused.
 */
export const putPayoutSharing = (creatorId: string, sharers: PayoutSharer[], readAt: number) =>
  applied(
    payoutSharingEntity
      .put({
        creator_id: creatorId,
        shared_with: sharers,
        read_at: readAt,
        updated_at: new Date().toISOString(),
      })
      .where((attr, op) => `${op.notExists(attr.read_at)} OR ${op.lte(attr.read_at, readAt)}`)
      .go(),
  );

/**
 * The identity replaced, as a transaction's operation: a first one only if none exists, a later one
 * only on the revision read (two deliveries at once: one wins, the other reads again).
 */
export const payoutIdentityReplaced = (
  next: {
    creator_id: string;
    stripe_account_id: string;
    match_keys: string[];
    released_keys: string[];
    as_of: number;
    updated_at: string;
  },
  readRevision: number | null,
) =>
  transactional(payoutIdentityEntity)
    .put({ ...next, revision: (readRevision ?? 0) + 1 })
    .where((attr, op) =>
      readRevision === null ? op.notExists(attr.revision) : op.eq(attr.revision, readRevision),
    )
    .commit();

export const matchAdded = (key: PayoutMatchKey, creatorId: string, at: string) =>
  transactional(payoutMatchEntity)
    .put({ ...key, creator_id: creatorId, created_at: at })
    .commit();

export const matchReleased = (key: PayoutMatchKey, creatorId: string) =>
  transactional(payoutMatchEntity)
    .delete({ ...key, creator_id: creatorId })
    .commit();
