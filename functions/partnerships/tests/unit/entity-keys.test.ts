/**
 * The partnership entities' key templates reproduce the table's keys (shared/data/keys.ts) exactly, so
 * items written before ElectroDB keep being found, and the brand's listings keep their index entries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexKeys, keys, prefixes } from '../../../shared/data/keys';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'entity-keys';
});

const load = async () => ({
  ...(await import('../../entities/application')),
  ...(await import('../../entities/discount-code')),
  ...(await import('../../entities/message')),
  ...(await import('../../entities/relationship')),
  ...(await import('../../entities/invitation')),
  ...(await import('../../entities/thread')),
});

const keyValues = (params: { ExpressionAttributeValues?: Record<string, unknown> }) =>
  Object.values(params.ExpressionAttributeValues ?? {});

describe('partnership entity keys', () => {
  it('application, and its byOwner entry by status', async () => {
    const { applicationEntity } = await load();
    const key = { creator_id: 'c1', product_id: 'p1' };
    expect(applicationEntity.get(key).params().Key).toEqual(keys.application('c1', 'p1'));
    const created = applicationEntity
      .create({
        ...key,
        ...{ id: 'c1.p1', brand_id: 'b1', creator_username: 'c', product_name: 'p', brand_name: 'b' },
        ...{ status: 'pending', applied_at: 't0', status_at: 't0' },
      })
      .params();
    expect(created.Item).toMatchObject({
      ...keys.application('c1', 'p1'),
      gsi1pk: indexKeys.brandApplications('b1'),
      gsi1sk: 'pending#t0',
      type: 'application',
    });
    const decided = applicationEntity.update(key).set({ status: 'approved', status_at: 't1' }).params();
    expect(decided.Key).toEqual(keys.application('c1', 'p1'));
    expect(keyValues(decided)).toContain('approved#t1');
    const ofBrand = applicationEntity.query.ofBrand({ brand_id: 'b1', status: 'approved' }).params();
    expect(keyValues(ofBrand)).toEqual([indexKeys.brandApplications('b1'), 'approved#']);
    const ofCreator = applicationEntity.query.primary({ creator_id: 'c1' }).params();
    expect(keyValues(ofCreator)).toEqual([keys.creator('c1').pk, prefixes.application]);
  });

  it('discount code, its byOwner entry and the claim of its text', async () => {
    const { discountCodeEntity, discountCodeClaimEntity, claimKey } = await load();
    const key = { creator_id: 'c1', brand_id: 'b1' };
    expect(discountCodeEntity.get(key).params().Key).toEqual(keys.discountCode('c1', 'b1'));
    const created = discountCodeEntity
      .create({
        ...key,
        ...{ creator_username: 'c', brand_name: 'b', code: 'c', current_uses: 0, requested_at: 't0' },
        ...{ status: 'pending', store_sync: 'not_applicable', status_at: 't0' },
      })
      .params();
    expect(created.Item).toMatchObject({
      ...keys.discountCode('c1', 'b1'),
      gsi1pk: indexKeys.brandDiscountCodes('b1'),
      gsi1sk: 'pending#t0',
      type: 'discount-code',
    });
    const ofBrand = discountCodeEntity.query.ofBrand({ brand_id: 'b1' }).params();
    expect(keyValues(ofBrand)).toEqual([indexKeys.brandDiscountCodes('b1')]);
    const ofCreator = discountCodeEntity.query.primary({ creator_id: 'c1' }).params();
    expect(keyValues(ofCreator)).toEqual([keys.creator('c1').pk, prefixes.discountCode]);
    const claim = discountCodeClaimEntity
      .upsert({ code_key: claimKey('Bob-2'), code: 'Bob-2', creator_id: 'c1' })
      .params();
    expect(claim.Key).toEqual(keys.discountCodeClaim('Bob-2'));
  });

  it('relationship and brand message', async () => {
    const { relationshipEntity, brandMessageEntity } = await load();
    expect(relationshipEntity.get({ brand_id: 'b1', creator_id: 'c1' }).params().Key).toEqual(
      keys.relationship('b1', 'c1'),
    );
    expect(keyValues(relationshipEntity.query.primary({ brand_id: 'b1' }).params())).toEqual([
      keys.brand('b1').pk,
      prefixes.relationship,
    ]);
    expect(brandMessageEntity.get({ brand_id: 'b1', id: 'msg_1' }).params().Key).toEqual(
      keys.brandMessage('b1', 'msg_1'),
    );
    expect(keyValues(brandMessageEntity.query.primary({ brand_id: 'b1' }).params())).toEqual([
      keys.brand('b1').pk,
      prefixes.message,
    ]);
  });

  it('invitation, and its byOwner entry for the brand', async () => {
    const { invitationEntity } = await load();
    expect(invitationEntity.get({ creator_id: 'c1', id: 'inv_1' }).params().Key).toEqual(
      keys.invitation('c1', 'inv_1'),
    );
    expect(keyValues(invitationEntity.query.ofBrand({ brand_id: 'b1' }).params())).toEqual([
      indexKeys.brandInvitations('b1'),
      prefixes.invitation,
    ]);
    expect(keyValues(invitationEntity.query.primary({ creator_id: 'c1' }).params())).toEqual([
      keys.creator('c1').pk,
      prefixes.invitation,
    ]);
  });

  it('thread, its messages and the unread totals; the listings of both sides', async () => {
    const { threadEntity, threadMessageEntity, unreadTotalEntity, threadListKeys, partyKey } = await load();
    expect(threadEntity.get({ brand_id: 'b1', creator_id: 'c1' }).params().Key).toEqual(
      keys.thread('b1', 'c1'),
    );
    expect(threadMessageEntity.get({ brand_id: 'b1', creator_id: 'c1', id: 'msg_1' }).params().Key).toEqual(
      keys.threadMessage('b1', 'c1', 'msg_1'),
    );
    expect(unreadTotalEntity.get({ party: partyKey('brand', 'b1') }).params().Key).toEqual(
      keys.unreadMessages(keys.brand('b1').pk),
    );
    expect(unreadTotalEntity.get({ party: partyKey('creator', 'c1') }).params().Key).toEqual(
      keys.unreadMessages(keys.creator('c1').pk),
    );
    expect(threadListKeys('b1', 'c1')).toEqual({
      gsi1pk: indexKeys.brandThreads('b1'),
      gsi2pk: indexKeys.creatorThreads('c1'),
    });
  });
});
