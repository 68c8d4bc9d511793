/**
 * What the content entities compose beyond their key templates (those are held by
 * tests/unit/access-patterns.test.ts): a request is in the open listings only while open, and items
 * read back with the contract's nulls.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ugcRequest, ugcSubmission } from '../../../../contracts/ugc';
import { asUgcRequest, ugcRequestEntity } from '../../entities/ugc-request';
import { asSubmission } from '../../entities/ugc-submission';

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

describe('content entities', () => {
  it('a UGC request, in both open listings while open and in neither once closed', () => {
    const open = ugcRequestEntity.create({ ...request, status: 'open' }).params().Item;
    expect(open).toMatchObject({
      type: 'ugc-request',
      gsi1sk: `${request.created_at}#UR1`,
      gsi2sk: `${request.created_at}#UR1`,
    });
    expect(open).toHaveProperty('gsi1pk');
    expect(open).toHaveProperty('gsi2pk');
    const close = ugcRequestEntity
      .patch({ brand_id: 'b1', id: 'UR1' })
      .set({ status: 'closed', closed_at: 'now', created_at: request.created_at })
      .params();
    expect(close.UpdateExpression).toMatch(/REMOVE #gsi1pk, #gsi1sk, #gsi2pk, #gsi2sk/);
    const everyOpen = ugcRequestEntity.query.allOpen({}).params() as QueryParams;
    expect([everyOpen.IndexName, ...Object.values(everyOpen.ExpressionAttributeValues)]).toEqual([
      'directory',
      open.gsi2pk,
    ]);
    const brandOpen = ugcRequestEntity.query.brandOpen({ brand_id: 'b1' }).params() as QueryParams;
    expect([brandOpen.IndexName, ...Object.values(brandOpen.ExpressionAttributeValues)]).toEqual([
      'byOwner',
      open.gsi1pk,
    ]);
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
