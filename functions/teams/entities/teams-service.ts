import { defineService } from '../../shared/data/entity';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { teamInvitee } from '../../shared/tenancy/entities/invitee';
import { brandMember, userMembership } from '../../shared/tenancy/entities/membership';
import { teamCounts } from '../../shared/tenancy/entities/team-counts';
import { teamInvitation, teamInvitationLink } from './team-invitation';

let service: ReturnType<typeof build> | undefined;
/** The service's entities (writeTransaction's type argument, for transactions with optional operations). */
export type Teams = ReturnType<typeof entities>;
const entities = () => ({
  brandMember,
  userMembership,
  teamCounts,
  teamInvitation,
  teamInvitationLink,
  teamInvitee,
  outbox: outboxEntity,
});
const build = () => defineService(entities());

/** The team's entities that change together (memberships, counts, invitations), with the outbox. */
export const teamsService = () => (service ??= build());
