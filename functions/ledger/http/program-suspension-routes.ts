/**
 * Issue 36 part 4: a brand suspends a creator from its own program (program roles): the creator's new
 * orders with the brand earn nothing and their money with the brand is frozen until the brand releases
 * or forfeits it. The brand is the caller's (never a parameter): a brand reaches only its own program.
 * Every change writes the brand's audit entry in its own transaction.
 */
import * as contracts from '../../../contracts/suspensions';
import { getBrandOrThrow } from '../../catalogue';
import { getCreator, requestActor } from '../../identity';
import type { Actor } from '../../shared/audit/actor';
import { auditEntry } from '../../shared/audit/audit-entry';
import { type ApiEvent, defineRoute } from '../../shared/http/api-handler';
import type { BrandCaller } from '../../shared/http/caller';
import { AppError } from '../../shared/http/errors';
import { readProgramSuspension } from '../suspension/creator-suspension';
import {
  forfeitSuspension,
  releaseSuspension,
  type SuspensionAudit,
  suspendCreator,
} from '../suspension/suspend';
import { toSuspensionView } from '../suspension/suspension-view';

type Kind = 'creator.suspended' | 'creator.suspension_released' | 'creator.suspension_forfeited';

/** The brand, the creator and the member acting, for one change. */
const contextOf = async (caller: BrandCaller, creatorId: string, event: ApiEvent) => {
  const [brand, creator, actor] = await Promise.all([
    getBrandOrThrow(caller.brandId),
    getCreator(creatorId),
    requestActor(caller, event),
  ]);
  if (!creator) throw new AppError('not_found', 'Creator not found');
  return {
    scope: { creatorId, brand: { id: brand.id, name: brand.brand_name } },
    creator: { id: creatorId, label: creator.username ? `@${creator.username}` : null },
    actor,
  };
};

const auditOf =
  (
    brandId: string,
    actor: Actor,
    kind: Kind,
    creator: { id: string; label: string | null },
  ): SuspensionAudit =>
  (after, before) =>
    auditEntry(brandId, actor, {
      kind,
      subject: { type: 'creator', id: creator.id, label: creator.label },
      before: before ? { state: before.state, reason: before.reason_text } : null,
      after: {
        state: after.state,
        reason_category: after.reason_category,
        reason: after.reason_text,
        ...(after.forfeited_cents !== undefined ? { forfeited_cents: after.forfeited_cents } : {}),
      },
    }).write;

export const programSuspensionRoutes = {
  'GET /api/brand/creators/{creatorId}/suspension': defineRoute(
    contracts.getProgramSuspension,
    async ({ caller, params }) => ({ body: await readProgramSuspension(params.creatorId, caller.brandId) }),
  ),

  'POST /api/brand/creators/{creatorId}/suspension': defineRoute(
    contracts.suspendFromProgram,
    async ({ caller, params, body, event }) => {
      const { scope, creator, actor } = await contextOf(caller, params.creatorId, event);
      const suspension = await suspendCreator({
        scope,
        category: body.category,
        text: body.text,
        by: actor.name,
        audit: auditOf(scope.brand.id, actor, 'creator.suspended', creator),
      });
      return { status: 201, body: { suspension: toSuspensionView(suspension) } };
    },
  ),

  'POST /api/brand/creators/{creatorId}/suspension/release': defineRoute(
    contracts.releaseFromProgram,
    async ({ caller, params, event }) => {
      const { scope, creator, actor } = await contextOf(caller, params.creatorId, event);
      const suspension = await releaseSuspension({
        scope,
        by: actor.name,
        audit: auditOf(scope.brand.id, actor, 'creator.suspension_released', creator),
      });
      return { body: { suspension: toSuspensionView(suspension) } };
    },
  ),

  'POST /api/brand/creators/{creatorId}/suspension/forfeit': defineRoute(
    contracts.forfeitFromProgram,
    async ({ caller, params, event }) => {
      const { scope, creator, actor } = await contextOf(caller, params.creatorId, event);
      const suspension = await forfeitSuspension({
        scope,
        by: actor.name,
        audit: auditOf(scope.brand.id, actor, 'creator.suspension_forfeited', creator),
      });
      return { body: { suspension: toSuspensionView(suspension) } };
    },
  ),
};
