/**
 * The sales ledger's entities address exactly the items today's keys name (functions/shared/data/keys.ts),
 * so items written before ElectroDB are found, counted and moved: every operation the sales code uses,
 * built with `.params()`, against the old key builders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brandStatsEntity } from '../../../catalogue';
import { addToCodeTotals } from '../../../partnerships';
import { addToLinkTotals } from '../../../referrals';
import { brandDayEntity, creatorDayEntity } from '../../../shared/data/daily-counters';
import { indexKeys, keys, prefixes } from '../../../shared/data/keys';
import { billingPeriodEntity } from '../../entities/billing-period';
import {
  availableIndexOf,
  awaitingIndexOf,
  commissionEntity,
  createEntry,
  holdIndexOf,
} from '../../entities/commission-entry';
import { creatorStatsEntity } from '../../entities/creator-stats';
import { earlyReversalEntity } from '../../entities/early-reversal';
import { saleEntity, shopOrderEntity } from '../../entities/sale';
import { monthSalesEntity, payableCreatorEntity } from '../../entities/sales-totals';
import { progressUpdate } from '../../sales/ledger-chunks';
import { ledgerCounterUpdates } from '../../sales/ledger-counters';
import { payableMarkerItem, payableShardOf } from '../../sales/release-matured-commissions';

beforeEach(() => {
  vi.stubEnv('TABLE_NAME', 'table');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const keyOf = (params: { Key?: unknown }) => params.Key;

/** The key condition's values, whatever ElectroDB names its placeholders. */
const conditionValues = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(params.ExpressionAttributeValues ?? {});

const entry = {
  entry_sk: 'COMM#2026-11-02T10:00:00.000Z#1001#L1',
  creator_id: 'cr_1',
  brand_id: 'br_1',
  brand_name: 'Glow',
  order_id: '1001',
  order_name: '#1001',
  sale_sk: 'SALE#2026-11-02T10:00:00.000Z#1001',
  line_id: 'L1',
  product_id: null,
  product_name: 'Serum',
  link_code: 'ava_glow',
  kind: 'sale' as const,
  reverses: null,
  refund_id: null,
  quantity: 1,
  price_cents: 1000,
  discount_cents: 0,
  base_cents: 1000,
  rate_percentage: 10,
  commission_cents: 100,
  status: 'pending' as const,
  hold_until: '2026-12-02T10:00:00.000Z',
  bill_period: '2026-11',
  attribution_method: 'link' as const,
  attribution_via: 'ava_glow',
  explanation: 'x',
  created_at: '2026-11-02T10:00:00.000Z',
};

describe('sales ledger keys are the table keys of before', () => {
  it('sale and shop-order pointer', () => {
    const saleSk = 'SALE#2026-11-02T10:00:00.000Z#1001';
    expect(keyOf(saleEntity.get({ brand_id: 'br_1', sale_sk: saleSk }).params())).toEqual(
      keys.sale('br_1', saleSk),
    );
    expect(
      keyOf(shopOrderEntity.get({ shop_domain: 'glow.myshopify.com', order_id: '1001' }).params()),
    ).toEqual(keys.shopOrder('glow.myshopify.com', '1001'));
    const list = saleEntity.query.primary({ brand_id: 'br_1' }).begins({ sale_sk: prefixes.sale }).params();
    expect(conditionValues(list)).toEqual([keys.brand('br_1').pk, prefixes.sale]);
    expect(list.KeyConditionExpression).toMatch(/begins_with/);
    // Every item of a shop's partition is an ORDER#: ElectroDB's sort-key prefix narrows nothing.
    expect(
      conditionValues(shopOrderEntity.query.primary({ shop_domain: 'glow.myshopify.com' }).params()),
    ).toEqual([keys.shopOrder('glow.myshopify.com', '').pk, 'ORDER#']);
    const progress = progressUpdate({ brand_id: 'br_1', sale_sk: saleSk }, 'recording', 1, 3).Update;
    expect(progress?.Key).toEqual(keys.sale('br_1', saleSk));
  });

  it("a refund kept for its order, and the Query that finds an order's (its prefix closed by #)", () => {
    const kept = { shop_domain: 'glow.myshopify.com', order_id: '1001', reversal_id: '77' };
    expect(keyOf(earlyReversalEntity.get(kept).params())).toEqual(
      keys.earlyReversal('glow.myshopify.com', '1001', '77'),
    );
    // Order 1001's items only, not order 10012's.
    expect(
      conditionValues(
        earlyReversalEntity.query.primary({ shop_domain: 'glow.myshopify.com', order_id: '1001' }).params(),
      ),
    ).toEqual([keys.shopOrder('glow.myshopify.com', '').pk, 'EARLYREV#1001#']);
  });

  it('a ledger entry, its stage indexes and the Queries that find it', () => {
    const put = createEntry(entry).params() as { Item: Record<string, unknown> };
    expect({ pk: put.Item.pk, sk: put.Item.sk }).toEqual(keys.commissionEntry('cr_1', entry.entry_sk));
    expect(put.Item.type).toBe('commission');
    expect({ gsi1pk: put.Item.gsi1pk, gsi1sk: put.Item.gsi1sk }).toEqual(holdIndexOf(entry));
    // Nulls are not stored (they read back as null); a held entry is in no index.
    expect(put.Item).not.toHaveProperty('product_id');
    const held = createEntry({ ...entry, status: 'held' }).params() as { Item: Record<string, unknown> };
    expect(held.Item).not.toHaveProperty('gsi1pk');
    const available = createEntry({ ...entry, status: 'available' }).params() as {
      Item: Record<string, unknown>;
    };
    expect(available.Item.gsi1pk).toBe(indexKeys.availableCommissions('cr_1'));

    const matured = commissionEntity.query
      .stage({ gsi1pk: indexKeys.maturingCommissions(2) })
      .lt({ gsi1sk: '2026-12-03' })
      .params();
    expect(matured.IndexName).toBe('byOwner');
    expect(conditionValues(matured)).toEqual([indexKeys.maturingCommissions(2), '2026-12-03']);
    const awaiting = awaitingIndexOf(entry, '2026-11');
    expect(conditionValues(commissionEntity.query.stage({ gsi1pk: awaiting.gsi1pk }).params())).toEqual([
      indexKeys.commissionsAwaitingInvoice('br_1', '2026-11'),
    ]);
    expect(availableIndexOf(entry).gsi1sk).toBe(entry.entry_sk);
    const ledger = commissionEntity.query
      .primary({ creator_id: 'cr_1' })
      .begins({ entry_sk: prefixes.commissionEntry })
      .params();
    expect(conditionValues(ledger)).toEqual([keys.creator('cr_1').pk, prefixes.commissionEntry]);
  });

  it('every total a sale moves', () => {
    expect(keyOf(brandStatsEntity.get({ brandId: 'br_1' }).params())).toEqual(keys.brandStats('br_1'));
    expect(keyOf(creatorStatsEntity.get({ creatorId: 'cr_1' }).params())).toEqual(keys.creatorStats('cr_1'));
    expect(keyOf(brandDayEntity.get({ brandId: 'br_1', day: '2026-11-02' }).params())).toEqual(
      keys.brandDay('br_1', '2026-11-02'),
    );
    expect(keyOf(creatorDayEntity.get({ creatorId: 'cr_1', day: '2026-11-02' }).params())).toEqual(
      keys.creatorDay('cr_1', '2026-11-02'),
    );
    // The link's and the discount code's totals: the owners' operations, on their items.
    const link = addToLinkTotals('ava_glow', { conversions: 1 }) as unknown as { Update: { Key: object } };
    expect(link.Update.Key).toEqual(keys.link('ava_glow'));
    const code = addToCodeTotals('cr_1', 'br_1', { conversions: 1 }) as unknown as {
      Update: { Key: object };
    };
    expect(code.Update.Key).toEqual(keys.discountCode('cr_1', 'br_1'));
    expect(keyOf(monthSalesEntity.get({ month: '2026-11', creator_id: 'cr_1' }).params())).toEqual(
      keys.creatorMonthSales('2026-11', 'cr_1'),
    );
    expect(keyOf(billingPeriodEntity.get({ brand_id: 'br_1', period: '2026-11' }).params())).toEqual(
      keys.brandBillingPeriod('br_1', '2026-11'),
    );
    expect(
      keyOf(payableCreatorEntity.get({ shard: payableShardOf('cr_1'), creator_id: 'cr_1' }).params()),
    ).toEqual(keys.payableCreator(payableShardOf('cr_1'), 'cr_1'));
    expect(payableMarkerItem('cr_1', '2026-11-02T10:00:00.000Z').Put?.Item).toMatchObject({
      ...keys.payableCreator(payableShardOf('cr_1'), 'cr_1'),
      type: 'payable-creator',
      creator_id: 'cr_1',
      marked_at: '2026-11-02T10:00:00.000Z',
    });

    const updates = ledgerCounterUpdates(
      {
        brandId: 'br_1',
        creatorId: 'cr_1',
        day: '2026-11-02',
        linkCode: 'ava_glow',
        viaDiscountCode: true,
        billPeriod: '2026-11',
        creatorDays: true,
      },
      { conversions: 1, salesCents: 1000, commissionCents: 100, byStatus: { pending: 100 }, counted: true },
    );
    expect(updates.map((update) => update.Update.Key)).toEqual([
      keys.link('ava_glow'),
      keys.discountCode('cr_1', 'br_1'),
      keys.creatorStats('cr_1'),
      keys.brandStats('br_1'),
      keys.creatorDay('cr_1', '2026-11-02'),
      keys.brandDay('br_1', '2026-11-02'),
      keys.creatorMonthSales('2026-11', 'cr_1'),
      keys.brandCreatorDay('br_1', 'cr_1', '2026-11-02'),
      keys.brandBillingPeriod('br_1', '2026-11'),
      // Issue 31: the creator's part of the period, in the same transaction (the invoice's row).
      keys.brandCreatorBillingPeriod('br_1', '2026-11', 'cr_1'),
    ]);
    // Atomic ADDs, never a read-modify-write; the billing counter joins its period's index.
    for (const { Update } of updates) expect(Update.UpdateExpression).toMatch(/ADD /);
    const billing = updates.at(-2)?.Update;
    const byCreator = updates.at(-1)?.Update;
    // The same amounts on both: the creators' counters sum to the brand's.
    expect(byCreator?.UpdateExpression).toMatch(/ADD /);
    expect(Object.values(byCreator?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining([1000, 100]),
    );
    expect(Object.values(billing?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining([indexKeys.brandsToBill('2026-11'), 'br_1', 'billing-period']),
    );
  });

  it('a held sale adds nothing to the counted totals, only to the held commission', () => {
    const updates = ledgerCounterUpdates(
      { brandId: 'br_1', creatorId: 'cr_1', day: '2026-11-02', linkCode: 'ava_glow', viaDiscountCode: false },
      { conversions: 1, salesCents: 1000, commissionCents: 100, byStatus: { held: 100 }, counted: false },
    );
    expect(updates.map((update) => update.Update.Key)).toEqual([
      keys.creatorStats('cr_1'),
      keys.brandStats('br_1'),
    ]);
    expect(updates.flatMap((update) => Object.values(update.Update.ExpressionAttributeNames ?? {}))).toEqual(
      expect.arrayContaining(['commission_held_cents', 'commissions_held_cents']),
    );
  });
});
