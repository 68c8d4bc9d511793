/**
 * Issue 36: an operator replays a dead letter. One transaction marks it replayed (only if it is still
 * waiting), writes the DeadLetterReplayRequested outbox event (the replay rule of its rule delivers the
 * original envelope to that rule's consumer alone, events/rules.ts `replayPatternOf`) and the operator's
 * audit entry: a second click, or another operator at the same moment, is refused by the condition and
 * sends nothing. The consumers are idempotent as well; the console itself never sends twice.
 */
import { ALREADY_REPLAYED_MESSAGE } from '../../contracts/ops';
import { type OperatorActor, opsAuditEntry } from '../shared/audit/ops-audit-entry';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { log } from '../shared/log';
import { outboxEvent } from '../shared/outbox/outbox-event';
import {
  type DeadLetter,
  getDeadLetter,
  listWaitingDeadLetters,
  markReplayedOperation,
  opsService,
} from './entities/dead-letter';

/** Sends one waiting dead letter back to its rule; answers false when it was no longer waiting. */
const replay = async (letter: DeadLetter, actor: OperatorActor, now: Date): Promise<boolean> => {
  const event = outboxEvent(
    'DeadLetterReplayRequested',
    { version: 1, deadLetterId: letter.id, rule: letter.rule, event: letter.event },
    now,
  );
  const audit = opsAuditEntry(
    actor,
    {
      kind: 'dead_letter.replayed',
      subject: { type: 'dead_letter', id: letter.id, label: `${letter.event_type} → ${letter.rule}` },
      before: { state: 'waiting', error: letter.error.slice(0, 300) },
      after: { state: 'replayed', replay_event: event.id },
    },
    now,
  );
  const outcome = await writeTransaction(opsService, ({ outbox }) => ({
    letter: markReplayedOperation(letter.id, actor, now),
    event: outbox.create(event.item).commit(),
    audit: audit.commit(),
  }));
  if (outcome.ok) {
    log.info('dead letter replayed', { deadLetterId: letter.id, rule: letter.rule, eventId: event.id });
    return true;
  }
  if (outcome.refused.includes('letter')) return false;
  throw new Error(`Dead letter ${letter.id} not replayed: the transaction kept conflicting`);
};

/** One dead letter, by the console's Replay: 404 unknown, 409 when it was replayed already. */
export const replayDeadLetter = async (
  id: string,
  actor: OperatorActor,
  now = new Date(),
): Promise<DeadLetter> => {
  const letter = await getDeadLetter(id);
  if (!letter) throw new DomainError('not_found', 'No such dead letter.');
  if (letter.state !== 'waiting' || !(await replay(letter, actor, now)))
    throw new DomainError('conflict', ALREADY_REPLAYED_MESSAGE);
  return (await getDeadLetter(id)) as DeadLetter;
};

/** At most this many per Replay all: each is its own transaction; the console asks again for the rest. */
const REPLAY_ALL_BATCH = 100;

/**
 * Replay all (of one rule, or every rule): each waiting dead letter once, oldest first. One replayed by
 * someone else meanwhile is skipped, not an error.
 */
export const replayAllDeadLetters = async (
  actor: OperatorActor,
  rule?: string,
  now = new Date(),
): Promise<{ replayed: number; skipped: number; more: boolean }> => {
  const { letters, more } = await listWaitingDeadLetters(REPLAY_ALL_BATCH, rule);
  let replayed = 0;
  for (const letter of letters) if (await replay(letter, actor, now)) replayed++;
  return { replayed, skipped: letters.length - replayed, more };
};
