import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * Issue 22: an API key's count of requests in one short fixed window (APIKEYRATE#{keyId} / {start}),
 * removed by TTL a minute after the window; api-key-rate-limit.ts adds to it on every request of
 * the key. Never read.
 */
export const apiKeyRateWindowEntity = defineEntity({
  model: { entity: 'api-key-rate-window', version: '1', service: SERVICE },
  attributes: {
    keyId: { type: 'string', required: true, field: 'key_id' },
    windowStart: { type: 'string', required: true, field: 'window_start' },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'APIKEYRATE#${keyId}'), sk: tableKey('sk', '${windowStart}') },
  },
});
