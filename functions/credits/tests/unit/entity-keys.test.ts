/**
 * The credits entities reproduce the table's keys exactly (keys.ts): items written before ElectroDB
 * are found, and new ones are where the old code would have put them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keys, prefixes } from '../../../shared/data/keys';
import {
  creditBalanceEntity,
  creditEntryEntity,
  creditMilestoneEntity,
  creditUgcApprovalEntity,
} from '../../entities/credit-ledger';
import { sampleOrderEntity, sampleRequestEntity } from '../../entities/samples';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'keys-test';
});

type QueryParams = { ExpressionAttributeValues: Record<string, unknown>; IndexName?: string };

describe('credits entity keys', () => {
  it('balance, entries, milestones, UGC approvals', () => {
    expect(creditBalanceEntity.get({ creator_id: 'c1' }).params().Key).toEqual(keys.creditBalance('c1'));
    const entry = creditEntryEntity
      .create({
        creator_id: 'c1',
        id: 'x#milestone#y',
        kind: 'milestone',
        credits: 1,
        description: 'd',
        created_at: 'x',
      })
      .params();
    expect({ pk: entry.Item.pk, sk: entry.Item.sk }).toEqual(keys.creditEntry('c1', 'x#milestone#y'));
    const entries = creditEntryEntity.query.primary({ creator_id: 'c1' }).params() as QueryParams;
    expect(Object.values(entries.ExpressionAttributeValues)).toEqual([
      keys.creditBalance('c1').pk,
      prefixes.creditEntry,
    ]);
    expect(
      creditMilestoneEntity.get({ creator_id: 'c1', award: 'top_performer#2026-10' }).params().Key,
    ).toEqual(keys.creditMilestone('c1', 'top_performer#2026-10'));
    const awards = creditMilestoneEntity.query.primary({ creator_id: 'c1' }).params() as QueryParams;
    expect(Object.values(awards.ExpressionAttributeValues)).toEqual([
      keys.creditBalance('c1').pk,
      prefixes.creditMilestone,
    ]);
    expect(creditUgcApprovalEntity.get({ creator_id: 'c1', submission_id: 'US1' }).params().Key).toEqual(
      keys.creditUgcApproval('c1', 'US1'),
    );
  });

  it('sample orders and requests', () => {
    expect(sampleOrderEntity.get({ brand_id: 'b1', id: 'so_1' }).params().Key).toEqual(
      keys.sampleOrder('b1', 'so_1'),
    );
    const orders = sampleOrderEntity.query.primary({ brand_id: 'b1' }).params() as QueryParams;
    expect(Object.values(orders.ExpressionAttributeValues)).toEqual([
      keys.brand('b1').pk,
      prefixes.sampleOrder,
    ]);
    expect(
      sampleRequestEntity.get({ brand_id: 'b1', creator_id: 'c1', product_id: 'p1' }).params().Key,
    ).toEqual(keys.sampleRequest('b1', 'c1', 'p1'));
    const requests = sampleRequestEntity.query.primary({ brand_id: 'b1' }).params() as QueryParams;
    expect(Object.values(requests.ExpressionAttributeValues)).toEqual([
      keys.brand('b1').pk,
      prefixes.sampleRequest,
    ]);
  });
});

describe('samples that ship (issue 21)', () => {
  it("the creator's sample orders, the store order's pointer, the remembered address", async () => {
    const { sampleStoreOrderEntity, shippingAddressEntity } = await import('../../entities/samples');
    const { indexKeys } = await import('../../../shared/data/keys');
    const mine = sampleOrderEntity.query.byCreator({ creator_id: 'c1' }).params() as QueryParams;
    expect(mine.IndexName).toBe('byOwner');
    expect(Object.values(mine.ExpressionAttributeValues)).toContain(indexKeys.creatorSampleOrders('c1'));
    expect(
      sampleStoreOrderEntity.get({ shop_domain: 's.myshopify.com', store_order_id: '51' }).params().Key,
    ).toEqual(keys.sampleStoreOrder('s.myshopify.com', '51'));
    expect(shippingAddressEntity.get({ creator_id: 'c1' }).params().Key).toEqual(keys.shippingAddress('c1'));
  });
});
