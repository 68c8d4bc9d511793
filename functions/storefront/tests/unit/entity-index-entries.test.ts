import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the storefront entities compose beyond their key templates (those are held by
 * tests/unit/access-patterns.test.ts): the public page's partition, sorted settings first, re-pointed when
 * the username changes, and the editor's and the page's one Query each.
 */
process.env.TABLE_NAME ??= 'entity-keys';

let entities: typeof import('../../entities/storefront');
beforeAll(async () => {
  entities = await import('../../entities/storefront');
});

const creator = { id: 'cr1', username: 'ann', avatar_url: null, bio: 'Hi' };

/** The page partition a username's storefront is in, as the entities compose it. */
const pageOf = (username: string) =>
  entities.storefront.update({ creator_id: 'x' }).set({ username, page_sort: '0' }).params()
    .ExpressionAttributeValues[':gsi2pk_u0'];

describe('storefront entities', () => {
  it('settings: the creator partition and the page partition, sorted first', () => {
    const { storefront } = entities;
    const params = storefront.update({ creator_id: 'cr1' }).set({ username: 'ann', page_sort: '0' }).params();
    expect(params.ExpressionAttributeValues).toMatchObject({
      ':gsi2pk_u0': 'STOREFRONT#ann',
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
      gsi2pk: pageOf('ann'),
      gsi2sk: '1#pr_1',
      type: 'storefront-product',
    });
    const repoint = storefrontProduct
      .patch({ creator_id: 'cr1', product_id: 'pr_1' })
      .set({ username: 'bob' })
      .params();
    expect(repoint.ExpressionAttributeValues[':gsi2pk_u0']).toBe(pageOf('bob'));
  });

  it('the profile follows a rename: the settings move now, marked; the rest is left to RepointStorefront', () => {
    const updates = entities.storefrontProfileUpdates(creator, {
      settings: { storefront: { username: 'old' } as never },
      entries: [
        { entry: { product_id: 'pr_1' } as never, creator_id: 'cr1', partition: pageOf('old') },
        { entry: { product_id: 'pr_2' } as never, creator_id: 'cr1', partition: pageOf('ann') },
      ],
      collections: [],
    });
    // Two items whatever the storefront holds: the profile's transaction stays far under 100 items.
    expect(updates).toHaveLength(2);
    expect(updates[0]?.Update?.Key).toEqual(entities.storefront.get({ creator_id: 'cr1' }).params().Key);
    expect(Object.values(updates[0]?.Update?.ExpressionAttributeValues ?? {})).toContain(true);
    expect(updates.at(-1)?.Put?.Item).toMatchObject({
      type: 'outbox-event',
      name: 'StorefrontChanged',
      detail: { version: 1, username: creator.username, previousUsername: 'old' },
    });
  });

  it('a re-point moves stale products and collections to the current name, and only those', () => {
    const moves = entities.repointOperations(creator, {
      settings: undefined,
      entries: [
        { entry: { product_id: 'pr_1' } as never, creator_id: 'cr1', partition: pageOf('old') },
        { entry: { product_id: 'pr_2' } as never, creator_id: 'cr1', partition: pageOf('ann') },
      ],
      collections: [
        { collection: { slug: 'camping' } as never, creator_id: 'cr1', partition: pageOf('old') },
        { collection: { slug: 'beach' } as never, creator_id: 'cr1', partition: pageOf('ann') },
      ],
    });
    expect(Object.keys(moves)).toEqual(['repoint pr_1', 'repoint collection camping']);
    const collectionMove = Object.values(moves)[1] as { Update: { ExpressionAttributeValues: object } };
    expect(Object.values(collectionMove.Update.ExpressionAttributeValues)).toContain(pageOf('ann'));
  });

  it('the two reads of settings and products together: one Query each, as before', () => {
    const { storefrontItems, storefrontService } = entities;
    const editor = storefrontItems.query.primary({ creator_id: 'cr1' }).params({ consistent: true });
    expect(editor.KeyConditionExpression).toBe('#pk = :pk and begins_with(#sk1, :sk1)');
    expect(editor.ExpressionAttributeValues).toEqual({
      ':pk': entities.storefront.get({ creator_id: 'cr1' }).params().Key.pk,
      ':sk1': 'STOREFRONT',
    });
    expect(editor.ConsistentRead).toBe(true);
    const page = storefrontService.collections.page({ username: 'ann' }).params();
    expect(page).toMatchObject({ IndexName: 'directory', KeyConditionExpression: '#pk = :pk' });
    expect(page.ExpressionAttributeValues).toEqual({ ':pk': pageOf('ann') });
    expect(page.FilterExpression).toBeUndefined();
  });
});
