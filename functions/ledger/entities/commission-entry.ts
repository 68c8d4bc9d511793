import type { EntityItem } from 'electrodb';
import { type CommissionStatus, commissionStatuses, entryKinds } from '../../../contracts/sales';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { COMMISSION_HOLD_SHARDS, indexKeys, prefixes } from '../../shared/data/keys';
import { type WithNulls, withNulls, withoutNulls } from '../../shared/data/nulls';
import { stableShard } from '../../shared/data/shards';

export type { CommissionStatus };

const text = { type: 'string', required: true } as const;
const cents = { type: 'number', required: true } as const;
const optional = { type: 'string' } as const;

type PageKey = Record<string, unknown>;

/**
 * The commission ledger (docs/architecture.md section 5), CREATOR#{creatorId} / {entry_sk} (`COMM#…`):
 * append-only, integer cents, one entry per attributed order line and one reversal entry per refunded
 * or cancelled part of a line. Amounts are never edited; only the status moves: pending (the hold) →
 * available → in_payout → paid, held → pending | void. A reversal is negative and carries the rate of
 * the entry it reverses. The entry's stage is its byOwner index entry, kept in gsi1pk/gsi1sk as
 * attributes: pending in the hold index, matured waiting in its invoice's index, payable in the
 * creator's index; none once in a payout, held or void (sparse).
 */
export const commissionEntity = defineEntity({
  model: { entity: 'commission', version: '1', service: SERVICE },
  attributes: {
    creator_id: text,
    entry_sk: text,
    brand_id: text,
    brand_name: text,
    order_id: text,
    order_name: text,
    sale_sk: text,
    line_id: text,
    product_id: optional,
    product_name: text,
    /** The referral code the order came through (method link). */
    link_code: optional,
    /**
     * sale / reversal: a commission on an order line and its reversal; ugc: an approved content
     * submission's payment (billed to the brand like commissions); credit_cashout: sample credits cashed
     * out (paid by the platform). All are paid out the same way.
     */
    kind: { type: entryKinds, required: true },
    /** For a reversal: the entry it reverses, and the refund (none for a cancellation). */
    reverses: optional,
    refund_id: optional,
    quantity: cents,
    price_cents: cents,
    discount_cents: cents,
    /** Positive for a sale, negative for a reversal. */
    base_cents: cents,
    rate_percentage: cents,
    /** A sale's: the rule that set its rate, in the creator's words (absent before rules: the product's). */
    rate_rule: optional,
    commission_cents: cents,
    status: { type: commissionStatuses, required: true },
    hold_until: text,
    /** While in a payout or paid: the payout (one Stripe transfer) that pays it. */
    payout_id: optional,
    /**
     * The billing period (YYYY-MM) whose invoice covers this entry: the month it was written (or released
     * from a hold). It becomes payable once its hold has ended and that invoice is paid.
     */
    bill_period: optional,
    /** How a sale was attributed; `none` for entries that are not a sale's (ugc, credit_cashout). */
    attribution_method: { type: ['link', 'code', 'none'] as const, required: true },
    attribution_via: text,
    /** Why this amount, in words (the receipt's last line). */
    explanation: text,
    /**
     * Issue 36: a held sale's entry: what holds it in a few words ("self-purchase", "click burst") for
     * its line's status, and the sale's reason in full for the creator's receipt. Absent on entries held
     * before signals (a self-referral) and on entries never held.
     */
    held_for: optional,
    hold_reason: optional,
    /**
     * Issue 36: the brand's (or an operator's) decision on the held sale in plain words, for the creator
     * ("Voided by Glow: …"); on a clawback entry, why the money is taken back.
     */
    review_decision: optional,
    created_at: text,
    gsi1pk: optional,
    gsi1sk: optional,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', '${entry_sk}') },
    stage: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

const NULLABLE = ['product_id', 'link_code', 'reverses', 'refund_id'] as const;

export type CommissionEntry = WithNulls<
  Omit<EntityItem<typeof commissionEntity>, 'gsi1pk' | 'gsi1sk'>,
  (typeof NULLABLE)[number]
>;

/** A stored entry as DynamoDB returns it (money-side code still reads some with its own Queries). */
export type CommissionEntryItem = CommissionEntry & { pk: string; sk: string; type: 'commission' };

/** A stored entry (ElectroDB's or a raw item) as the ledger's callers see it: absent nullables are null. */
export const toEntry = (item: object): CommissionEntry => {
  const { pk, sk, type, __edb_v__, gsi1pk, gsi1sk, ...entry } = item as Record<string, unknown>;
  return withNulls<CommissionEntry>(entry, NULLABLE);
};

type EntryRef = Pick<CommissionEntry, 'entry_sk' | 'creator_id'>;

/** The pending index attributes of an entry that waits for its hold to end (sharded by a stable hash). */
export const holdIndexOf = (entry: EntryRef & { hold_until: string }) => ({
  gsi1pk: indexKeys.maturingCommissions(stableShard(entry.entry_sk, COMMISSION_HOLD_SHARDS)),
  gsi1sk: `${entry.hold_until}#${entry.creator_id}#${entry.entry_sk}`,
});

/** The index attributes of a payable entry: the creator's next payout gathers it through them. */
export const availableIndexOf = (entry: EntryRef) => ({
  gsi1pk: indexKeys.availableCommissions(entry.creator_id),
  gsi1sk: entry.entry_sk,
});

/** The index attributes of a matured entry waiting for its brand's invoice to be paid. */
export const awaitingIndexOf = (entry: EntryRef & { brand_id: string }, period: string) => ({
  gsi1pk: indexKeys.commissionsAwaitingInvoice(entry.brand_id, period),
  gsi1sk: `${entry.creator_id}#${entry.entry_sk}`,
});

/** A new entry (conditional Put: a redelivered order or refund writes nothing twice), in its stage's index. */
export const createEntry = (entry: CommissionEntry) =>
  commissionEntity.create({
    ...withoutNulls(entry),
    ...(entry.status === 'pending' ? holdIndexOf(entry) : {}),
    ...(entry.status === 'available' ? availableIndexOf(entry) : {}),
  });

/** The entries of one creator, read consistently (BatchGetItem, unprocessed keys retried). */
export const getEntries = async (creatorId: string, entrySks: readonly string[]) => {
  const keys = entrySks.map((sk) => ({ creator_id: creatorId, entry_sk: sk }));
  return (await batchGetEntities<object>(commissionEntity, keys, { consistent: true })).map(toEntry);
};

/** ElectroDB pages with its LastEvaluatedKey as base64url JSON; the API's cursors carry that key's sort key. */
export const cursorOfKey = (key?: PageKey) =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
export const keyOfCursor = (cursor: string): PageKey =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString());

/** Access pattern "a creator's ledger, newest first": one Query per page, after an entry's key. */
export const listEntriesOfCreator = async (
  creatorId: string,
  options: { limit: number; after?: PageKey },
): Promise<{ entries: CommissionEntry[]; next?: PageKey }> => {
  const page = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: prefixes.commissionEntry })
    .go({ order: 'desc', limit: options.limit, cursor: cursorOfKey(options.after) });
  return { entries: page.data.map(toEntry), ...(page.cursor ? { next: keyOfCursor(page.cursor) } : {}) };
};

/**
 * One page of a stage's sparse index partition (the `*IndexOf` keys above), optionally below a sort key:
 * the hold index up to now (matured entries), an invoice's waiting index, a creator's payable entries.
 */
export const listEntriesInStage = async (gsi1pk: string, after?: PageKey, below?: string) => {
  const query = commissionEntity.query.stage({ gsi1pk });
  const cursor = (after?.cursor as string | undefined) ?? null;
  const page = await (below ? query.lt({ gsi1sk: below }) : query).go({ limit: 100, cursor });
  return { entries: page.data.map(toEntry), next: page.cursor ? { cursor: page.cursor } : undefined };
};

/** A creator's payable entries (eventually consistent: a payout's transaction re-checks each entry). */
export const listAvailableEntries = (creatorId: string, after?: PageKey) =>
  listEntriesInStage(indexKeys.availableCommissions(creatorId), after);

/**
 * Many new entries at once, each exactly as `createEntry` stores it (its stage's index included), by
 * BatchWriteItem (25 per call, `concurrency` calls at once); items DynamoDB leaves unprocessed are written
 * again, a bounded number of times. Not conditional (a batch cannot be): for seeding a ledger (the
 * exports bench, tests/bench/exports.ts), never for an order's entries, which must be written once.
 */
export const putEntries = async (entries: readonly CommissionEntry[], concurrency = 4) => {
  const bySk = new Map(
    entries.map((entry) => [
      `${entry.creator_id}#${entry.entry_sk}`,
      {
        ...withoutNulls(entry),
        ...(entry.status === 'pending' ? holdIndexOf(entry) : {}),
        ...(entry.status === 'available' ? availableIndexOf(entry) : {}),
      },
    ]),
  );
  let pending = [...bySk.values()];
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > 5) throw new Error('putEntries: items left unprocessed');
    const { unprocessed } = await commissionEntity.put(pending).go({ concurrency });
    pending = unprocessed.flatMap((key) => {
      const item = bySk.get(`${key.creator_id}#${key.entry_sk}`);
      return item ? [item] : [];
    });
  }
};
