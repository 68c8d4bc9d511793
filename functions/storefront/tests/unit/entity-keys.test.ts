import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys, keys, prefixes } from '../../../shared/data/keys';

/**
 * The storefront entities reproduce the table's keys exactly (items written before ElectroDB keep being
 * found): every operation the module uses, built with `.params()`, against the old key builders.
 */
process.env.TABLE_NAME ??= 'entity-keys';

let entities: typeof import('../../entities/storefront');
beforeAll(async () => {
  entities = await import('../../entities/storefront');
});

const creator = { id: 'cr1', username: 'ann', avatar_url: null, bio: 'Hi' };

describe('storefront entity keys', () => {
  it('settings: the creator partition and the page partition, sorted first', () => {
    const { storefront } = entities;
    const params = storefront.update({ creator_id: 'cr1' }).set({ username: 'ann', page_sort: '0' }).params();
    expect(params.Key).toEqual(keys.storefront('cr1'));
    expect(params.ExpressionAttributeValues).toMatchObject({
      ':gsi2pk_u0': indexKeys.storefront('ann'),
      ':gsi2sk_u0': '0',
      ':type_u0': 'storefront',
    });
  });

  it('products: under the creator, and in the page partition after the settings', () => {
    const { storefrontProduct } = entities;
    const item = storefrontProduct
      .create({
        creator_id: 'cr1',
        product_id: 'pr_1',
        username: 'ann',
        brand_id: 'br1',
        name: 'Mug',
        brand_name: 'Mugs',
        referral_code: 'ann_1',
        added_at: '2026-11-26T00:00:00.000Z',
      })
      .params().Item;
    expect(item).toMatchObject({
      ...keys.storefrontProduct('cr1', 'pr_1'),
      gsi2pk: indexKeys.storefront('ann'),
      gsi2sk: '1#pr_1',
      type: 'storefront-product',
    });
    const repoint = storefrontProduct
      .patch({ creator_id: 'cr1', product_id: 'pr_1' })
      .set({ username: 'bob' })
      .params();
    expect(repoint.Key).toEqual(keys.storefrontProduct('cr1', 'pr_1'));
    expect(repoint.ExpressionAttributeValues[':gsi2pk_u0']).toBe(indexKeys.storefront('bob'));
  });

  it('the profile follows a rename: settings and stale entries re-pointed, both pages announced', () => {
    const updates = entities.storefrontProfileUpdates(creator, {
      settings: { storefront: { username: 'old' } as never },
      entries: [
        { entry: { product_id: 'pr_1' } as never, creator_id: 'cr1', partition: indexKeys.storefront('old') },
        { entry: { product_id: 'pr_2' } as never, creator_id: 'cr1', partition: indexKeys.storefront('ann') },
      ],
    });
    expect(updates.slice(0, -1).map((update) => update.Update?.Key)).toEqual([
      keys.storefront('cr1'),
      keys.storefrontProduct('cr1', 'pr_1'),
    ]);
    expect(updates.at(-1)?.Put?.Item).toMatchObject({
      type: 'outbox-event',
      name: 'StorefrontChanged',
      detail: { version: 1, username: creator.username, previousUsername: 'old' },
    });
  });

  it('followers', () => {
    const { storefrontFollower } = entities;
    expect(storefrontFollower.get({ creator_id: 'cr1', user_id: 'u1' }).params().Key).toEqual(
      keys.storefrontFollower('cr1', 'u1'),
    );
  });

  it('the two reads of settings and products together: one Query each, as before', () => {
    const { storefrontItems, storefrontService } = entities;
    const editor = storefrontItems.query.primary({ creator_id: 'cr1' }).params({ consistent: true });
    expect(editor.KeyConditionExpression).toBe('#pk = :pk and begins_with(#sk1, :sk1)');
    expect(editor.ExpressionAttributeValues).toEqual({
      ':pk': keys.storefront('cr1').pk,
      ':sk1': prefixes.storefront,
    });
    expect(editor.ConsistentRead).toBe(true);
    const page = storefrontService.collections.page({ username: 'ann' }).params();
    expect(page).toMatchObject({ IndexName: 'directory', KeyConditionExpression: '#pk = :pk' });
    expect(page.ExpressionAttributeValues).toEqual({ ':pk': indexKeys.storefront('ann') });
    expect(page.FilterExpression).toBeUndefined();
  });
});
