/**
 * Issue 36 part 4: one creator's suspensions as the screens show them — the creator's banner and appeal
 * thread, the operator's panel, the brand's creator page — and the appeal thread's messages.
 */
import type { AppealMessageView } from '../../../contracts/suspensions';
import { transactional, writeTransaction } from '../../shared/data/entity';
import { createId } from '../../shared/data/ids';
import { DomainError } from '../../shared/errors';
import { type AppealMessage, appealMessageEntity, listAppealMessages } from '../entities/appeal-message';
import { moneyService } from '../entities/money-service';
import { listActiveSuspensions } from '../entities/suspension';
import { readCreatorMoney } from '../sales/creator-money';
import { frozenMoneyOf, isSuspended, readFreeze } from './frozen-money';
import { toSuspensionView } from './suspension-view';

const toMessageView = (m: AppealMessage): AppealMessageView => ({
  id: m.id,
  from: m.from,
  author_name: m.author_name,
  body: m.body,
  at: m.at,
});

/** The suspensions in force, the money they freeze, and the appeal thread (oldest first). */
export const readCreatorSuspension = async (creatorId: string) => {
  // Two Queries when not suspended (the workspace's banner asks on every visit); the money only when it is.
  const [freeze, messages] = await Promise.all([readFreeze(creatorId), listAppealMessages(creatorId)]);
  return {
    creator_id: creatorId,
    active: freeze.suspensions.map(toSuspensionView),
    frozen: isSuspended(freeze)
      ? await frozenMoneyOf(creatorId, freeze, await readCreatorMoney(creatorId))
      : null,
    appeal: messages.map(toMessageView),
  };
};

/** A brand's view: its own suspension of the creator and what it freezes (the creator's money with it). */
export const readProgramSuspension = async (creatorId: string, brandId: string) => {
  const freeze = await readFreeze(creatorId);
  const own = freeze.suspensions.find((s) => s.brand_id === brandId);
  if (!own) return { suspension: null, frozen_pending_cents: 0, frozen_payable_cents: 0 };
  const ownFreeze = { platform: false, brandIds: new Set([brandId]), suspensions: [own] };
  const frozen = await frozenMoneyOf(creatorId, ownFreeze, await readCreatorMoney(creatorId));
  return {
    suspension: toSuspensionView(own),
    frozen_pending_cents: frozen?.pending_cents ?? 0,
    frozen_payable_cents: frozen?.payable_cents ?? 0,
  };
};

/**
 * A message in the creator's appeal thread: the creator's while a suspension is in force (an appeal
 * needs something to appeal), an operator's at any time (an answer may come after the end).
 */
export const writeAppealMessage = async (
  creatorId: string,
  author: { from: 'creator' | 'operator'; id: string; name: string },
  body: string,
  /** An operator's answer: its audit entry, written in the message's transaction. */
  audit?: object,
  now = new Date(),
): Promise<AppealMessageView> => {
  if (author.from === 'creator' && !isSuspended(await readFreeze(creatorId)))
    throw new DomainError('conflict', 'Your account is not suspended: there is nothing to appeal.');
  const message: AppealMessage = {
    creator_id: creatorId,
    at: now.toISOString(),
    id: createId('ap_', now.getTime()),
    from: author.from,
    author_id: author.id,
    author_name: author.name,
    body,
  };
  const operations: Record<string, object> = {
    message: transactional(appealMessageEntity).create(message).commit(),
    ...(audit ? { audit } : {}),
  };
  const outcome = await writeTransaction(moneyService, () => operations);
  if (!outcome.ok) throw new Error(`Appeal message of ${creatorId} not written`);
  return toMessageView(message);
};

/** The operators' Appeals: every creator with a suspension in force and their thread's state. */
export const listAppealThreads = async () => {
  const suspensions = await listActiveSuspensions();
  const byCreator = new Map<string, typeof suspensions>();
  for (const s of suspensions) byCreator.set(s.creator_id, [...(byCreator.get(s.creator_id) ?? []), s]);
  const threads = await Promise.all(
    [...byCreator.entries()].map(async ([creatorId, active]) => {
      const messages = await listAppealMessages(creatorId);
      const last = messages.at(-1);
      return {
        creator_id: creatorId,
        active: active.map(toSuspensionView),
        messages: messages.length,
        last_message_at: last?.at ?? null,
        awaiting_answer: last?.from === 'creator',
      };
    }),
  );
  // Waiting for an answer first, then the most recent.
  return threads.sort(
    (a, b) =>
      Number(b.awaiting_answer) - Number(a.awaiting_answer) ||
      (b.last_message_at ?? b.active[0]?.suspended_at ?? '').localeCompare(
        a.last_message_at ?? a.active[0]?.suspended_at ?? '',
      ),
  );
};
