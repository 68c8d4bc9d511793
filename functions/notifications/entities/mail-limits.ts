/**
 * How many e-mails of a kind a person got in a window, USER#{user_id} / MAILCOUNT#{window}: the daily
 * limit of non-transactional e-mail (`day#2026-11-26`) and the hourly burst limit of a kind
 * (`hour#2026-11-26T05#application_created`). Each counted e-mail adds 1 in its own transaction, on the
 * condition that the count is still under the limit: two consumers at once cannot both take the last
 * place. Expires two days after its window.
 */
import { defineEntity, SERVICE, tableKey, transactional } from '../../shared/data/entity';

export const mailCountEntity = defineEntity({
  model: { entity: 'mail-count', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    window: { type: 'string', required: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'MAILCOUNT#${window}') },
  },
});

/** The counting update (a transaction item), refused once the window holds `limit` e-mails. */
export const countMail = (userId: string, window: string, limit: number, expiresAt: Date) =>
  transactional(mailCountEntity)
    .upsert({ user_id: userId, window, expiresAt: Math.floor(expiresAt.getTime() / 1000) })
    .add({ count: 1 })
    .where((attr, op) => `${op.notExists(attr.count)} OR ${op.lt(attr.count, limit)}`)
    .commit();

/**
 * "The first time" a kind happened for a key (the first sale on a link), USER#{user_id} /
 * NOTIFY#ONCE#{key}: created in the notification's transaction, so only one notice is the first.
 */
export const firstTimeEntity = defineEntity({
  model: { entity: 'notify-once', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    key: { type: 'string', required: true },
    at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'NOTIFY#ONCE#${key}') },
  },
});
