import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { env } from '../../shared/config';
import { tableName } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { indexKeys, keys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { BillingCounter } from '../billing/invoice-lines';
import { transactional } from './transactional';

/**
 * What a brand's invoice for a period bills (BRAND#{brandId} / BILL#{period}): commissions and
 * attributed sales written to the ledger in that month, additions and reversals apart (atomic ADDs in
 * the ledger's transactions), and the period's fate: settled (invoice paid, or nothing due), its credit
 * carried to the next period, or held for review.
 *
 * Two sparse indexes, declared by their key fields (their keys mix attributes every period has, which
 * ElectroDB would otherwise write on every change): byOwner BILLING#{period} / {brandId} — the brands
 * with billable changes in a period (the billing run) — and directory SETTLED#{day} / {brandId}#{period}
 * — the periods settled on a day (the release's backstop).
 */
const indexKey = { type: 'string' } as const;

export const billingPeriodEntity = defineEntity({
  model: { entity: 'billing-period', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    period: { type: 'string', required: true },
    sales_cents: { type: 'number' },
    commission_cents: { type: 'number' },
    credited_sales_cents: { type: 'number' },
    credited_commission_cents: { type: 'number' },
    ugc_cents: { type: 'number' },
    carried_to: { type: 'string' },
    /** `{ reason, at }`: totals beyond safe amounts, no invoice until a person corrects them. */
    billing_held: { type: 'any' },
    settled_at: { type: 'string' },
    settled_by: { type: ['invoice_paid', 'nothing_due'] as const },
    gsi1pk: indexKey,
    gsi1sk: indexKey,
    gsi2pk: indexKey,
    gsi2sk: indexKey,
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['period'], template: 'BILL#${period}', casing: 'none' },
    },
    toBill: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['gsi1pk'], casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['gsi1sk'], casing: 'none' },
    },
    settledOn: {
      index: 'directory',
      pk: { field: 'gsi2pk', composite: ['gsi2pk'], casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['gsi2sk'], casing: 'none' },
    },
  },
});

export type SettledBy = 'invoice_paid' | 'nothing_due';

const key = (brandId: string, period: string) => ({ brand_id: brandId, period });

let exactClient: DynamoDBDocumentClient | undefined;
/** A document client that reads numbers as their exact text (the shared one throws beyond 2^53). */
const exactNumbers = (): DynamoDBDocumentClient => {
  exactClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.region,
      ...(env.dynamoDbEndpoint ? { endpoint: env.dynamoDbEndpoint } : {}),
    }),
    { unmarshallOptions: { wrapNumbers: true } },
  );
  return exactClient;
};

const COUNTER_FIELDS = [
  'sales_cents',
  'commission_cents',
  'credited_sales_cents',
  'credited_commission_cents',
  'ugc_cents',
] as const;

/**
 * The period's counter, read so that no value can break the billing run: DynamoDB numbers beyond 2^53
 * (an absurd order that reached the ledger) are read exactly (wrapNumbers, which ElectroDB's shared
 * client cannot do) and reported in `unsafe` instead of throwing.
 */
export const readBillingCounter = async (
  brandId: string,
  period: string,
): Promise<{ carriedTo: string | null; counter: BillingCounter; unsafe: string[] }> => {
  const { Item } = await exactNumbers().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.brandBillingPeriod(brandId, period),
      ConsistentRead: true,
    }),
  );
  const unsafe: string[] = [];
  const counter = {} as Record<(typeof COUNTER_FIELDS)[number], number>;
  for (const field of COUNTER_FIELDS) {
    const raw = Item?.[field] as unknown;
    const text = raw === undefined || raw === null ? '0' : String((raw as { value?: string }).value ?? raw);
    const value = Number(text);
    if (!Number.isSafeInteger(value)) {
      unsafe.push(`${field} = ${text}`);
      counter[field] = 0;
    } else counter[field] = value;
  }
  return { carriedTo: Item?.carried_to ? String(Item.carried_to) : null, counter, unsafe };
};

/** Records why the period is held for review (no invoice until a person corrects its totals). */
export const holdPeriod = async (brandId: string, period: string, reason: string, at: string) => {
  await billingPeriodEntity.update(key(brandId, period)).set({ billing_held: { reason, at } }).go();
};

/** The brand's periods held for review: one Query of its billing counters (a few a year). */
export const listHeldPeriods = async (brandId: string): Promise<{ period: string; reason: string }[]> => {
  const { data } = await billingPeriodEntity.query
    .primary({ brand_id: brandId })
    .where((attr, op) => op.exists(attr.billing_held))
    .go({ pages: 'all', attributes: ['period', 'billing_held'] });
  return data.map((item) => ({
    period: item.period,
    reason: String((item.billing_held as { reason?: string } | undefined)?.reason ?? 'Held for review'),
  }));
};

/**
 * The two operations that carry a period's credit (more reversed than billed) to the next one, once:
 * the period is marked carried, and the next period's credits grow (it joins the billing run's index).
 */
export const carryCreditOperations = (
  brandId: string,
  period: string,
  to: string,
  credit: { commission: number; sales: number },
) => ({
  carried: transactional(billingPeriodEntity)
    .update(key(brandId, period))
    .set({ carried_to: to })
    .where((attr, op) => op.notExists(attr.carried_to))
    .commit(),
  credited: transactional(billingPeriodEntity)
    .update(key(brandId, to))
    .add({ credited_commission_cents: credit.commission, credited_sales_cents: credit.sales })
    .set({ gsi1pk: indexKeys.brandsToBill(to), gsi1sk: brandId })
    .commit(),
});

/** Settles the period, once (a transaction's operation; its BillPeriodSettled event goes with it). */
export const settlePeriodOperation = (brandId: string, period: string, settledBy: SettledBy, at: Date) =>
  transactional(billingPeriodEntity)
    .update(key(brandId, period))
    .set({
      settled_at: at.toISOString(),
      settled_by: settledBy,
      gsi2pk: indexKeys.periodsSettledOn(at.toISOString().slice(0, 10)),
      gsi2sk: `${brandId}#${period}`,
    })
    .where((attr, op) => op.notExists(attr.settled_at))
    .commit();

/** Whether the period is settled (read consistently: the release decides on it). */
export const isPeriodSettled = async (brandId: string, period: string): Promise<boolean> => {
  const { data } = await billingPeriodEntity
    .get(key(brandId, period))
    .go({ consistent: true, attributes: ['settled_at'] });
  return Boolean(data?.settled_at);
};

/** A ConditionCheck that the period is (or is not) settled, to join a release's transaction. */
export const periodSettledCheck = (brandId: string, period: string, settled: boolean): TransactItem =>
  transactional(billingPeriodEntity)
    .check(key(brandId, period))
    .where((attr, op) => (settled ? op.exists(attr.settled_at) : op.notExists(attr.settled_at)))
    .commit() as unknown as TransactItem;

/** Periods settled on a day (UTC), one Query page at a time: the release's backstop reads them. */
export const listPeriodsSettledOn = async (
  day: string,
  after?: Record<string, unknown>,
): Promise<{ periods: { brandId: string; period: string }[]; next?: { cursor: string } }> => {
  const page = await billingPeriodEntity.query.settledOn({ gsi2pk: indexKeys.periodsSettledOn(day) }).go({
    cursor: (after?.cursor as string | undefined) ?? null,
    attributes: ['brand_id', 'period'],
  });
  return {
    periods: page.data.map((item) => ({ brandId: String(item.brand_id), period: String(item.period) })),
    ...(page.cursor ? { next: { cursor: page.cursor } } : {}),
  };
};

/** One page of the brands with billable changes in a period (the billing run's sparse index). */
export const listBrandsToBill = async (period: string, cursor: string | null) => {
  const page = await billingPeriodEntity.query
    .toBill({ gsi1pk: indexKeys.brandsToBill(period) })
    .go({ cursor, attributes: ['brand_id'] });
  return { brandIds: page.data.map((item) => item.brand_id), next: page.cursor };
};
