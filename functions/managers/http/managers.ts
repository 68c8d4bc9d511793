import * as contracts from '../../../contracts/creator-managers';
import { getProfile } from '../../identity';
import type { CreatorActor } from '../../shared/audit/creator-audit-entry';
import { type ApiEvent, createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { listCreatorActivity } from '../activity';
import {
  leaveCreator,
  listManagedCreators,
  listManagerItems,
  nameOf,
  removeManager,
  toManagerView,
} from '../grants';
import {
  acceptManagerInvitation,
  inviteManager,
  listManagerInvitationItems,
  revokeManagerInvitation,
  toPendingManagerInvitation,
  viewManagerInvitation,
} from '../invitations';

const sourceIpOf = (event: ApiEvent): string | null => event.requestContext?.http?.sourceIp || null;

/** The caller as the activity log records them: their name and address now (one GetItem of their profile). */
const actorOf = async (userId: string, event: ApiEvent): Promise<CreatorActor> => {
  const profile = await getProfile(userId);
  return { userId, name: nameOf(profile), email: profile?.email ?? null, ip: sourceIpOf(event) };
};

// Every creator route here says `managers: false` (a manager never manages a workspace's managers): the
// plain handler, which refuses x-creator-id naming another creator before any of these run.
export const handler = createFeatureHandler({
  'GET /api/creator/managers': defineRoute(contracts.getManagers, async ({ caller }) => {
    const [managers, invitations] = await Promise.all([
      listManagerItems(caller.userId),
      listManagerInvitationItems(caller.userId),
    ]);
    return {
      body: {
        managers: managers.map(toManagerView),
        invitations: invitations.map((invitation) => toPendingManagerInvitation(invitation)),
      },
    };
  }),
  'POST /api/creator/managers/invitations': defineRoute(
    contracts.inviteManager,
    async ({ caller, body, event }) => ({
      status: 201,
      body: { invitation: await inviteManager(await actorOf(caller.userId, event), body.email) },
    }),
  ),
  'DELETE /api/creator/managers/invitations/{invitationId}': defineRoute(
    contracts.revokeManagerInvitation,
    async ({ caller, params, event }) => {
      await revokeManagerInvitation(await actorOf(caller.userId, event), params.invitationId);
      return { status: 204 };
    },
  ),
  'DELETE /api/creator/managers/{userId}': defineRoute(
    contracts.removeManager,
    async ({ caller, params, event }) => {
      await removeManager(await actorOf(caller.userId, event), params.userId);
      return { status: 204 };
    },
  ),
  'GET /api/creator/managers/activity': defineRoute(contracts.getManagerActivity, async ({ caller }) => ({
    body: { entries: await listCreatorActivity(caller.userId) },
  })),
  'GET /api/me/creators': defineRoute(contracts.listManagedCreators, async ({ caller }) => ({
    body: { creators: await listManagedCreators(caller.userId) },
  })),
  'DELETE /api/me/creators/{creatorId}': defineRoute(
    contracts.leaveCreator,
    async ({ caller, params, event }) => {
      await leaveCreator(await actorOf(caller.userId, event), params.creatorId);
      return { status: 204 };
    },
  ),
  'GET /api/manager-invitations/{token}': defineRoute(contracts.getManagerInvitation, async ({ params }) => ({
    body: { invitation: await viewManagerInvitation(params.token) },
  })),
  'POST /api/manager-invitations/{token}/accept': defineRoute(
    contracts.acceptManagerInvitation,
    async ({ caller, params, event }) => ({
      body: { creator: await acceptManagerInvitation(caller, params.token, sourceIpOf(event)) },
    }),
  ),
});
