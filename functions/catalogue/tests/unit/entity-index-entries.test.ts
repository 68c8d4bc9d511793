/**
 * What the catalogue's entities compose beyond their key templates (those are held by
 * tests/unit/access-patterns.test.ts): the sparse listings a brand and a product are in only while they
 * qualify, and the Queries that read them.
 */
import { describe, expect, it } from 'vitest';
import { indexKeys } from '../../../shared/data/keys';
import { brand } from '../../entities/brand';
import { product } from '../../entities/product';

// Building params needs a table name; nothing is sent.
process.env.TABLE_NAME ??= 'keys-test';

const values = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(params.ExpressionAttributeValues ?? {});

describe('catalogue entities', () => {
  it('a brand is under its user, and in the brands directory only once a store connects', () => {
    const created = brand.create({ id: 'br_1', user_id: 'u_1', brand_name: 'N', created_at: 'now' }).params();
    expect(created.Item).toMatchObject({ gsi1pk: 'USER#u_1', gsi1sk: 'BRAND', type: 'brand' });
    expect(created.Item).not.toHaveProperty('gsi2pk');
    expect(created.Item).not.toHaveProperty('gsi2sk');
    const directory = brand.query.directory({ gsi2pk: indexKeys.connectedBrands }).params();
    expect(directory.IndexName).toBe('directory');
    expect(values(directory)).toEqual([indexKeys.connectedBrands]);
  });

  it('products, in the marketplace only while available', () => {
    const market = product.query.market({ gsi2pk: indexKeys.marketplace }).params({ order: 'desc' });
    expect([market.IndexName, market.ScanIndexForward, ...values(market)]).toEqual([
      'directory',
      false,
      indexKeys.marketplace,
    ]);
    const byCategory = product.query.marketByCategory({ category: 'beauty' }).params({ order: 'desc' });
    expect([byCategory.IndexName, byCategory.ExpressionAttributeNames['#pk'], ...values(byCategory)]).toEqual(
      ['marketByCategory', 'category', 'beauty'],
    );
    const paused = product
      .patch({ brand_id: 'br_1', id: 'pr_2' })
      .set({ available_to_influencers: false })
      .remove(['gsi2pk', 'gsi2sk'])
      .params();
    expect(paused.UpdateExpression).toMatch(/REMOVE #gsi2pk, #gsi2sk/);
  });

  it('the Sample Store: the products offering a sample (byOwner SAMPLESTORE), cheapest first', () => {
    const store = product.query.sampleStore({ gsi1pk: indexKeys.sampleStore }).params();
    expect(store.IndexName).toBe('byOwner');
    expect(values(store)).toEqual([indexKeys.sampleStore]);
  });
});
