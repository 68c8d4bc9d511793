/**
 * The identity entities' key templates reproduce the table's keys (shared/data/keys.ts) exactly, so
 * items written before ElectroDB keep being found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys, keys } from '../../../shared/data/keys';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'entity-keys';
});

const load = async () => ({
  ...(await import('../../entities/creator')),
  ...(await import('../../entities/profile')),
  ...(await import('../../entities/username')),
  ...(await import('../../entities/api-key')),
  ...(await import('../../entities/api-key-rate-window')),
  ...(await import('../../entities/api-brand-rate-window')),
});

describe('identity entity keys', () => {
  it('profile', async () => {
    const { profileEntity } = await load();
    expect(profileEntity.get({ id: 'u1' }).params().Key).toEqual(keys.profile('u1'));
    expect(profileEntity.patch({ id: 'u1' }).set({ onboarding_completed: true }).params().Key).toEqual(
      keys.profile('u1'),
    );
  });

  it('username claim', async () => {
    const { usernameEntity } = await load();
    expect(usernameEntity.get({ username: 'bob' }).params().Key).toEqual(keys.username('bob'));
    const item = usernameEntity.put({ username: 'bob', creator_id: 'c1' }).params().Item;
    expect(item).toMatchObject({ ...keys.username('bob'), type: 'username', creator_id: 'c1' });
  });

  it('creator, in the directory only once onboarded', async () => {
    const { creatorEntity } = await load();
    expect(creatorEntity.get({ id: 'c1' }).params().Key).toEqual(keys.creator('c1'));
    const onboarded = creatorEntity.put({ id: 'c1', username: 'bob', onboarding_completed: true }).params();
    expect(onboarded.Item).toMatchObject({
      ...keys.creator('c1'),
      type: 'creator',
      gsi2pk: indexKeys.creatorDirectory,
      gsi2sk: 'bob',
    });
    const notYet = creatorEntity.put({ id: 'c1', username: 'bob', onboarding_completed: false }).params();
    expect(notYet.Item).not.toHaveProperty('gsi2pk');
    expect(notYet.Item).not.toHaveProperty('gsi2sk');
    const completing = creatorEntity
      .upsert({ id: 'c1', username: 'bob', onboarding_completed: true, updated_at: 'now' })
      .params();
    expect(completing.ExpressionAttributeValues).toMatchObject({
      ':gsi2pk_u0': indexKeys.creatorDirectory,
      ':gsi2sk_u0': 'bob',
    });
    const query = creatorEntity.query.directory({}).params();
    expect(query.IndexName).toBe('directory');
    expect(Object.values(query.ExpressionAttributeValues)).toEqual([indexKeys.creatorDirectory]);
  });

  it('API key, its hash lookup and the brand count (issue 22)', async () => {
    const { apiKeyEntity, apiKeyHashEntity, apiKeyCountEntity } = await load();
    expect(apiKeyEntity.get({ brand_id: 'b1', id: 'k1' }).params().Key).toEqual(keys.apiKey('b1', 'k1'));
    expect(apiKeyHashEntity.get({ sha256: 'h1' }).params().Key).toEqual(keys.apiKeyHash('h1'));
    expect(apiKeyCountEntity.get({ brand_id: 'b1' }).params().Key).toEqual(keys.apiKeyCount('b1'));
  });

  it("the key's and the brand's rate windows (issues 22 and 31)", async () => {
    const { apiKeyRateWindowEntity, apiBrandRateWindowEntity } = await load();
    const start = '2026-11-29T00:00:00.000Z';
    expect(
      apiKeyRateWindowEntity.update({ keyId: 'k1', windowStart: start }).add({ count: 1 }).params().Key,
    ).toEqual(keys.apiKeyRateWindow('k1', start));
    expect(
      apiBrandRateWindowEntity.update({ brandId: 'b1', windowStart: start }).add({ count: 1 }).params().Key,
    ).toEqual(keys.apiBrandRateWindow('b1', start));
  });
});
