/**
 * Issue 36 part 4: a suspension's life — suspend, then release or forfeit — each one transaction of the
 * suspension item (conditional on the state read) and its audit entry (the operators' log or the
 * brand's, handed in by the caller), and the creator's notice. Release moves no money: the money was
 * frozen by reading the suspension (frozen-money.ts), never by moving entries, so once it ends every
 * entry is where it would have been — pending matures, payable pays out. Forfeit voids the frozen
 * entries by new, opposite entries first (forfeit-entries.ts), then ends the suspension.
 */
import type { SuspensionCategory } from '../../../contracts/suspensions';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { DomainError } from '../../shared/errors';
import { moneyService } from '../entities/money-service';
import {
  activeIndexOf,
  getSuspension,
  type Suspension,
  suspensionEntity,
  suspensionScopeKey,
} from '../entities/suspension';
import { forfeitFrozenEntries } from './forfeit-entries';
import { suspensionNotice } from './suspension-notice';

/** The change's audit entry (the operators' log or the brand's), as one operation of its transaction. */
export type SuspensionAudit = (suspension: Suspension, before: Suspension | undefined) => object;

export interface SuspensionScope {
  creatorId: string;
  /** A brand's suspension from its program; null: platform-wide (the operator's). */
  brand: { id: string; name: string } | null;
}

/** What an ended suspension leaves in `past` when the scope is suspended again. */
const pastOf = (s: Suspension) => ({
  state: s.state,
  reason_category: s.reason_category,
  reason_text: s.reason_text,
  suspended_at: s.suspended_at,
  suspended_by: s.suspended_by,
  ended_at: s.ended_at ?? null,
  ended_by: s.ended_by ?? null,
  forfeited_cents: s.forfeited_cents ?? null,
});

const ALREADY = 'This creator is already suspended.';
const NOT_ACTIVE = 'This creator is not suspended (any more).';

export const suspendCreator = async (request: {
  scope: SuspensionScope;
  category: SuspensionCategory;
  text: string;
  by: string;
  audit: SuspensionAudit;
  at?: Date;
}): Promise<Suspension> => {
  const { creatorId, brand } = request.scope;
  const now = (request.at ?? new Date()).toISOString();
  const before = await getSuspension(creatorId, brand?.id ?? null);
  if (before?.state === 'active') throw new DomainError('conflict', ALREADY);
  const base = { creator_id: creatorId, scope_key: suspensionScopeKey(brand?.id ?? null), suspended_at: now };
  const suspension: Suspension = {
    ...base,
    ...(brand ? { brand_id: brand.id, brand_name: brand.name } : {}),
    state: 'active',
    reason_category: request.category,
    reason_text: request.text,
    suspended_by: request.by,
    past: [...((before?.past as unknown[] | undefined) ?? []), ...(before ? [pastOf(before)] : [])],
  };
  const outcome = await writeTransaction(moneyService, () => ({
    // A Put on the state read: a concurrent suspend (two clicks, two operators) is refused → 409.
    suspension: transactional(suspensionEntity)
      .put({ ...suspension, ...activeIndexOf(base) } as Suspension)
      .where((attr, op) =>
        before ? op.eq(attr.suspended_at, before.suspended_at) : op.notExists(attr.state),
      )
      .commit(),
    audit: request.audit(suspension, before),
    ...suspensionNotice(suspension),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('suspension')) throw new DomainError('conflict', ALREADY);
    throw new Error(`Suspension of ${creatorId} not written: the transaction kept conflicting`);
  }
  return suspension;
};

/** Ends an active suspension (released or forfeited), once: a repeated end is 409. */
const endSuspension = async (
  active: Suspension,
  state: 'released' | 'forfeited',
  by: string,
  audit: SuspensionAudit,
  forfeitedCents: number | null,
  now: string,
): Promise<Suspension> => {
  const ended: Suspension = {
    ...active,
    state,
    ended_at: now,
    ended_by: by,
    ...(forfeitedCents !== null ? { forfeited_cents: forfeitedCents } : {}),
  };
  const outcome = await writeTransaction(moneyService, () => ({
    suspension: transactional(suspensionEntity)
      .patch({ creator_id: active.creator_id, scope_key: active.scope_key })
      .set({
        state,
        ended_at: now,
        ended_by: by,
        ...(forfeitedCents !== null ? { forfeited_cents: forfeitedCents } : {}),
      })
      // Out of the active index: the Appeals list shows suspensions in force only.
      .remove(['gsi1pk', 'gsi1sk'] as never)
      .where(
        (attr, op) => `${op.eq(attr.state, 'active')} AND ${op.eq(attr.suspended_at, active.suspended_at)}`,
      )
      .commit(),
    audit: audit(ended, active),
    ...suspensionNotice(ended),
  }));
  if (!outcome.ok) {
    if (outcome.refused.includes('suspension')) throw new DomainError('conflict', NOT_ACTIVE);
    throw new Error(`Suspension of ${active.creator_id} not ended: the transaction kept conflicting`);
  }
  return ended;
};

const activeOrThrow = async (scope: SuspensionScope): Promise<Suspension> => {
  const active = await getSuspension(scope.creatorId, scope.brand?.id ?? null);
  if (active?.state !== 'active') throw new DomainError('conflict', NOT_ACTIVE);
  return active;
};

export const releaseSuspension = async (request: {
  scope: SuspensionScope;
  by: string;
  audit: SuspensionAudit;
  at?: Date;
}): Promise<Suspension> => {
  const active = await activeOrThrow(request.scope);
  const now = (request.at ?? new Date()).toISOString();
  return endSuspension(active, 'released', request.by, request.audit, null, now);
};

/**
 * Forfeit: the frozen entries (pending and payable, with the brand or everywhere) are voided by new
 * entries while the suspension still freezes them, then the suspension ends. A forfeit interrupted
 * between the two is completed by the next click: voided entries are not voided twice.
 */
export const forfeitSuspension = async (request: {
  scope: SuspensionScope;
  by: string;
  audit: SuspensionAudit;
  at?: Date;
}): Promise<Suspension> => {
  const active = await activeOrThrow(request.scope);
  const at = request.at ?? new Date();
  const voided = await forfeitFrozenEntries(active, at);
  return endSuspension(active, 'forfeited', request.by, request.audit, voided, at.toISOString());
};
