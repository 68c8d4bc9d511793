/**
 * A storefront written before the entities were ElectroDB's (no `__edb_v__`, nulls, entries without a
 * username attribute) keeps working: the public page and the editor read it, a follow counts, and a
 * rename re-points its old entries so the page moves with the name.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCloudEnvironment } from '../../../../tests/support/cloud';
import { PutCommand } from '../../../shared/data/dynamodb/commands';

describe('a storefront written by the code before ElectroDB', () => {
  const id = randomUUID().slice(0, 8);
  const creatorId = `old-cr-${id}`;
  const username = `old${id}`;
  const now = new Date().toISOString();

  beforeAll(async () => {
    useCloudEnvironment();
    const { db, tableName } = await import('../../../shared/data/client');
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName(), Item }));
    // The items the previous saveStorefrontSettings and addStorefrontEntry wrote.
    await put({
      pk: `CREATOR#${creatorId}`,
      sk: 'STOREFRONT',
      type: 'storefront',
      gsi2pk: `STOREFRONT#${username}`,
      gsi2sk: '0',
      creator_id: creatorId,
      username,
      avatar_url: null,
      creator_bio: 'Old bio',
      marketplace_name: 'Old shop',
      bio: '',
      theme_color: '#112233',
      background_color: '#ffffff',
      layout_style: 'grid',
      header_image_url: null,
      is_active: true,
      follower_count: 0,
      product_count: 2,
      created_at: now,
      updated_at: now,
    });
    for (const [productId, featured] of [
      ['pr_a', false],
      ['pr_b', true],
    ] as const) {
      await put({
        pk: `CREATOR#${creatorId}`,
        sk: `STOREFRONT#PRODUCT#${productId}`,
        type: 'storefront-product',
        creator_id: creatorId,
        gsi2pk: `STOREFRONT#${username}`,
        gsi2sk: `1#${productId}`,
        product_id: productId,
        brand_id: 'br_old',
        name: `Product ${productId}`,
        brand_name: 'Old brand',
        image_url: null,
        price_cents: 1000,
        referral_code: `${username}_${productId}`,
        custom_description: null,
        featured,
        display_order: productId === 'pr_a' ? 0 : 1,
        added_at: now,
      });
    }
  });

  it('is read by the public page and the editor, nulls as null, featured first', async () => {
    const { readPublicStorefront, readStorefrontOfCreator } = await import('../../entities/storefront');
    const page = await readPublicStorefront(username);
    expect(page?.storefront).toMatchObject({
      marketplace_name: 'Old shop',
      avatar_url: null,
      header_image_url: null,
    });
    expect(
      page?.entries.map((entry) => [entry.product_id, entry.custom_description, entry.image_url]),
    ).toEqual([
      ['pr_b', null, null],
      ['pr_a', null, null],
    ]);
    expect((await readStorefrontOfCreator(creatorId)).entries).toEqual(page?.entries);
  });

  it('counts a follow', async () => {
    const { setFollowing } = await import('../../follow-storefront');
    expect(await setFollowing(creatorId, `fan-${id}`, true)).toEqual({ following: true, follower_count: 1 });
  });

  it('moves with a rename: the entries are re-pointed, the old name serves nothing', async () => {
    const { readPublicStorefront } = await import('../../entities/storefront');
    const { saveStorefrontSettings } = await import('../../save-storefront-settings');
    const renamed = `new${id}`;
    const creator = { id: creatorId, username: renamed, avatar_url: null, bio: 'Old bio' } as never;
    await saveStorefrontSettings(creator, {
      marketplace_name: 'Renamed shop',
      bio: '',
      theme_color: '#112233',
      background_color: '#ffffff',
      layout_style: 'grid',
      header_image_url: null,
      is_active: true,
    });
    expect(await readPublicStorefront(username)).toBeUndefined();
    const page = await readPublicStorefront(renamed);
    expect(page?.storefront).toMatchObject({
      marketplace_name: 'Renamed shop',
      follower_count: 1,
      product_count: 2,
    });
    expect(page?.entries.map((entry) => entry.product_id)).toEqual(['pr_b', 'pr_a']);
  });
});
