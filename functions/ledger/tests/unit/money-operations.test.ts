/**
 * Billing's and payouts' operations (built with `.params()`, or as a transaction's operation) address
 * the items their entities declare and set, move and remove the sparse index entries code composes.
 * The key templates themselves are held by tests/unit/access-patterns.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indexKeys, keys, OPEN_PAYOUT_SHARDS } from '../../../shared/data/keys';
import { stableShard } from '../../../shared/data/shards';
import { carryCreditOperations } from '../../billing/create-invoice';
import type { Invoice } from '../../billing/invoice-rules';
import { paidOperations } from '../../billing/pay-invoice';
import { settlePeriodOperations } from '../../billing/settle-period';
import { billingPeriodEntity } from '../../entities/billing-period';
import { commissionEntity } from '../../entities/commission-entry';
import { invoiceEntity, newInvoice } from '../../entities/invoice';
import { addToPayout, closePayout, newPayout, openPayoutIndex, payoutEntity } from '../../entities/payout';
import {
  commissionsPaidMove,
  entryMove,
  forgetSpentCreatorItems,
  releasePayoutLock,
  statusTotalsMove,
  takePayoutLock,
} from '../../entities/sales-side-items';
import { payableCreatorEntity } from '../../entities/sales-totals';
import { retryOperations } from '../../schedules/mark-overdue-invoices.scheduled';

type Params = {
  Key?: Record<string, unknown>;
  Item?: Record<string, unknown>;
  IndexName?: string;
  KeyConditionExpression?: string;
  UpdateExpression?: string;
  ConditionExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

/** One operation of a transaction (`{ Put | Update | ConditionCheck: params }`) as its params. */
const paramsOf = (operation: unknown): Params =>
  Object.values(operation as Record<string, Params>)[0] as Params;

/** An update's SET and REMOVE clauses with attribute names in place of their placeholders. */
const clauses = (params: Params) => {
  const names = params.ExpressionAttributeNames ?? {};
  const text = (params.UpdateExpression ?? '').replace(/#\w+/g, (name) => names[name] ?? name);
  const values = params.ExpressionAttributeValues ?? {};
  const set = Object.fromEntries(
    [...text.matchAll(/(\w+) = (:\w+)/g)].map(([, name, value]) => [name, values[value as string]]),
  );
  const removed = text.match(/REMOVE (.*?)( ADD|$)/)?.[1]?.split(', ') ?? [];
  return { set, removed };
};

/** A query's partition key value and index. */
const partitionOf = (params: Params) => ({
  index: params.IndexName,
  pk: params.ExpressionAttributeValues?.[':pk'],
  condition: params.KeyConditionExpression,
  sk: params.ExpressionAttributeValues?.[':sk1'],
});

const brandId = 'brd_01J9Z8Y7X6W5V4';
const period = '2026-10';

// Set for this file and restored after it: unit files share worker processes (vitest.config.ts), and
// other files name their own table.
beforeAll(() => {
  vi.stubEnv('TABLE_NAME', 'marketplace');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('invoice', () => {
  const fields = {
    brand_id: brandId,
    brand_name: 'Glow',
    period,
    issued_at: '2026-11-01T00:00:00.000Z',
    due_at: '2026-11-15T00:00:00.000Z',
    total_sales_cents: 10_000,
    commission_rate_percent: 5,
    lines: [],
    amount_cents: 1_500,
  };

  it('is listed by begins_with INVOICE#', () => {
    expect(partitionOf(invoiceEntity.query.primary({ brand_id: brandId }).params())).toMatchObject({
      pk: keys.brand(brandId).pk,
      sk: 'INVOICE#',
      condition: expect.stringContaining('begins_with'),
    });
  });

  it('is created once, pending, in the unpaid index by due date; nulls are not stored', () => {
    const { invoice, create } = newInvoice(fields);
    expect(invoice).toMatchObject({ status: 'pending', paid_at: null, checkout_session_id: null });
    const put = paramsOf(create());
    expect(put.Item).toMatchObject({
      ...invoiceEntity.get({ brand_id: brandId, period }).params().Key,
      type: 'invoice',
      id: 'INV-202610-Y7X6W5V4',
      gsi1pk: indexKeys.unpaidInvoices,
      gsi1sk: `${fields.due_at}#${brandId}#${period}`,
    });
    expect(put.Item).not.toHaveProperty('paid_at');
    expect(put.Item).not.toHaveProperty('gsi2pk');
    expect(put.ConditionExpression).toContain('attribute_not_exists');
  });

  it('the unpaid and retry indexes are queried by their partitions, before an instant', () => {
    expect(
      partitionOf(
        invoiceEntity.query.unpaid({ gsi1pk: indexKeys.unpaidInvoices }).lt({ gsi1sk: 'T' }).params(),
      ),
    ).toEqual({ index: 'byOwner', pk: 'INVOICES#UNPAID', sk: 'T', condition: expect.stringContaining('<') });
    expect(
      partitionOf(
        invoiceEntity.query.retries({ gsi2pk: indexKeys.invoiceChargeRetries }).lt({ gsi2sk: 'T' }).params(),
      ),
    ).toEqual({ index: 'directory', pk: 'INVOICES#RETRY', sk: 'T', condition: expect.stringContaining('<') });
  });

  it('paid: both index entries removed, once', () => {
    const paidAt = new Date('2026-11-20T10:00:00Z');
    const { invoice } = newInvoice(fields);
    const update = paramsOf(paidOperations(invoice, paidAt, { id: 'pi_1', via: 'checkout' }).invoice);
    expect(update.Key).toEqual(invoiceEntity.get({ brand_id: brandId, period }).params().Key);
    const { set, removed } = clauses(update);
    expect(set).toMatchObject({
      status: 'paid',
      paid_at: paidAt.toISOString(),
      paid_by: 'pi_1',
      paid_via: 'checkout',
    });
    expect(removed).toEqual(
      expect.arrayContaining(['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'next_retry_at']),
    );
    expect(update.ConditionExpression).toMatch(/attribute_exists.*<>/);
  });

  it('a claimed retry leaves the retry index, conditional on being the one due', () => {
    const invoice = { ...newInvoice(fields).invoice, next_retry_at: 'R', charge_retries: 1 } as Invoice;
    const update = paramsOf(retryOperations(invoice, 2).claim);
    const { set, removed } = clauses(update);
    expect(set).toMatchObject({ charge_retries: 2 });
    expect(removed).toEqual(expect.arrayContaining(['gsi2pk', 'gsi2sk', 'next_retry_at']));
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toContain('R');
  });
});

describe('billing period', () => {
  it('settling puts it in SETTLED#{day} / {brandId}#{period}, once', () => {
    const update = paramsOf(
      settlePeriodOperations(brandId, period, 'invoice_paid', new Date('2026-11-20T10:00:00Z')).settled,
    );
    expect(update.Key).toEqual(billingPeriodEntity.get({ brand_id: brandId, period }).params().Key);
    expect(clauses(update).set).toMatchObject({
      settled_by: 'invoice_paid',
      gsi2pk: indexKeys.periodsSettledOn('2026-11-20'),
      gsi2sk: `${brandId}#${period}`,
    });
    // Not the billing run's index: settling a month does not make it billable.
    expect(clauses(update).set).not.toHaveProperty('gsi1pk');
    expect(update.ConditionExpression).toContain('attribute_not_exists');
  });

  it('a carried credit goes to the next period, which joins BILLING#{next} / {brandId}', () => {
    const { carried, credited } = carryCreditOperations(brandId, period, '2026-11', {
      commission: 5,
      sales: 100,
    });
    expect(paramsOf(carried).Key).toEqual(
      billingPeriodEntity.get({ brand_id: brandId, period }).params().Key,
    );
    expect(paramsOf(credited).Key).toEqual(
      billingPeriodEntity.get({ brand_id: brandId, period: '2026-11' }).params().Key,
    );
    expect(clauses(paramsOf(credited)).set).toMatchObject({
      gsi1pk: indexKeys.brandsToBill('2026-11'),
      gsi1sk: brandId,
    });
  });

  it('the held periods are read without their counters (which may be beyond safe numbers)', () => {
    const query = billingPeriodEntity.query
      .primary({ brand_id: brandId })
      .where((attr, op) => op.exists(attr.billing_held))
      .params({ attributes: ['period', 'billing_held'] });
    expect(partitionOf(query)).toMatchObject({ pk: keys.brand(brandId).pk, sk: 'BILL#' });
    expect(query.ProjectionExpression).not.toMatch(/cents/);
  });
});

describe('payout', () => {
  const creatorId = 'usr_creator_1';
  const payoutId = 'PO-20261201000000-RUN-ABC';

  it('is opened in PAYOUT#OPEN#{shard} / {opened_at}#{creator}#{payout}', () => {
    const { create } = newPayout(
      {
        payout_id: payoutId,
        creator_id: creatorId,
        trigger: 'scheduled',
        created_at: 'C',
        expected_cents: 3000,
      },
      'O',
    );
    const put = paramsOf(create());
    expect(put.Item).toMatchObject({
      ...payoutEntity.get({ creator_id: creatorId, payout_id: payoutId }).params().Key,
      type: 'payout',
      gsi1pk: indexKeys.openPayouts(stableShard(creatorId, OPEN_PAYOUT_SHARDS)),
      gsi1sk: `O#${creatorId}#${payoutId}`,
    });
    expect(put.Item).toMatchObject(
      openPayoutIndex({ creator_id: creatorId, payout_id: payoutId, opened_at: 'O' }),
    );
  });

  it('gathering adds amounts, sort keys and brand names inside the map, while gathering', () => {
    const update = paramsOf(
      addToPayout(
        { creator_id: creatorId, payout_id: payoutId },
        { amountCents: 150, entrySks: ['COMM#1', 'COMM#2'], brands: { b1: 'Glow' } },
      ),
    );
    const names = update.ExpressionAttributeNames ?? {};
    const text = (update.UpdateExpression ?? '').replace(/#\w+/g, (name) => names[name] ?? name);
    expect(text).toContain('brands.b1 =');
    expect(text).toMatch(/ADD amount_cents/);
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining([150, ['COMM#1', 'COMM#2'], 'Glow', 'gathering']),
    );
  });

  it('closing removes both open-index keys and stores no nulls', () => {
    const update = paramsOf(
      closePayout(
        { creator_id: creatorId, payout_id: payoutId },
        { status: 'cancelled', failure_reason: 'r', failure_code: null, failure_message: null },
      ),
    );
    const { set, removed } = clauses(update);
    expect(removed).toEqual(expect.arrayContaining(['gsi1pk', 'gsi1sk']));
    expect(set).toMatchObject({ stage: 'done', status: 'cancelled', failure_reason: 'r' });
    expect(set).not.toHaveProperty('failure_code');
  });

  it('the sweep queries each open shard before its bound', () => {
    expect(
      partitionOf(
        payoutEntity.query
          .open({ gsi1pk: indexKeys.openPayouts(2) })
          .lt({ gsi1sk: 'B' })
          .params(),
      ),
    ).toEqual({ index: 'byOwner', pk: 'PAYOUT#OPEN#2', sk: 'B', condition: expect.stringContaining('<') });
  });
});

describe("the sales side's items that billing and payouts change", () => {
  const entry = {
    creator_id: 'c1',
    entry_sk: 'COMM#2026-11-01T00:00:00.000Z#o1#l1',
    commission_cents: 100,
    brand_id: brandId,
    brand_name: 'Glow',
  };
  const text = (params: Params) =>
    (params.UpdateExpression ?? params.ConditionExpression ?? '').replace(
      /#\w+/g,
      (name) => params.ExpressionAttributeNames?.[name] ?? name,
    );
  const values = (params: Params) => Object.values(params.ExpressionAttributeValues ?? {});

  it('an entry leaves the payable index for the payout, is paid in it, or comes back, each from where it is', () => {
    const gathered = paramsOf(entryMove(entry, 'available', 'in_payout', 'PO-1'));
    expect(gathered.Key).toEqual(
      commissionEntity.get({ creator_id: 'c1', entry_sk: entry.entry_sk }).params().Key,
    );
    expect(clauses(gathered)).toMatchObject({ set: { status: 'in_payout', payout_id: 'PO-1' } });
    expect(clauses(gathered).removed).toEqual(['gsi1pk', 'gsi1sk']);
    expect(values(gathered)).toEqual(
      expect.arrayContaining(['available', indexKeys.availableCommissions('c1')]),
    );
    const paid = paramsOf(entryMove(entry, 'in_payout', 'paid', 'PO-1'));
    expect(clauses(paid).set).toMatchObject({ status: 'paid' });
    expect(clauses(paid).removed).toEqual([]);
    expect(paid.ConditionExpression).toMatch(/#status = :\w+ AND #payout_id = :\w+/);
    const back = paramsOf(entryMove(entry, 'paid', 'available', 'PO-1'));
    expect(clauses(back).set).toMatchObject({
      status: 'available',
      gsi1pk: indexKeys.availableCommissions('c1'),
      gsi1sk: entry.entry_sk,
    });
    expect(clauses(back).removed).toEqual(['payout_id']);
    expect(values(back)).toEqual(expect.arrayContaining(['paid', 'PO-1']));
  });

  it("the creator's totals, lock and payable marker; the brand's Commissions Paid", () => {
    const totals = paramsOf(statusTotalsMove('c1', 'in_payout', 'available', 100));
    expect(totals.Key).toEqual(keys.creatorStats('c1'));
    expect(text(totals)).toMatch(/ADD commission_in_payout_cents :\w+, commission_available_cents :\w+/);
    expect(values(totals)).toEqual(expect.arrayContaining([-100, 100]));
    const lock = paramsOf(takePayoutLock('c1', 'PO-1'));
    expect(lock.Key).toEqual(keys.creatorStats('c1'));
    expect(clauses(lock).set).toMatchObject({ payout_in_flight: 'PO-1' });
    expect(lock.ConditionExpression).toBe('attribute_not_exists(#payout_in_flight)');
    const unlock = paramsOf(releasePayoutLock('c1', 'PO-1'));
    expect(clauses(unlock).removed).toEqual(['payout_in_flight']);
    expect(unlock.ConditionExpression).toMatch(/^#payout_in_flight = :\w+$/);
    expect(values(unlock)).toContain('PO-1');
    const { spent, marker } = forgetSpentCreatorItems('c1', 3);
    expect(paramsOf(spent).Key).toEqual(keys.creatorStats('c1'));
    expect(paramsOf(spent).ConditionExpression).toMatch(
      /attribute_not_exists\(#commission_available_cents\) OR #commission_available_cents <= :\w+\) AND attribute_not_exists\(#payout_in_flight\)/,
    );
    expect(paramsOf(marker)).toEqual({
      Key: payableCreatorEntity.get({ shard: 3, creator_id: 'c1' }).params().Key,
      TableName: 'marketplace',
    });
    const paid = paramsOf(commissionsPaidMove(brandId, 250));
    expect(paid.Key).toEqual(keys.brandStats(brandId));
    expect(text(paid)).toMatch(/ADD commissions_paid_cents :\w+, commissions_owed_cents :\w+/);
    expect(values(paid)).toEqual(expect.arrayContaining([250, -250]));
  });
});
