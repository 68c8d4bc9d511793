import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../../shared/data/batch-get';
import { db, tableName } from '../../shared/data/client';
import { COMMISSION_HOLD_SHARDS, indexKeys, keys, prefixes } from '../../shared/data/keys';
import { stableShard } from '../../shared/data/shards';

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

export interface CommissionEntryItem extends CommissionEntry {
  pk: string;
  sk: string;
  type: 'commission';
  /** Present while pending: the hourly release finds matured entries through it. */
  gsi1pk?: string;
  gsi1sk?: string;
}

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

export const entryItem = (entry: CommissionEntry): CommissionEntryItem => ({
  ...keys.commissionEntry(entry.creator_id, entry.entry_sk),
  type: 'commission',
  ...entry,
  ...(entry.status === 'pending' ? holdIndexOf(entry) : {}),
  ...(entry.status === 'available' ? availableIndexOf(entry) : {}),
});

export const toEntry = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi1pk: _gsi1pk,
  gsi1sk: _gsi1sk,
  ...entry
}: CommissionEntryItem): CommissionEntry => entry;

/** The entries of one creator, read consistently (what a reversal must know before it is written). */
export const getEntries = async (
  creatorId: string,
  entrySks: readonly string[],
): Promise<CommissionEntry[]> =>
  (
    await batchGetItems<CommissionEntryItem & Record<string, unknown>>(
      entrySks.map((sk) => keys.commissionEntry(creatorId, sk)),
      { consistentRead: true },
    )
  ).map(toEntry);

/** Access pattern "a creator's ledger, newest first": one Query per page. */
export const listEntriesOfCreator = async (
  creatorId: string,
  options: { limit: number; after?: Record<string, unknown> },
): Promise<{ entries: CommissionEntry[]; next?: Record<string, unknown> }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.creator(creatorId).pk, ':prefix': prefixes.commissionEntry },
      ScanIndexForward: false,
      Limit: options.limit,
      ...(options.after ? { ExclusiveStartKey: options.after } : {}),
    }),
  );
  return {
    entries: (Items as CommissionEntryItem[]).map(toEntry),
    ...(LastEvaluatedKey ? { next: LastEvaluatedKey } : {}),
  };
};

/** The entries of one order under its creator (a sale's lines and their reversals): one Query. */
export const listEntriesOfSale = async (creatorId: string, createdAt: string, orderId: string) => {
  const entries: CommissionEntry[] = [];
  let after: Record<string, unknown> | undefined;
  // An order of hundreds of lines, with its reversals, can be more than one 1 MB page.
  do {
    const { Items = [], LastEvaluatedKey } = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.creator(creatorId).pk,
          ':prefix': `${prefixes.commissionEntry}${createdAt}#${orderId}#`,
        },
        ConsistentRead: true,
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    entries.push(...(Items as CommissionEntryItem[]).map(toEntry));
    after = LastEvaluatedKey;
  } while (after);
  return entries;
};

/** Pending entries whose hold ended before `now`, one shard: the release's Query (sparse index). */
export const listMaturedEntries = async (shard: number, now: string, after?: Record<string, unknown>) => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk < :now',
      ExpressionAttributeValues: { ':pk': indexKeys.maturingCommissions(shard), ':now': now },
      Limit: 100,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { entries: (Items as CommissionEntryItem[]).map(toEntry), next: LastEvaluatedKey };
};

/** One page of a sparse index partition of entries (awaiting an invoice, or payable). */
const listEntriesOfIndex = async (gsi1pk: string, after?: Record<string, unknown>) => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi1pk },
      Limit: 100,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { entries: (Items as CommissionEntryItem[]).map(toEntry), next: LastEvaluatedKey };
};

/** Matured entries of a brand and period that wait for its invoice to be paid. */
export const listEntriesAwaitingInvoice = (
  brandId: string,
  period: string,
  after?: Record<string, unknown>,
) => listEntriesOfIndex(indexKeys.commissionsAwaitingInvoice(brandId, period), after);

/** A creator's payable entries (what a payout gathers). The index is eventually consistent: a payout's
 * transaction re-checks each entry's status. */
export const listAvailableEntries = (creatorId: string, after?: Record<string, unknown>) =>
  listEntriesOfIndex(indexKeys.availableCommissions(creatorId), after);
