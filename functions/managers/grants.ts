import type { ManagedCreator, ManagerView } from '../../contracts/creator-managers';
import { getCreatorsByIds } from '../identity';
import { type CreatorActor, creatorAuditEntry } from '../shared/audit/creator-audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { revokeGrantWrites } from '../shared/tenancy/creator-access';
import {
  type CreatorManagerItem,
  creatorManager,
  managedCreatorGrant,
} from '../shared/tenancy/entities/creator-manager';
import { type Managers, managersService } from './entities/managers-service';

/** A person's name as lists show it: first and last, else the address. */
export const nameOf = (profile: { first_name: string; last_name: string; email: string } | undefined) =>
  `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim() || profile?.email || 'A creator';

export const listManagerItems = async (creatorId: string): Promise<CreatorManagerItem[]> =>
  (await creatorManager.query.primary({ creator_id: creatorId }).go({ consistent: true, pages: 'all' })).data;

export const toManagerView = (item: CreatorManagerItem): ManagerView => ({
  user_id: item.manager_id,
  name: item.manager_name,
  email: item.manager_email,
  added_at: item.added_at,
});

/** The creators a person manages (the switcher): one Query, usernames by one BatchGet. */
export const listManagedCreators = async (userId: string): Promise<ManagedCreator[]> => {
  const { data } = await managedCreatorGrant.query.primary({ manager_id: userId }).go({ consistent: true });
  const creators = await getCreatorsByIds(data.map((grant) => grant.creator_id));
  return data.map((grant) => ({
    creator_id: grant.creator_id,
    name: grant.creator_name,
    username: creators.get(grant.creator_id)?.username ?? null,
  }));
};

/**
 * Ends a grant, by the creator (removed) or the manager (left): both items and the creator's activity
 * entry in one transaction. The manager's next request finds no grant (the check reads it every time).
 */
const endGrant = async (
  creatorId: string,
  managerId: string,
  actor: CreatorActor,
  kind: 'manager.removed' | 'manager.left',
): Promise<void> => {
  const { data: grant } = await creatorManager
    .get({ creator_id: creatorId, manager_id: managerId })
    .go({ consistent: true });
  if (!grant) throw new DomainError('not_found', 'This person does not manage the workspace (any more).');
  const outcome = await writeTransaction<Managers, string>(managersService(), () => ({
    ...revokeGrantWrites(creatorId, managerId),
    audit: creatorAuditEntry(creatorId, actor, {
      kind,
      subject: { type: 'manager', id: managerId, label: grant.manager_email },
    }).commit(),
  }));
  if (!outcome.ok)
    throw new DomainError('not_found', 'This person does not manage the workspace (any more).');
};

export const removeManager = (actor: CreatorActor, managerId: string) =>
  endGrant(actor.userId, managerId, actor, 'manager.removed');

/** The manager stops managing; the creator's log records it with the manager as actor, acting for the creator. */
export const leaveCreator = (actor: CreatorActor, creatorId: string) =>
  endGrant(creatorId, actor.userId, { ...actor, actingFor: creatorId }, 'manager.left');
