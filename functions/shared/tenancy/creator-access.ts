import { transactional } from '../data/entity';
import { DomainError } from '../errors';
import { creatorManager, managedCreatorGrant } from './entities/creator-manager';

/** Whom a manager works for on this request, and who they are (for the creator's activity log). */
export interface ManagerAccess {
  creatorId: string;
  manager: { userId: string; name: string; email: string };
}

/** Creator ids are Cognito subs: anything else in the header is refused unread. */
const CREATOR_ID = /^[0-9A-Za-z-]{1,64}$/;

const notAManager = () =>
  new DomainError(
    'not_a_manager',
    "You don't manage this creator's workspace (or no longer). Switch back to your own.",
  );

/**
 * The check of a creator route called for another creator (`x-creator-id`, the switcher's choice): the
 * caller's grant, one strongly consistent GetItem on every request, never remembered, so a removed
 * manager is refused at their next request.
 */
export const resolveManagerAccess = async (userId: string, creatorId: string): Promise<ManagerAccess> => {
  if (!CREATOR_ID.test(creatorId)) throw notAManager();
  const { data } = await managedCreatorGrant
    .get({ manager_id: userId, creator_id: creatorId })
    .go({ consistent: true });
  if (!data) throw notAManager();
  return {
    creatorId,
    manager: { userId, name: data.manager_name, email: data.manager_email },
  };
};

/** The two items of one grant, as one transaction's operations (accepting an invitation). */
export const grantWrites = (input: {
  creatorId: string;
  creatorName: string;
  managerId: string;
  managerName: string;
  managerEmail: string;
  addedAt: string;
}) => ({
  grant: transactional(creatorManager)
    .create({
      creator_id: input.creatorId,
      manager_id: input.managerId,
      manager_name: input.managerName,
      manager_email: input.managerEmail,
      added_at: input.addedAt,
    })
    .commit(),
  managed: transactional(managedCreatorGrant)
    .create({
      manager_id: input.managerId,
      creator_id: input.creatorId,
      creator_name: input.creatorName,
      manager_name: input.managerName,
      manager_email: input.managerEmail,
      added_at: input.addedAt,
    })
    .commit(),
});

/** Removing a grant: both items, one transaction; refused (not found) when the grant is gone already. */
export const revokeGrantWrites = (creatorId: string, managerId: string) => ({
  grant: transactional(creatorManager)
    .delete({ creator_id: creatorId, manager_id: managerId })
    .where((attr, op) => op.exists(attr.manager_id))
    .commit(),
  managed: transactional(managedCreatorGrant)
    .delete({ manager_id: managerId, creator_id: creatorId })
    .commit(),
});
