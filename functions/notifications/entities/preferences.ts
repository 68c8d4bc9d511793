/**
 * What reaches a person's inbox:
 * - their choices, USER#{user_id} / NOTIFY#PREFS: the optional categories they turned off (absent: all on);
 * - the suppression list, SUPPRESSED#{address} / SUPPRESSED: addresses SES reported as bouncing
 *   permanently or complaining (docs/architecture.md section 7). Nothing is sent to them, whatever the
 *   preferences, because sending to them harms the sender's reputation for everyone.
 */
import { unlessRefused } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

export const preferencesEntity = defineEntity({
  model: { entity: 'notification-preferences', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true },
    email_off: { type: 'set', items: 'string' },
    updated_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'USER#${user_id}'), sk: tableKey('sk', 'NOTIFY#PREFS') } },
});

export const suppressionEntity = defineEntity({
  model: { entity: 'mail-suppression', version: '1', service: SERVICE },
  attributes: {
    /** Lower-cased. */
    address: { type: 'string', required: true },
    reason: { type: ['bounce', 'complaint'] as const, required: true },
    detail: { type: 'string' },
    at: { type: 'string', required: true },
  },
  indexes: { primary: { pk: tableKey('pk', 'SUPPRESSED#${address}'), sk: tableKey('sk', 'SUPPRESSED') } },
});

export const emailOff = async (userId: string): Promise<Set<string>> => {
  const { data } = await preferencesEntity.get({ user_id: userId }).go();
  return new Set(data?.email_off ?? []);
};

export const setEmailOff = async (
  userId: string,
  add: string[],
  remove: string[],
  at: Date,
): Promise<void> => {
  // Two updates: DynamoDB refuses ADD and DELETE on the same set in one expression. The lists never share
  // a category, so the order does not matter and each step is idempotent.
  if (add.length > 0)
    await preferencesEntity
      .update({ user_id: userId })
      .set({ updated_at: at.toISOString() })
      .add({ email_off: add })
      .go();
  if (remove.length > 0)
    await preferencesEntity
      .update({ user_id: userId })
      .set({ updated_at: at.toISOString() })
      .delete({ email_off: remove })
      .go();
};

export const isSuppressed = async (address: string): Promise<boolean> => {
  const { data } = await suppressionEntity.get({ address: address.toLowerCase() }).go();
  return data !== null;
};

/** Suppresses an address (idempotent: the first report's reason and time are kept). */
export const suppress = async (address: string, reason: 'bounce' | 'complaint', detail: string, at: Date) => {
  await unlessRefused(
    suppressionEntity
      .put({ address: address.toLowerCase(), reason, detail, at: at.toISOString() })
      .where((attr, op) => op.notExists(attr.address))
      .go(),
  );
};
