import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * Issue 31: a brand's test events sent in one fixed hour (BRAND#{brand_id} / WHTEST#{window_start}),
 * counted by one conditional ADD below WEBHOOK_TEST_EVENTS_PER_HOUR before each is sent; removed by TTL an
 * hour after the window. Never read.
 */
export const webhookTestWindowEntity = defineEntity({
  model: { entity: 'webhook-test-window', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    window_start: { type: 'string', required: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'WHTEST#${window_start}') },
  },
});
