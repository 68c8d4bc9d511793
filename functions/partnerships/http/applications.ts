import * as outreach from '../../../contracts/outreach';
import {
  applyToPromote as applyContract,
  approveApplication,
  decideApplications as bulkContract,
  denyApplication,
} from '../../../contracts/partnerships';
import { getBrandOfUserOrThrow } from '../../catalogue';
import { createFeatureHandler, defineRoute } from '../../shared/http/api-handler';
import { applyToPromote } from '../apply-to-promote';
import { decide } from '../decide-application';
import { decideApplications } from '../decide-applications';
import { acceptInvitation, declineInvitation } from '../decide-invitation';
import { listInvitationsOfBrand, listInvitationsOfCreator } from '../entities/invitation';
import { inviteCreator } from '../invite-creator';

export const handler = createFeatureHandler({
  'POST /api/creator/applications': defineRoute(applyContract, async ({ caller, body }) => ({
    status: 201,
    body: { application: await applyToPromote(caller.userId, body) },
  })),
  'POST /api/brand/applications/{applicationId}/approve': defineRoute(
    approveApplication,
    async ({ caller, params, body }) => ({
      body: {
        application: await decide(
          await getBrandOfUserOrThrow(caller.userId),
          params.applicationId,
          'approved',
          body.message,
        ),
      },
    }),
  ),
  'POST /api/brand/applications/{applicationId}/deny': defineRoute(
    denyApplication,
    async ({ caller, params, body }) => ({
      body: {
        application: await decide(
          await getBrandOfUserOrThrow(caller.userId),
          params.applicationId,
          'denied',
          body.message,
        ),
      },
    }),
  ),
  // Invitations (issue 21): the other way into a partnership, decided by the creator.
  'POST /api/brand/invitations': defineRoute(outreach.createInvitation, async ({ caller, body }) => ({
    status: 201,
    body: { invitation: await inviteCreator(await getBrandOfUserOrThrow(caller.userId), body) },
  })),
  'GET /api/brand/invitations': defineRoute(outreach.listBrandInvitations, async ({ caller }) => ({
    body: { invitations: await listInvitationsOfBrand((await getBrandOfUserOrThrow(caller.userId)).id) },
  })),
  'GET /api/creator/invitations': defineRoute(outreach.listCreatorInvitations, async ({ caller }) => ({
    body: { invitations: await listInvitationsOfCreator(caller.userId) },
  })),
  'POST /api/creator/invitations/{invitationId}/accept': defineRoute(
    outreach.acceptInvitation,
    async ({ caller, params }) => ({
      body: { invitation: await acceptInvitation(caller.userId, params.invitationId) },
    }),
  ),
  'POST /api/creator/invitations/{invitationId}/decline': defineRoute(
    outreach.declineInvitation,
    async ({ caller, params }) => ({
      body: { invitation: await declineInvitation(caller.userId, params.invitationId) },
    }),
  ),
  /** Bulk Approve / Deny (issue 21): a summary of what was decided and why the rest was not. */
  'POST /api/brand/applications/decisions': defineRoute(bulkContract, async ({ caller, body }) => ({
    body: await decideApplications(
      await getBrandOfUserOrThrow(caller.userId),
      body.application_ids,
      body.decision,
      body.message,
    ),
  })),
});
