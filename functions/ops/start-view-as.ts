/**
 * Issue 36: an operator starts viewing the marketplace as a brand or a creator ("View as" on People). One
 * transaction writes the grant the API handler checks on each viewing request (http/operator-gate.ts) and
 * the operators' audit entry of the start: no view without its entry. The view is read only by the
 * handler's rule (GET only), whatever the screens offer.
 */
import { VIEW_AS_MINUTES, type ViewAsTarget, type ViewAsTargetType } from '../../contracts/ops';
import { getBrand } from '../catalogue';
import { getCreator, getProfile } from '../identity';
import { type OperatorActor, opsAuditEntry } from '../shared/audit/ops-audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { opsService } from './entities/dead-letter';
import { putViewAsGrantOperation } from './entities/view-as-grant';

/** Who is viewed: the name the banner shows and the user the view runs as. */
const resolveTarget = async (
  type: ViewAsTargetType,
  id: string,
): Promise<{ name: string; asUserId: string } | undefined> => {
  if (type === 'brand') {
    const brand = await getBrand(id);
    return brand ? { name: brand.brand_name || id, asUserId: brand.user_id } : undefined;
  }
  const [profile, creator] = await Promise.all([getProfile(id), getCreator(id)]);
  if (profile?.role !== 'creator') return undefined;
  const person = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return { name: creator?.username ? `@${creator.username}` : person || profile.email || id, asUserId: id };
};

export const startViewAs = async (
  actor: OperatorActor,
  type: ViewAsTargetType,
  id: string,
  now = new Date(),
): Promise<ViewAsTarget> => {
  const target = await resolveTarget(type, id);
  if (!target) throw new DomainError('not_found', `No ${type} with that id.`);
  const expiresAt = new Date(now.getTime() + VIEW_AS_MINUTES * 60_000);
  const value = `${type}:${id}`;
  const audit = opsAuditEntry(
    actor,
    {
      kind: 'view_as.started',
      subject: { type, id, label: target.name },
      after: { view_as: value, until: expiresAt.toISOString() },
    },
    now,
  );
  const outcome = await writeTransaction(opsService, () => ({
    grant: putViewAsGrantOperation({
      operator_id: actor.userId,
      target: value,
      target_type: type,
      target_id: id,
      target_name: target.name,
      as_user_id: target.asUserId,
      started_at: now.toISOString(),
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    }),
    audit: audit.commit(),
  }));
  if (!outcome.ok) throw new Error(`View as ${value} not started: the transaction kept conflicting`);
  return { type, id, name: target.name, expires_at: expiresAt.toISOString() };
};
