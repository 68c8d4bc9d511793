/**
 * The content entities reproduce the table's keys exactly (keys.ts), the sparse open-request listings
 * included: items written before ElectroDB are found, and new ones are where the old code put them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ugcRequest, ugcSubmission } from '../../../../contracts/ugc';
import { indexKeys, keys, prefixes } from '../../../shared/data/keys';
import { asUgcRequest, ugcRequestEntity } from '../../entities/ugc-request';
import { asSubmission, contentLicenceEntity, ugcSubmissionEntity } from '../../entities/ugc-submission';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'keys-test';
});

type QueryParams = { ExpressionAttributeValues: Record<string, unknown>; IndexName?: string };

const request = {
  brand_id: 'b1',
  id: 'UR1',
  brand_name: 'B',
  title: 't',
  description: 'd',
  content_type: 'reel',
  budget_cents: 100,
  licensing_duration_months: 12,
  created_at: '2026-10-01T00:00:00.000Z',
} as const;

describe('content entity keys', () => {
  it('a UGC request, in both open listings while open and in neither once closed', () => {
    const open = ugcRequestEntity.create({ ...request, status: 'open' }).params().Item;
    expect({ pk: open.pk, sk: open.sk }).toEqual(keys.ugcRequest('b1', 'UR1'));
    expect(open).toMatchObject({
      type: 'ugc-request',
      gsi1pk: indexKeys.brandOpenUgcRequests('b1'),
      gsi1sk: `${request.created_at}#UR1`,
      gsi2pk: indexKeys.openUgcRequests,
      gsi2sk: `${request.created_at}#UR1`,
    });
    const close = ugcRequestEntity
      .patch({ brand_id: 'b1', id: 'UR1' })
      .set({ status: 'closed', closed_at: 'now', created_at: request.created_at })
      .params();
    expect(close.Key).toEqual(keys.ugcRequest('b1', 'UR1'));
    expect(close.UpdateExpression).toMatch(/REMOVE #gsi1pk, #gsi1sk, #gsi2pk, #gsi2sk/);
    const all = ugcRequestEntity.query.primary({ brand_id: 'b1' }).params() as QueryParams;
    expect(Object.values(all.ExpressionAttributeValues)).toEqual([keys.brand('b1').pk, prefixes.ugcRequest]);
    const everyOpen = ugcRequestEntity.query.allOpen({}).params() as QueryParams;
    expect([everyOpen.IndexName, ...Object.values(everyOpen.ExpressionAttributeValues)]).toEqual([
      'directory',
      indexKeys.openUgcRequests,
    ]);
    const brandOpen = ugcRequestEntity.query.brandOpen({ brand_id: 'b1' }).params() as QueryParams;
    expect([brandOpen.IndexName, ...Object.values(brandOpen.ExpressionAttributeValues)]).toEqual([
      'byOwner',
      indexKeys.brandOpenUgcRequests('b1'),
    ]);
  });

  it('a submission, listed under its creator; its licence', () => {
    const item = ugcSubmissionEntity
      .create({
        brand_id: 'b1',
        id: 'US1',
        brand_name: 'B',
        licensing_duration_months: 12,
        creator_id: 'c1',
        creator_username: 'u',
        content_type: 'reel',
        content_url: 'https://x',
        content_description: 'd',
        status: 'pending',
        submitted_at: '2026-10-01T00:00:00.000Z',
      })
      .params().Item;
    expect({ pk: item.pk, sk: item.sk }).toEqual(keys.ugcSubmission('b1', 'US1'));
    expect(item).toMatchObject({
      type: 'ugc-submission',
      gsi1pk: indexKeys.creatorUgcSubmissions('c1'),
      gsi1sk: '2026-10-01T00:00:00.000Z#US1',
    });
    const brands = ugcSubmissionEntity.query.primary({ brand_id: 'b1' }).params() as QueryParams;
    expect(Object.values(brands.ExpressionAttributeValues)).toEqual([
      keys.brand('b1').pk,
      prefixes.ugcSubmission,
    ]);
    const mine = ugcSubmissionEntity.query.byCreator({ creator_id: 'c1' }).params() as QueryParams;
    expect([mine.IndexName, ...Object.values(mine.ExpressionAttributeValues)]).toEqual([
      'byOwner',
      indexKeys.creatorUgcSubmissions('c1'),
    ]);
    expect(contentLicenceEntity.get({ brand_id: 'b1', submission_id: 'US1' }).params().Key).toEqual(
      keys.contentLicence('b1', 'US1'),
    );
  });
});

describe('content items as read', () => {
  // Nulls are never stored: the entities' optional attributes are exactly the contract's nullable fields.
  const nullable = (schema: typeof ugcRequest | typeof ugcSubmission) =>
    Object.entries(schema.shape)
      .filter(([, field]) => z.safeParse(field, null).success)
      .map(([name]) => name)
      .sort();

  it('an item without its optional attributes reads back with every nullable field null', () => {
    expect(Object.keys(asUgcRequest({})).sort()).toEqual(nullable(ugcRequest));
    expect(Object.values(asUgcRequest({})).every((value) => value === null)).toBe(true);
    expect(Object.keys(asSubmission({})).sort()).toEqual(nullable(ugcSubmission));
    expect(asSubmission({ id: 'US1', decided_at: 'x' })).toMatchObject({
      id: 'US1',
      decided_at: 'x',
      licence: null,
    });
  });
});
