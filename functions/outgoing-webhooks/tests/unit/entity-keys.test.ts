/**
 * The outgoing-webhooks entities reproduce the table's keys exactly (keys.ts): items written before
 * ElectroDB are found, and new ones are where the old code would have put them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/data/keys';
import { webhookTestWindowEntity } from '../../entities/webhook-test-window';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'keys-test';
});

describe('outgoing-webhooks entity keys', () => {
  it("a brand's webhook test-event window (issue 31)", () => {
    const start = '2026-11-29T01:00:00.000Z';
    expect(
      webhookTestWindowEntity.update({ brand_id: 'b1', window_start: start }).add({ count: 1 }).params().Key,
    ).toEqual(keys.webhookTestWindow('b1', start));
  });
});
