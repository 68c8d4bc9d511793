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
