/**
 * The shared plumbing's entities reproduce the table's keys exactly (keys.ts): a rate window and the
 * brands' and creators' day counters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../data/keys';
import { brandDayEntity, creatorDayEntity } from '../../entities/day-counters';
import { rateWindowEntity } from '../../entities/rate-window';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'keys-test';
});

describe('shared entity keys', () => {
  it('rate window', () => {
    const start = '2026-10-01T10:00:00.000Z';
    expect(
      rateWindowEntity
        .update({ creatorId: 'c1', action: 'sampleRequest', windowStart: start })
        .add({ count: 1 })
        .params().Key,
    ).toEqual(keys.rateWindow('c1', 'sampleRequest', start));
  });

  it('day counters, and the range Query over them', () => {
    expect(brandDayEntity.get({ brandId: 'b1', day: '2026-10-01' }).params().Key).toEqual(
      keys.brandDay('b1', '2026-10-01'),
    );
    expect(creatorDayEntity.get({ creatorId: 'c1', day: '2026-10-01' }).params().Key).toEqual(
      keys.creatorDay('c1', '2026-10-01'),
    );
    const range = creatorDayEntity.query
      .primary({ creatorId: 'c1' })
      .between({ day: '2026-10-01' }, { day: '2026-10-31' })
      .params() as { ExpressionAttributeValues: Record<string, unknown> };
    expect(Object.values(range.ExpressionAttributeValues)).toEqual([
      keys.creatorDay('c1', '').pk,
      keys.creatorDay('c1', '2026-10-01').sk,
      keys.creatorDay('c1', '2026-10-31').sk,
    ]);
  });
});
