/**
 * Issue 36 part 4: the operators' side of suspending a creator platform-wide — the creator's panel
 * (state, frozen money, appeal thread), Suspend / Release / Forfeit, and the Appeals with the answers.
 * Every action writes its OPS#AUDIT entry in its own transaction.
 */
import * as contracts from '../../../contracts/suspensions';
import { getCreator, getProfiles, operatorActor } from '../../identity';
import {
  forfeitSuspension,
  listAppealThreads,
  readCreatorSuspension,
  releaseSuspension,
  type SuspensionAudit,
  suspendCreator,
  toSuspensionView,
  writeAppealMessage,
} from '../../ledger';
import type { OperatorActor } from '../../shared/audit/ops-audit-entry';
import { opsAuditEntry } from '../../shared/audit/ops-audit-entry';
import { defineRoute } from '../../shared/http/api-handler';
import { AppError } from '../../shared/http/errors';

const requireCreator = async (creatorId: string) => {
  const creator = await getCreator(creatorId);
  if (!creator) throw new AppError('not_found', 'Creator not found');
  return creator;
};

const label = (creator: { username?: string | null }) => (creator.username ? `@${creator.username}` : null);

/** The audit entry of a change of the creator's platform suspension. */
const auditOf =
  (
    actor: OperatorActor,
    kind: 'creator.suspended' | 'creator.suspension_released' | 'creator.suspension_forfeited',
    creator: { id: string; username?: string | null },
  ): SuspensionAudit =>
  (after, before) =>
    opsAuditEntry(actor, {
      kind,
      subject: { type: 'creator', id: creator.id, label: label(creator) },
      before: before ? { state: before.state, reason: before.reason_text } : null,
      after: {
        state: after.state,
        reason_category: after.reason_category,
        reason: after.reason_text,
        ...(after.forfeited_cents !== undefined ? { forfeited_cents: after.forfeited_cents } : {}),
      },
    }).commit();

export const suspensionRoutes = {
  'GET /api/ops/creators/{creatorId}/suspension': defineRoute(
    contracts.getOpsCreatorSuspension,
    async ({ params }) => {
      await requireCreator(params.creatorId);
      return { body: await readCreatorSuspension(params.creatorId) };
    },
  ),

  'POST /api/ops/creators/{creatorId}/suspension': defineRoute(
    contracts.suspendCreator,
    async ({ caller, params, body, event }) => {
      const creator = await requireCreator(params.creatorId);
      const actor = await operatorActor(caller, event);
      const suspension = await suspendCreator({
        scope: { creatorId: params.creatorId, brand: null },
        category: body.category,
        text: body.text,
        by: actor.name,
        audit: auditOf(actor, 'creator.suspended', { ...creator, id: params.creatorId }),
      });
      return { status: 201, body: { suspension: toSuspensionView(suspension) } };
    },
  ),

  'POST /api/ops/creators/{creatorId}/suspension/release': defineRoute(
    contracts.releaseCreatorSuspension,
    async ({ caller, params, event }) => {
      const creator = await requireCreator(params.creatorId);
      const actor = await operatorActor(caller, event);
      const suspension = await releaseSuspension({
        scope: { creatorId: params.creatorId, brand: null },
        by: actor.name,
        audit: auditOf(actor, 'creator.suspension_released', { ...creator, id: params.creatorId }),
      });
      return { body: { suspension: toSuspensionView(suspension) } };
    },
  ),

  'POST /api/ops/creators/{creatorId}/suspension/forfeit': defineRoute(
    contracts.forfeitCreatorSuspension,
    async ({ caller, params, event }) => {
      const creator = await requireCreator(params.creatorId);
      const actor = await operatorActor(caller, event);
      const suspension = await forfeitSuspension({
        scope: { creatorId: params.creatorId, brand: null },
        by: actor.name,
        audit: auditOf(actor, 'creator.suspension_forfeited', { ...creator, id: params.creatorId }),
      });
      return { body: { suspension: toSuspensionView(suspension) } };
    },
  ),

  'GET /api/ops/appeals': defineRoute(contracts.listOpsAppeals, async () => {
    const threads = await listAppealThreads();
    const profiles = await getProfiles(threads.map((thread) => thread.creator_id));
    return {
      body: {
        appeals: threads.map((thread) => {
          const profile = profiles.get(thread.creator_id);
          const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
          return {
            ...thread,
            creator_name: name || profile?.email || thread.creator_id,
            creator_email: profile?.email || null,
          };
        }),
      },
    };
  }),

  'POST /api/ops/creators/{creatorId}/appeal': defineRoute(
    contracts.answerAppeal,
    async ({ caller, params, body, event }) => {
      const creator = await requireCreator(params.creatorId);
      const actor = await operatorActor(caller, event);
      const audit = opsAuditEntry(actor, {
        kind: 'appeal.answered',
        subject: { type: 'creator', id: params.creatorId, label: label(creator) },
        after: { message: body.body.slice(0, 200) },
      }).commit();
      const message = await writeAppealMessage(
        params.creatorId,
        { from: 'operator', id: actor.userId, name: 'Marketplace support' },
        body.body,
        audit,
      );
      return { status: 201, body: { message } };
    },
  ),
};
