/**
 * Issue 36: a dead letter as the console lists it, from wherever the failure lands: the rules' dead-letter
 * queues in AWS (triggers/capture-dead-letters.sqs.ts) and the local bus's dead-letter path
 * (infra/local/event-bus.ts). One recording, so both write the same item.
 */
import { catalogue } from '../../events/catalogue';
import { type DeadLetterEnvelope, type NewDeadLetter, putDeadLetter } from './entities/dead-letter';

const REPLAY = catalogue.DeadLetterReplayRequested;

const isEnvelope = (value: unknown): value is DeadLetterEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeadLetterEnvelope).id === 'string' &&
  typeof (value as DeadLetterEnvelope)['detail-type'] === 'string' &&
  typeof (value as DeadLetterEnvelope).source === 'string';

/**
 * The envelope the rule's consumer failed on. A replay that failed again may reach a queue as the
 * replay's own event (EventBridge can park the event before its target's input path is applied): its
 * `detail.event` is the original, which is what a later replay must send.
 */
export const failedEnvelopeOf = (value: unknown): DeadLetterEnvelope => {
  if (!isEnvelope(value)) throw new Error('A dead letter must hold an EventBridge event');
  if (value.source === REPLAY.source && value['detail-type'] === REPLAY.detailType) {
    const original = (value.detail as { event?: unknown } | null)?.event;
    if (isEnvelope(original)) return original;
  }
  return value;
};

export const recordDeadLetter = (
  letter: Omit<NewDeadLetter, 'event'> & { event: unknown },
): Promise<string> => putDeadLetter({ ...letter, event: failedEnvelopeOf(letter.event) });
