import { defineEntity, SERVICE, tableKey } from '../data/entity';

/**
 * A creator's count of one rate-limited action in one fixed window (CREATOR#{id} / RATE#{action}#{start}),
 * removed by TTL an hour after the window: rate-limit.ts adds to it in the transaction of the write it
 * counts. Never read.
 */
export const rateWindowEntity = defineEntity({
  model: { entity: 'rate-window', version: '1', service: SERVICE },
  attributes: {
    creatorId: { type: 'string', required: true, field: 'creator_id' },
    action: { type: 'string', required: true },
    windowStart: { type: 'string', required: true, field: 'window_start' },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'CREATOR#${creatorId}'),
      sk: tableKey('sk', 'RATE#${action}#${windowStart}'),
    },
  },
});
