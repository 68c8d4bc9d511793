import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/**
 * USER#{userId} / CHECKLIST_DISMISSED: the user hid their dashboard's getting-started list (issue 34). Per
 * user, not per brand: each member of a brand workspace decides for themselves. Written once, never
 * removed; the dashboards read it (GetItem) only while the list would otherwise show.
 */
export const checklistDismissal = defineEntity({
  model: { entity: 'checklist-dismissal', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, field: 'user_id' },
    dismissed_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${userId}'), sk: tableKey('sk', 'CHECKLIST_DISMISSED') },
  },
});

export const isChecklistDismissed = async (userId: string): Promise<boolean> =>
  (await checklistDismissal.get({ userId }).go({ attributes: ['dismissed_at'] })).data !== null;

/** Hides the list; a second dismissal (another tab, a retry) keeps the first one's time. */
export const dismissChecklist = async (userId: string, now = new Date()): Promise<void> => {
  try {
    await checklistDismissal.create({ userId, dismissed_at: now.toISOString() }).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};
