/**
 * The local EventBridge: PutEvents (the SDK's real wire protocol, so `events/publisher.ts` runs
 * unchanged) → match every rule of `events/rules.ts` with the same pattern semantics as EventBridge →
 * invoke the consumer with a real EventBridge envelope. Delivery is asynchronous and at-least-once like
 * the real bus: a failing consumer is retried with back-off, then its event is written to a local
 * dead-letter file (the stand-in for the rule's SQS DLQ in AWS).
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventBridgeEvent } from 'aws-lambda';
import { assertValidEventPattern, testEventPattern } from '../../events/pattern-matcher';
import { rules as catalogueRules, type RuleDefinition } from '../../events/rules';
import { readBody } from './http-util';
import { invokeHandler } from './lambda-runtime';

export type Envelope = EventBridgeEvent<string, unknown>;

export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

export interface LocalEventBus {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  putEvents: (entries: PutEventsEntry[]) => { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
  /** Delivers one envelope to every matching rule now (tests use it to deliver an event twice). */
  deliver: (envelope: Envelope) => Promise<void>;
  /** Resolves when every delivery in flight has finished (including retries). */
  idle: () => Promise<void>;
}

export const createLocalEventBus = (options: {
  busName: string;
  region: string;
  deadLetterFile: string;
  rules?: readonly RuleDefinition[];
  retryDelaysMs?: number[];
  log: (message: string) => void;
}): LocalEventBus => {
  const rules = options.rules ?? catalogueRules;
  // Refuse an invalid or unsupported pattern at start-up, never silently as "no match".
  for (const rule of rules) assertValidEventPattern(rule.eventPattern);
  const retryDelays = options.retryDelaysMs ?? [200, 1_000, 5_000];
  const inFlight = new Set<Promise<void>>();

  const deliverToRule = async (rule: RuleDefinition, envelope: Envelope): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      try {
        await invokeHandler(rule.consumer, envelope);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          options.log(`✗ ${rule.name} failed for event ${envelope.id}; written to the dead-letter file`);
          appendFileSync(
            options.deadLetterFile,
            `${JSON.stringify({ rule: rule.name, error: String(error), event: envelope, at: new Date().toISOString() })}\n`,
          );
          return;
        }
        options.log(
          `! ${rule.name} failed for event ${envelope.id} (${String(error)}); retrying in ${delay} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const deliver = async (envelope: Envelope): Promise<void> => {
    const matching = rules.filter((rule) => testEventPattern(rule.eventPattern, envelope));
    await Promise.all(matching.map((rule) => deliverToRule(rule, envelope)));
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    work.finally(() => inFlight.delete(work));
  };

  const putEvents: LocalEventBus['putEvents'] = (entries) =>
    entries.map((entry) => {
      if (!entry.Source || !entry.DetailType || !entry.Detail) {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Source, DetailType and Detail are required' };
      }
      if (
        entry.EventBusName &&
        entry.EventBusName !== options.busName &&
        !entry.EventBusName.endsWith(`/${options.busName}`)
      ) {
        return {
          ErrorCode: 'ResourceNotFoundException',
          ErrorMessage: `Event bus ${entry.EventBusName} does not exist.`,
        };
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail);
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
      }
      const envelope: Envelope = {
        version: '0',
        id: randomUUID(),
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date(entry.Time ? entry.Time : Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        region: options.region,
        resources: entry.Resources ?? [],
        detail,
      };
      track(deliver(envelope));
      return { EventId: envelope.id };
    });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      return reply(400, { __type: 'UnknownOperationException', message: `Unsupported operation ${target}` });
    }
    const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { Entries?: PutEventsEntry[] };
    const results = putEvents(body.Entries ?? []);
    reply(200, { FailedEntryCount: results.filter((r) => r.ErrorCode).length, Entries: results });
  };

  const idle = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return { handle, putEvents, deliver, idle };
};
