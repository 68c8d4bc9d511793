import { env } from '../../shared/config';
import { GetCommand } from '../../shared/data/dynamodb/commands';
import { DocumentClient } from '../../shared/data/dynamodb/document-client';
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import type { TransactItem } from '../../shared/outbox/outbox-event';
import type { BillingCounter } from '../billing/invoice-lines';

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
const counter = { type: 'number' } as const;

export const billingPeriodEntity = defineEntity({
  model: { entity: 'billing-period', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    period: { type: 'string', required: true },
    sales_cents: counter,
    commission_cents: counter,
    credited_sales_cents: counter,
    credited_commission_cents: counter,
    ugc_cents: counter,
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
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'BILL#${period}') },
    toBill: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
    settledOn: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

export type SettledBy = 'invoice_paid' | 'nothing_due';

const key = (brandId: string, period: string) => ({ brand_id: brandId, period });

/** A document client that reads numbers as their exact text (the shared one throws beyond 2^53). */
const exactNumbers = new DocumentClient({
  region: () => env.region,
  endpoint: () => env.dynamoDbEndpoint,
  wrapNumbers: true,
});

/** The counters: every `…_cents` attribute. */
const COUNTERS = (Object.keys(billingPeriodEntity.schema.attributes) as (keyof BillingCounter)[]).filter(
  (name) => name.endsWith('_cents'),
);

/**
 * The period's counter, read so that no value can break the billing run: DynamoDB numbers beyond 2^53
 * (an absurd order that reached the ledger) are read exactly (wrapNumbers, which ElectroDB's shared
 * client cannot do) and reported in `unsafe` instead of throwing.
 */
export const readBillingCounter = async (
  brandId: string,
  period: string,
): Promise<{ carriedTo: string | null; counter: BillingCounter; unsafe: string[] }> => {
  const get = billingPeriodEntity.get(key(brandId, period)).params();
  const { Item } = await exactNumbers.send(new GetCommand({ ...get, ConsistentRead: true }));
  const unsafe: string[] = [];
  const counter = {} as Required<BillingCounter>;
  for (const field of COUNTERS) {
    const text = String((Item?.[field] as { value?: string } | undefined)?.value ?? Item?.[field] ?? 0);
    const value = Number(text);
    counter[field] = Number.isSafeInteger(value) ? value : 0;
    if (!Number.isSafeInteger(value)) unsafe.push(`${field} = ${text}`);
  }
  return { carriedTo: Item?.carried_to ? String(Item.carried_to) : null, counter, unsafe };
};

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
    periods: page.data.map((item) => ({ brandId: item.brand_id, period: item.period })),
    ...(page.cursor ? { next: { cursor: page.cursor } } : {}),
  };
};
