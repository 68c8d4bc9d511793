/**
 * Issue 36, in AWS: the capture function on every rule's dead-letter queue (an SQS event source each,
 * infra/constructs/dead-letter-capture.ts). Each message is an event a consumer failed on: EventBridge
 * parks events it could not deliver (message attributes ERROR_CODE, ERROR_MESSAGE) and Lambda parks
 * invocations that kept failing (ErrorCode, ErrorMessage); both put the event itself in the body. The
 * queue's `marketplace:rule` tag names the rule (one queue per rule); a message is recorded once however
 * often SQS delivers it (its message id is the dead letter's dedupe key), then deleted by the event
 * source. A record that cannot be recorded is reported failed and stays in its queue for the next try.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { callAwsJson } from '../../shared/aws/json-call';
import { env } from '../../shared/config';
import { log } from '../../shared/log';
import { recordDeadLetter } from '../record-dead-letter';

/** The tag infra/constructs/dead-letter-capture.ts puts on each rule's dead-letter queue. */
export const RULE_TAG = 'marketplace:rule';

/** `arn:aws:sqs:{region}:{account}:{name}` → its queue URL (what SQS's API takes). */
export const queueUrlOf = (arn: string): string => {
  const [, partition, , region, account, name] = arn.split(':');
  if (!region || !account || !name) throw new Error(`Not a queue ARN: ${arn}`);
  const domain = partition === 'aws-cn' ? 'amazonaws.com.cn' : 'amazonaws.com';
  return `https://sqs.${region}.${domain}/${account}/${name}`;
};

/** Queue ARN → rule name, for the container's life (a queue's tag does not change). */
const rulesByQueue = new Map<string, Promise<string>>();

const ruleOfQueue = (arn: string): Promise<string> => {
  let rule = rulesByQueue.get(arn);
  if (!rule) {
    rule = callAwsJson({
      service: 'sqs',
      region: env.region,
      target: 'AmazonSQS.ListQueueTags',
      jsonVersion: '1.0',
      body: JSON.stringify({ QueueUrl: queueUrlOf(arn) }),
    }).then(({ body }) => {
      const name = (body.Tags as Record<string, string> | undefined)?.[RULE_TAG];
      if (!name) throw new Error(`Queue ${arn} has no ${RULE_TAG} tag`);
      return name;
    });
    // A failed lookup is asked again by the next record, not remembered.
    rule.catch(() => rulesByQueue.delete(arn));
    rulesByQueue.set(arn, rule);
  }
  return rule;
};

/** The consumer's error as the queue's message says it (EventBridge's attributes, or Lambda's). */
export const errorOf = (record: Pick<SQSRecord, 'messageAttributes'>): string => {
  const attribute = (name: string) => record.messageAttributes?.[name]?.stringValue;
  const code = attribute('ERROR_CODE') ?? attribute('ErrorCode');
  const message = attribute('ERROR_MESSAGE') ?? attribute('ErrorMessage');
  return [code, message].filter(Boolean).join(': ') || 'The consumer failed (no error was recorded).';
};

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
  processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const rule = await ruleOfQueue(record.eventSourceARN);
      const sent = Number(record.attributes.SentTimestamp);
      const id = await recordDeadLetter({
        rule,
        event: JSON.parse(record.body),
        error: errorOf(record),
        at: Number.isFinite(sent) ? new Date(sent) : new Date(),
        dedupeKey: record.messageId,
      });
      log.warn('dead letter recorded', { rule, deadLetterId: id, messageId: record.messageId });
    },
    new BatchProcessor(EventType.SQS),
    { context },
  );
