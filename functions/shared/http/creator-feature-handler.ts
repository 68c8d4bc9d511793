import { creatorAuditEntry } from '../audit/creator-audit-entry';
import { resolveManagerAccess } from '../tenancy/creator-access';
import { createFeatureHandler, type ManagerGate } from './api-handler';

/** The grant check, and the activity entry of each change a manager makes for the creator. */
export const managerGate: ManagerGate = {
  resolve: resolveManagerAccess,
  record: async ({ creatorId, manager }, change) => {
    await creatorAuditEntry(
      creatorId,
      {
        userId: manager.userId,
        name: manager.name,
        email: manager.email,
        ip: change.ip,
        actingFor: creatorId,
      },
      { kind: 'workspace.changed', subject: { type: 'route', id: change.route, label: change.summary } },
    ).go();
  },
};

/**
 * The handler of a feature with creator routes open to managers (issue 35): the shared stack, with the
 * grant check of every request that names another creator in `x-creator-id`, and the creator's activity
 * entry of every change a manager makes.
 */
export const createCreatorFeatureHandler = (
  implementations: Parameters<typeof createFeatureHandler>[0],
  options: Omit<NonNullable<Parameters<typeof createFeatureHandler>[1]>, 'managers'> = {},
) => createFeatureHandler(implementations, { ...options, managers: managerGate });
