import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * Issue 31: a brand's count of /api/v1 requests, all its keys together, in the same short fixed window as
 * each key's (APIBRANDRATE#{brandId} / {start}), removed by TTL a minute after the window;
 * api-key-rate-limit.ts adds to it on every request of any of the brand's keys. Never read.
 */
export const apiBrandRateWindowEntity = defineEntity({
  model: { entity: 'api-brand-rate-window', version: '1', service: SERVICE },
  attributes: {
    brandId: { type: 'string', required: true, field: 'brand_id' },
    windowStart: { type: 'string', required: true, field: 'window_start' },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'APIBRANDRATE#${brandId}'), sk: tableKey('sk', '${windowStart}') },
  },
});
