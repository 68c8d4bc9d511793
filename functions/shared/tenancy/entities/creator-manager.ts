import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../data/entity';

/**
 * Issue 35, part 2: a creator's grant of their workspace to a manager, two items written together (one
 * transaction), as a brand membership is (membership.ts):
 * - CREATOR#{creatorId} / MANAGER#{managerId}: the creator's list of managers (the Managers screen's Query);
 * - USER#{managerId} / MANAGES#{creatorId}: the manager's creators (the switcher's Query) and the API's
 *   per-request check, one strongly consistent GetItem, so a removed manager is refused at once.
 * Both carry the names at the time of the grant: the check's one read gives the audit entry its actor.
 */
export const creatorManager = defineEntity({
  model: { entity: 'creator-manager', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    manager_id: { type: 'string', required: true },
    manager_name: { type: 'string', required: true },
    manager_email: { type: 'string', required: true },
    added_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'MANAGER#${manager_id}') },
  },
});

export const managedCreatorGrant = defineEntity({
  model: { entity: 'managed-creator', version: '1', service: SERVICE },
  attributes: {
    manager_id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_name: { type: 'string', required: true },
    manager_name: { type: 'string', required: true },
    manager_email: { type: 'string', required: true },
    added_at: { type: 'string', required: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'USER#${manager_id}'), sk: tableKey('sk', 'MANAGES#${creator_id}') },
  },
});

export type CreatorManagerItem = EntityItem<typeof creatorManager>;
export type ManagedCreatorItem = EntityItem<typeof managedCreatorGrant>;
