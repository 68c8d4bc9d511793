/**
 * Issue 36: reading the rules' dead-letter queues in AWS (functions/ops/triggers/capture-dead-letters.sqs.ts):
 * a queue ARN's URL, the consumer's error from EventBridge's or Lambda's message attributes, the envelope
 * a replay that failed again parked (its original), and a dead letter's id (the same message twice, one id).
 */
import { describe, expect, it } from 'vitest';
import { DEAD_LETTER_ID } from '../../../../contracts/ops';
import { catalogue } from '../../../../events/catalogue';
import { deadLetterId } from '../../entities/dead-letter';
import { failedEnvelopeOf } from '../../record-dead-letter';
import { errorOf, queueUrlOf } from '../../triggers/capture-dead-letters.sqs';

const envelope = {
  version: '0',
  id: 'ev-1',
  source: catalogue.ApplicationSubmitted.source,
  'detail-type': 'ApplicationSubmitted',
  time: '2026-11-21T00:00:00Z',
  detail: catalogue.ApplicationSubmitted.example,
};
const attribute = (stringValue: string) => ({ stringValue, dataType: 'String' }) as never;

describe('a dead-letter queue message', () => {
  it('names its queue by URL', () => {
    expect(queueUrlOf('arn:aws:sqs:eu-west-1:123456789012:Stack-DeadLetterQueue-ABC')).toBe(
      'https://sqs.eu-west-1.amazonaws.com/123456789012/Stack-DeadLetterQueue-ABC',
    );
    expect(() => queueUrlOf('arn:aws:sqs')).toThrow('Not a queue ARN');
  });

  it("carries the consumer's error as EventBridge or Lambda recorded it", () => {
    expect(
      errorOf({
        messageAttributes: {
          ERROR_CODE: attribute('SDK_CLIENT_ERROR'),
          ERROR_MESSAGE: attribute('Throttled'),
        },
      }),
    ).toBe('SDK_CLIENT_ERROR: Throttled');
    expect(
      errorOf({
        messageAttributes: { ErrorCode: attribute('200'), ErrorMessage: attribute('No such brand') },
      }),
    ).toBe('200: No such brand');
    expect(errorOf({ messageAttributes: {} })).toBe('The consumer failed (no error was recorded).');
  });

  it('keeps the original envelope of a replay that failed again, and refuses what is no event', () => {
    expect(failedEnvelopeOf(envelope)).toBe(envelope);
    const replay = {
      ...envelope,
      id: 'ev-2',
      source: catalogue.DeadLetterReplayRequested.source,
      'detail-type': 'DeadLetterReplayRequested',
      detail: { version: 1, deadLetterId: 'DL1', rule: 'NotifyPeople', event: envelope },
    };
    expect(failedEnvelopeOf(replay)).toEqual(envelope);
    expect(() => failedEnvelopeOf({ hello: 'world' })).toThrow('must hold an EventBridge event');
  });

  it('gets one id per message (a message delivered twice is one dead letter), sorted by time', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(deadLetterId(at, 'message-1')).toBe(deadLetterId(at, 'message-1'));
    expect(deadLetterId(at, 'message-1')).not.toBe(deadLetterId(at, 'message-2'));
    expect(deadLetterId(at, 'message-1')).toMatch(DEAD_LETTER_ID);
    expect(deadLetterId(new Date(at.getTime() + 1), 'a') > deadLetterId(at, 'z')).toBe(true);
  });
});
