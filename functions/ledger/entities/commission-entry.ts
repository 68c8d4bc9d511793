import { batchGetItems } from '../../shared/data/batch-get';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { COMMISSION_HOLD_SHARDS, indexKeys, keys, prefixes } from '../../shared/data/keys';
import { stableShard } from '../../shared/data/shards';
import { cursorOfKey, keyOfCursor, type PageKey } from './page-key';

/**
 * The commission ledger (docs/architecture.md section 5): append-only, integer cents, one entry per attributed
 * order line and one reversal entry per refunded or cancelled part of a line. Amounts are never edited;
 * only the status moves: pending (the hold) → available → in_payout → paid, held → pending | void.
 * A reversal is negative and carries the rate of the entry it reverses.
 */
export type EntryKind = 'sale' | 'reversal' | 'ugc' | 'credit_cashout';

export type CommissionStatus = 'pending' | 'available' | 'held' | 'void' | 'in_payout' | 'paid';

export interface CommissionEntry {
  /** The entry's sort key under the creator: its id. */
  entry_sk: string;
  creator_id: string;
  brand_id: string;
  brand_name: string;
  order_id: string;
  order_name: string;
  sale_sk: string;
  line_id: string;
  product_id: string | null;
  product_name: string;
  /** The referral code the order came through (method link), else null. */
  link_code: string | null;
  /**
   * sale / reversal: a commission on an order line and its reversal; ugc: an approved content
   * submission's payment (billed to the brand like commissions); credit_cashout: sample credits cashed
   * out (paid by the platform). All are paid out the same way.
   */
  kind: EntryKind;
  /** For a reversal: the entry it reverses, and the refund (or "cancel"). */
  reverses: string | null;
  refund_id: string | null;
  quantity: number;
  price_cents: number;
  discount_cents: number;
  /** Positive for a sale, negative for a reversal. */
  base_cents: number;
  rate_percentage: number;
  commission_cents: number;
  status: CommissionStatus;
  hold_until: string;
  /** While in a payout or paid: the payout (one Stripe transfer) that pays it. */
  payout_id?: string;
  /**
   * The billing period (YYYY-MM) whose invoice covers this entry: the month it was written (or released
   * from a hold). It becomes payable once its hold has ended and that invoice is paid.
   */
  bill_period?: string;
  /** How a sale was attributed; `none` for entries that are not a sale's (ugc, credit_cashout). */
  attribution_method: 'link' | 'code' | 'none';
  attribution_via: string;
  /** Why this amount, in words (the receipt's last line). */
  explanation: string;
  created_at: string;
}

/** A stored entry as DynamoDB returns it (money-side code still reads some with its own Queries). */
export interface CommissionEntryItem extends CommissionEntry {
  pk: string;
  sk: string;
  type: 'commission';
  /** Present while pending: the hourly release finds matured entries through it. */
  gsi1pk?: string;
  gsi1sk?: string;
}

const text = { type: 'string' } as const;
const cents = { type: 'number' } as const;

/**
 * CREATOR#{creatorId} / {entry_sk} (`COMM#…`). The entry's stage on its way to payment is its byOwner
 * index entry, kept in gsi1pk/gsi1sk as attributes (the index keys are those attributes): pending in
 * the hold index, matured waiting in its invoice's index, payable in the creator's index; none once in
 * a payout, held or void (sparse).
 */
export const commissionEntity = defineEntity({
  model: { entity: 'commission', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    entry_sk: { type: 'string', required: true },
    brand_id: text,
    brand_name: text,
    order_id: text,
    order_name: text,
    sale_sk: text,
    line_id: text,
    product_id: text,
    product_name: text,
    link_code: text,
    kind: { type: ['sale', 'reversal', 'ugc', 'credit_cashout'] as const },
    reverses: text,
    refund_id: text,
    quantity: cents,
    price_cents: cents,
    discount_cents: cents,
    base_cents: cents,
    rate_percentage: cents,
    commission_cents: cents,
    status: { type: ['pending', 'available', 'held', 'void', 'in_payout', 'paid'] as const },
    hold_until: text,
    payout_id: text,
    bill_period: text,
    attribution_method: { type: ['link', 'code', 'none'] as const },
    attribution_via: text,
    explanation: text,
    created_at: text,
    gsi1pk: text,
    gsi1sk: text,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['entry_sk'], template: '${entry_sk}', casing: 'none' },
    },
    stage: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['gsi1pk'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['gsi1sk'], casing: 'none' },
    },
  },
});

export const saleEntrySortKey = (createdAt: string, orderId: string, lineId: string): string =>
  `${prefixes.commissionEntry}${createdAt}#${orderId}#${lineId}`;

export const reversalEntrySortKey = (saleEntrySk: string, refundId: string): string =>
  `${saleEntrySk}#REV#${refundId}`;

/** A stable shard per entry, so the pending index spreads over COMMISSION_HOLD_SHARDS partitions. */
const holdShardOf = (entrySk: string): number => stableShard(entrySk, COMMISSION_HOLD_SHARDS);

/** The pending index attributes of an entry that waits for its hold to end. */
export const holdIndexOf = (entry: Pick<CommissionEntry, 'entry_sk' | 'creator_id' | 'hold_until'>) => ({
  gsi1pk: indexKeys.maturingCommissions(holdShardOf(entry.entry_sk)),
  gsi1sk: `${entry.hold_until}#${entry.creator_id}#${entry.entry_sk}`,
});

/** The index attributes of a payable entry: the creator's next payout gathers it through them. */
export const availableIndexOf = (entry: Pick<CommissionEntry, 'entry_sk' | 'creator_id'>) => ({
  gsi1pk: indexKeys.availableCommissions(entry.creator_id),
  gsi1sk: entry.entry_sk,
});

/** The index attributes of a matured entry waiting for its brand's invoice to be paid. */
export const awaitingIndexOf = (
  entry: Pick<CommissionEntry, 'entry_sk' | 'creator_id' | 'brand_id'>,
  period: string,
) => ({
  gsi1pk: indexKeys.commissionsAwaitingInvoice(entry.brand_id, period),
  gsi1sk: `${entry.creator_id}#${entry.entry_sk}`,
});

/** A new entry (conditional Put: a redelivered order or refund writes nothing twice), in its stage's index. */
export const createEntry = ({ product_id, link_code, reverses, refund_id, ...entry }: CommissionEntry) =>
  commissionEntity.create({
    ...entry,
    // ElectroDB stores no nulls: an absent attribute reads back as null (toEntry).
    ...(product_id !== null ? { product_id } : {}),
    ...(link_code !== null ? { link_code } : {}),
    ...(reverses !== null ? { reverses } : {}),
    ...(refund_id !== null ? { refund_id } : {}),
    ...(entry.status === 'pending' ? holdIndexOf(entry) : {}),
    ...(entry.status === 'available' ? availableIndexOf(entry) : {}),
  });

/** A stored entry (ElectroDB's or a raw item) as the ledger's callers see it: absent nullables are null. */
export const toEntry = (item: object): CommissionEntry => {
  const {
    pk: _pk,
    sk: _sk,
    type: _type,
    __edb_v__: _v,
    gsi1pk: _gsi1pk,
    gsi1sk: _gsi1sk,
    ...entry
  } = item as CommissionEntryItem & { __edb_v__?: string };
  return {
    ...entry,
    product_id: entry.product_id ?? null,
    link_code: entry.link_code ?? null,
    reverses: entry.reverses ?? null,
    refund_id: entry.refund_id ?? null,
  };
};

/** The entries of one creator, read consistently (what a reversal must know before it is written). */
export const getEntries = async (
  creatorId: string,
  entrySks: readonly string[],
): Promise<CommissionEntry[]> =>
  // BatchGetItem with its retries of unprocessed keys (shared/data/batch-get.ts).
  (
    await batchGetItems(
      entrySks.map((sk) => keys.commissionEntry(creatorId, sk)),
      { consistentRead: true },
    )
  ).map(toEntry);

/** Access pattern "a creator's ledger, newest first": one Query per page. */
export const listEntriesOfCreator = async (
  creatorId: string,
  options: { limit: number; after?: PageKey },
): Promise<{ entries: CommissionEntry[]; next?: PageKey }> => {
  const page = await commissionEntity.query
    .primary({ creator_id: creatorId })
    .begins({ entry_sk: prefixes.commissionEntry })
    .go({ order: 'desc', limit: options.limit, cursor: cursorOfKey(options.after) });
  const next = keyOfCursor(page.cursor);
  return { entries: page.data.map(toEntry), ...(next ? { next } : {}) };
};

/** The entries of one order under its creator (a sale's lines and their reversals): one Query. */
export const listEntriesOfSale = async (creatorId: string, createdAt: string, orderId: string) =>
  // An order of hundreds of lines, with its reversals, can be more than one 1 MB page.
  (
    await commissionEntity.query
      .primary({ creator_id: creatorId })
      .begins({ entry_sk: `${prefixes.commissionEntry}${createdAt}#${orderId}#` })
      .go({ pages: 'all', consistent: true })
  ).data.map(toEntry);

/** One page of a sparse index partition of entries, optionally below a sort key. */
const listEntriesOfIndex = async (gsi1pk: string, after?: PageKey, below?: string) => {
  const query = commissionEntity.query.stage({ gsi1pk });
  const page = await (below ? query.lt({ gsi1sk: below }) : query).go({
    limit: 100,
    cursor: cursorOfKey(after),
  });
  return { entries: page.data.map(toEntry), next: keyOfCursor(page.cursor) };
};

/** Pending entries whose hold ended before `now`, one shard: the release's Query (sparse index). */
export const listMaturedEntries = (shard: number, now: string, after?: PageKey) =>
  listEntriesOfIndex(indexKeys.maturingCommissions(shard), after, now);

/** Matured entries of a brand and period that wait for its invoice to be paid. */
export const listEntriesAwaitingInvoice = (brandId: string, period: string, after?: PageKey) =>
  listEntriesOfIndex(indexKeys.commissionsAwaitingInvoice(brandId, period), after);

/** A creator's payable entries (what a payout gathers). The index is eventually consistent: a payout's
 * transaction re-checks each entry's status. */
export const listAvailableEntries = (creatorId: string, after?: PageKey) =>
  listEntriesOfIndex(indexKeys.availableCommissions(creatorId), after);

/**
 * Moves an entry from one stage's index to the next (pending → available, or to its invoice's waiting
 * index), on the condition that it is still pending in the index it was found in.
 */
export const moveEntryStage = (
  entry: Pick<CommissionEntry, 'creator_id' | 'entry_sk'>,
  fromIndex: string,
  to: { status?: 'available'; gsi1pk: string; gsi1sk: string },
) =>
  commissionEntity
    .update({ creator_id: entry.creator_id, entry_sk: entry.entry_sk })
    .set(to)
    .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.gsi1pk, fromIndex)}`);

/**
 * A held entry decided by its brand: released (pending, into the hold index) or void; billed in
 * `billPeriod` (it was not billable while held). Conditional on it still being held.
 */
export const decideHeldEntry = (entry: CommissionEntry, next: 'pending' | 'void', billPeriod: string) =>
  commissionEntity
    .update({ creator_id: entry.creator_id, entry_sk: entry.entry_sk })
    .set({ status: next, bill_period: billPeriod, ...(next === 'pending' ? holdIndexOf(entry) : {}) })
    .where((attr, op) => op.eq(attr.status, 'held'));
