/**
 * The catalogue's ElectroDB entities address exactly the keys the table already holds (keys.ts):
 * items written before the entities existed are read and changed in place.
 */
import { describe, expect, it } from 'vitest';
import { indexKeys, keys, prefixes } from '../../../shared/data/keys';
import { brand, brandOwner } from '../../entities/brand';
import { brandDirectoryStats } from '../../entities/brand-directory-stats';
import { activeImport, importJob } from '../../entities/import-job';
import { oauthInstallEntity } from '../../entities/oauth-install';
import { product, productPointer } from '../../entities/product';

// Building params needs a table name; nothing is sent.
process.env.TABLE_NAME ??= 'keys-test';

const keyOf = (params: { Key?: unknown }) => params.Key;
const values = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(params.ExpressionAttributeValues ?? {});

describe('catalogue entity keys', () => {
  it('brands, their owner guard and the directory totals', () => {
    expect(keyOf(brand.get({ id: 'br_1' }).params())).toEqual(keys.brand('br_1'));
    expect(keyOf(brandOwner.get({ userId: 'u_1' }).params())).toEqual(keys.brandOwner('u_1'));
    expect(keyOf(brandDirectoryStats.get({}).params())).toEqual(keys.brandDirectoryStats());
    const created = brand.create({ id: 'br_1', user_id: 'u_1', brand_name: 'N', created_at: 'now' }).params();
    expect(created.Item).toMatchObject({
      ...keys.brand('br_1'),
      gsi1pk: 'USER#u_1',
      gsi1sk: 'BRAND',
      type: 'brand',
    });
    // Not in the directory until a store connects: no index keys at all.
    expect(created.Item).not.toHaveProperty('gsi2pk');
    expect(created.Item).not.toHaveProperty('gsi2sk');
    const directory = brand.query.directory({ gsi2pk: indexKeys.connectedBrands }).params();
    expect(directory.IndexName).toBe('directory');
    expect(values(directory)).toEqual([indexKeys.connectedBrands]);
  });

  it("a product's id pointer: the product id alone finds its brand", () => {
    expect(keyOf(productPointer.get({ id: 'pr_2' }).params())).toEqual(keys.productPointer('pr_2'));
    expect(productPointer.put({ id: 'pr_2', brand_id: 'br_1' }).params().Item).toMatchObject({
      ...keys.productPointer('pr_2'),
      brand_id: 'br_1',
      type: 'product-pointer',
    });
  });

  it('products, in the marketplace only while available', () => {
    expect(keyOf(product.get({ brand_id: 'br_1', id: 'pr_2' }).params())).toEqual(
      keys.product('br_1', 'pr_2'),
    );
    expect(values(product.query.primary({ brand_id: 'br_1' }).params())).toEqual([
      keys.brand('br_1').pk,
      prefixes.product,
    ]);
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
    expect(keyOf(paused)).toEqual(keys.product('br_1', 'pr_2'));
    expect(paused.UpdateExpression).toMatch(/REMOVE #gsi2pk, #gsi2sk/);
  });

  it('the Sample Store: the products offering a sample (byOwner SAMPLESTORE), cheapest first', () => {
    const store = product.query.sampleStore({ gsi1pk: indexKeys.sampleStore }).params();
    expect(store.IndexName).toBe('byOwner');
    expect(values(store)).toEqual([indexKeys.sampleStore]);
  });

  it('import jobs and the active-import marker', () => {
    expect(keyOf(importJob.get({ brandId: 'br_1', id: 'imp_2' }).params())).toEqual(
      keys.importJob('br_1', 'imp_2'),
    );
    expect(keyOf(activeImport.update({ brandId: 'br_1' }).set({ finished: true }).params())).toEqual(
      keys.activeImport('br_1'),
    );
    const latest = importJob.query.primary({ brandId: 'br_1' }).begins({ id: 'imp_' }).params();
    expect(values(latest)).toEqual([keys.brand('br_1').pk, `${prefixes.importJob}imp_`]);
  });

  it("a store connection's OAuth install", () => {
    expect(keyOf(oauthInstallEntity.get({ nonce: 'n-1' }).params())).toEqual(keys.oauthInstall('n-1'));
    expect(keyOf(oauthInstallEntity.delete({ nonce: 'n-1' }).params())).toEqual(keys.oauthInstall('n-1'));
  });
});
