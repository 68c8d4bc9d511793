/**
 * What the identity entities compose beyond their key templates (those are held by
 * tests/unit/access-patterns.test.ts): a creator enters the brands' Creators directory only once onboarded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys } from '../../../shared/data/keys';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'entity-keys';
});

describe('identity entities', () => {
  it('a creator is in the directory only once onboarded', async () => {
    const { creatorEntity } = await import('../../entities/creator');
    const onboarded = creatorEntity.put({ id: 'c1', username: 'bob', onboarding_completed: true }).params();
    expect(onboarded.Item).toMatchObject({
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
});
