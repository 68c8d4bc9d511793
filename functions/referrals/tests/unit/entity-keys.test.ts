import { beforeAll, describe, expect, it } from 'vitest';
import { productLinkCountAdd } from '../../../catalogue';
import { indexKeys, keys } from '../../../shared/data/keys';

/**
 * The referrals entities reproduce the table's keys exactly (items written before ElectroDB keep being
 * found): every operation the module uses, built with `.params()`, against the old key builders.
 */
process.env.TABLE_NAME ??= 'entity-keys';

let entities: typeof import('../../entities/referral-link') & typeof import('../../entities/click-counter');
beforeAll(async () => {
  entities = {
    ...(await import('../../entities/referral-link')),
    ...(await import('../../entities/click-counter')),
  };
});

const link = {
  id: 'ann_12345678',
  referral_code: 'ann_12345678',
  creator_id: 'cr1',
  creator_username: 'ann',
  product_id: 'pr_12345678',
  product_name: 'Mug',
  brand_id: 'br1',
  brand_name: 'Mugs',
  destination_url: '/product/pr_12345678',
  utm_campaign: 'partnership',
  utm_content: 'ann',
  clicks: 0,
  conversions: 0,
  total_sales_cents: 0,
  commission_cents: 0,
  created_at: '2026-11-26T00:00:00.000Z',
};

describe('referrals entity keys', () => {
  it('link, its listings and its owner', () => {
    const { referralLink, linkOwner } = entities;
    expect(referralLink.get({ referral_code: link.referral_code }).params().Key).toEqual(
      keys.link(link.referral_code),
    );
    const put = referralLink.create(link).params().Item;
    expect(put).toMatchObject({
      ...keys.link(link.referral_code),
      gsi1pk: indexKeys.creatorLinks('cr1'),
      gsi1sk: link.created_at,
      gsi2pk: indexKeys.productLinks('pr_12345678'),
      gsi2sk: 'cr1',
      type: 'referral-link',
    });
    expect(linkOwner.get({ creator_id: 'cr1', product_id: 'pr_1' }).params().Key).toEqual(
      keys.linkOwner('cr1', 'pr_1'),
    );
    expect(
      linkOwner.create({ creator_id: 'cr1', product_id: 'pr_1', code: 'x' }).params().Item,
    ).toMatchObject({
      ...keys.linkOwner('cr1', 'pr_1'),
      type: 'link-owner',
      code: 'x',
    });
    const byCreator = referralLink.query.ofCreator({ creator_id: 'cr1' }).params({ order: 'desc' });
    expect(byCreator).toMatchObject({ IndexName: 'byOwner', ScanIndexForward: false });
    expect(byCreator.ExpressionAttributeValues).toEqual({ ':pk': indexKeys.creatorLinks('cr1') });
    const ofProduct = referralLink.query.ofProduct({ product_id: 'pr_1' }).params({ order: 'desc' });
    expect(ofProduct).toMatchObject({ IndexName: 'directory', ScanIndexForward: false });
    expect(ofProduct.ExpressionAttributeValues).toEqual({ ':pk': indexKeys.productLinks('pr_1') });
  });

  it("a new link counts on the product's item (catalogue's operation)", () => {
    const counted = productLinkCountAdd('br1', 'pr_1') as unknown as {
      Update: { Key: object; ExpressionAttributeValues: object };
    };
    expect(counted.Update.Key).toEqual(keys.product('br1', 'pr_1'));
    expect(counted.Update.ExpressionAttributeValues).toMatchObject({ ':type_u0': 'product' });
  });

  it('click shards and their aggregation marks', () => {
    const { clickShard, clickShardAggregated } = entities;
    const shards = clickShard.query.primary({ code: 'ann_1' }).params();
    expect(shards.ExpressionAttributeValues[':pk']).toBe(keys.clickShard('ann_1', 0).pk);
    expect(keys.clickShard('ann_1', 7).sk.startsWith(shards.ExpressionAttributeValues[':sk1'])).toBe(true);
    const mark = { code: 'ann_1', shard: 'SHARD#7', applied: 3, expiresAt: 1 };
    expect(clickShardAggregated.create(mark).params().Item).toMatchObject({
      ...keys.clickShardAggregated('ann_1', 'SHARD#7'),
      type: 'click-aggregated',
    });
    const [batch] = clickShardAggregated.get([{ code: 'ann_1', shard: 'SHARD#7' }]).params();
    expect((Object.values(batch.RequestItems)[0] as { Keys: unknown }).Keys).toEqual([
      keys.clickShardAggregated('ann_1', 'SHARD#7'),
    ]);
  });
});
