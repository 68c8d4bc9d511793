import { creatorAuditEntity } from '../../shared/audit/creator-audit-entry';
import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { creatorManager, managedCreatorGrant } from '../../shared/tenancy/entities/creator-manager';
import { managerInvitation, managerInvitationLink, managerInvitee } from './manager-invitation';

let service: ReturnType<typeof build> | undefined;
/** The service's entities (writeTransaction's type argument, for transactions with optional operations). */
export type Managers = ReturnType<typeof entities>;
const entities = () => ({
  creatorManager,
  managedCreatorGrant,
  managerInvitation,
  managerInvitationLink,
  managerInvitee,
  creatorAuditEntity,
  outbox: outboxEntity,
});
const build = () => defineService(entities());

/** The grants, invitations and activity entries that change together, with the outbox. */
export const managersService = () => (service ??= build());
