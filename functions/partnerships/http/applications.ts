import * as z from 'zod/mini';
import * as outreach from '../../../contracts/outreach';
import {
  applyToPromote as applyContract,
  approveApplication,
  decideApplications as bulkContract,
  denyApplication,
} from '../../../contracts/partnerships';
import { listV1Partners } from '../../../contracts/public-api';
import { getBrandOrThrow } from '../../catalogue';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { cursorSchema, encodeCursor, invalidCursor } from '../../shared/http/page-cursor';
import { applyToPromote } from '../apply-to-promote';
import { decide } from '../decide-application';
import { decideApplications } from '../decide-applications';
import { acceptInvitation, declineInvitation } from '../decide-invitation';
import {
  getInvitation,
  type InvitationPage,
  isInvitationOfBrand,
  listInvitationsOfBrand,
  listInvitationsOfCreator,
} from '../entities/invitation';
import { inviteCreator } from '../invite-creator';
import { partnersPage } from '../v1-partners';

/** A page of v1 partners continues after an approved application of the key's brand (its keys only). */
const v1PartnersQuery = z.extend(listV1Partners.query, {
  cursor: cursorSchema(
    z.strictObject({
      pk: z.string().check(z.regex(/^CREATOR#[\w.-]{1,80}$/)),
      sk: z.string().check(z.regex(/^APP#[\w.-]{1,80}$/)),
      gsi1sk: z.string().check(z.regex(/^approved#[\w:.-]{0,40}$/)),
    }),
  ),
});

/**
 * A page of invitations continues after an invitation's id (`inv_` and a time-sorted id), which must be
 * one of the caller's own: another party's cursor is refused rather than read as a position.
 */
const invitationCursor = cursorSchema(
  z.strictObject({ after: z.string().check(z.regex(/^inv_[0-9A-Z]{26}$/)) }),
);

const invitationPageBody = (page: InvitationPage) => ({
  invitations: page.invitations,
  next_cursor: page.nextId ? encodeCursor({ after: page.nextId }) : null,
});

export const handler = createBrandFeatureHandler({
  // A second Apply while the first is pending answers the first (200), not an error (issue 34).
  'POST /api/creator/applications': defineRoute(applyContract, async ({ caller, body }) => {
    const { application, created } = await applyToPromote(caller.userId, body);
    return created
      ? { status: 201, body: { application, created: true } }
      : { status: 200, body: { application, created: false } };
  }),
  'POST /api/brand/applications/{applicationId}/approve': defineRoute(
    approveApplication,
    async ({ caller, params, body }) => ({
      body: {
        application: await decide(
          await getBrandOrThrow(caller.brandId),
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
          await getBrandOrThrow(caller.brandId),
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
    body: { invitation: await inviteCreator(await getBrandOrThrow(caller.brandId), body) },
  })),
  // A page of invitations, the caller's own: the cursor names an invitation id, never a partition.
  'GET /api/brand/invitations': defineRoute(
    outreach.listBrandInvitations,
    async ({ caller, query }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const after = query.cursor?.after;
      const [page, own] = await Promise.all([
        listInvitationsOfBrand(brand.id, after),
        after ? isInvitationOfBrand(brand.id, after) : true,
      ]);
      if (!own) throw invalidCursor();
      return { body: invitationPageBody(page) };
    },
    { query: z.extend(outreach.listBrandInvitations.query, { cursor: invitationCursor }) },
  ),
  'GET /api/creator/invitations': defineRoute(
    outreach.listCreatorInvitations,
    async ({ caller, query }) => {
      const after = query.cursor?.after;
      const [page, own] = await Promise.all([
        listInvitationsOfCreator(caller.userId, after),
        after ? getInvitation(caller.userId, after) : true,
      ]);
      if (!own) throw invalidCursor();
      return { body: invitationPageBody(page) };
    },
    { query: z.extend(outreach.listCreatorInvitations.query, { cursor: invitationCursor }) },
  ),
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
      await getBrandOrThrow(caller.brandId),
      body.application_ids,
      body.decision,
      body.message,
    ),
  })),
  // Issue 22: the brand's partnerships for an API key with partners:read, a page at a time (v1-partners.ts).
  'GET /api/v1/partners': defineRoute(
    listV1Partners,
    async ({ caller, query }) => ({ body: await partnersPage(caller.brandId, query.limit, query.cursor) }),
    { query: v1PartnersQuery },
  ),
});
