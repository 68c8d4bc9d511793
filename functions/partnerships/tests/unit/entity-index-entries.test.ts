/**
 * What the partnership entities compose beyond their key templates (those are held by
 * tests/unit/access-patterns.test.ts): the brand's listings sorted by status, recomposed when the status
 * changes, a thread list's page key, and a discount code's text claimed whatever its case.
 */
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'entity-keys';
});

const load = async () => ({
  ...(await import('../../entities/application')),
  ...(await import('../../entities/discount-code')),
  ...(await import('../../entities/thread')),
});

const keyValues = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(params.ExpressionAttributeValues ?? {});

describe('partnership entities', () => {
  it("an application's entry in the brand's listing is sorted by status, and follows a decision", async () => {
    const { applicationEntity } = await load();
    const key = { creator_id: 'c1', product_id: 'p1' };
    const created = applicationEntity
      .create({
        ...key,
        ...{ id: 'c1.p1', brand_id: 'b1', creator_username: 'c', product_name: 'p', brand_name: 'b' },
        ...{ status: 'pending', applied_at: 't0', status_at: 't0' },
      })
      .params();
    expect(created.Item).toMatchObject({ gsi1sk: 'pending#t0', type: 'application' });
    const decided = applicationEntity.update(key).set({ status: 'approved', status_at: 't1' }).params();
    expect(keyValues(decided)).toContain('approved#t1');
    const ofBrand = applicationEntity.query.ofBrand({ brand_id: 'b1', status: 'approved' }).params();
    expect(keyValues(ofBrand)).toEqual([created.Item.gsi1pk, 'approved#']);
  });

  it("a page of a thread list continues after a thread's own table key, and nothing else", async () => {
    const { threadEntity, threadKey } = await load();
    expect(threadKey('b1', 'c1')).toEqual(
      threadEntity.get({ brand_id: 'b1', creator_id: 'c1' }).params().Key,
    );
  });

  it("a discount code's text is claimed lower-cased: stores match codes case-insensitively", async () => {
    const { discountCodeClaimEntity, claimKey } = await load();
    const claim = discountCodeClaimEntity
      .upsert({ code_key: claimKey('Bob-2'), code: 'Bob-2', creator_id: 'c1' })
      .params();
    expect(claim.Key).toEqual(discountCodeClaimEntity.get({ code_key: 'bob-2' }).params().Key);
  });
});
