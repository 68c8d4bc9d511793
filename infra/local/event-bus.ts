/**
 * The local EventBridge: PutEvents (the SDK's real wire protocol, so the outbox's `put-on-bus.ts` runs
 * unchanged) → match every rule of `events/rules.ts` as EventBridge would →
 * invoke the consumer with a real EventBridge envelope. The patterns list exact values; any other syntax
 * is refused at start (pattern-matcher.ts). Delivery is asynchronous and at-least-once like
 * the real bus: a failing consumer is retried with back-off, then its event is written to a local
 * dead-letter file (the stand-in for the rule's SQS DLQ in AWS). Durable like the real bus too: PutEvents
 * answers only after the events and their matched rules are fsync'd to the journal (event-journal.ts),
 * each rule's completion is journaled, and `resume()` delivers again whatever a killed run had accepted
 * and not finished — so an outbox item marked published is never lost to a crash.
 *
 * Issue 36: a dead letter is also recorded for the operator console (`onDeadLetter`, the same item the
 * capture function writes from the rules' queues in AWS), and a DeadLetterReplayRequested event is
 * delivered as AWS's per-rule replay rules deliver it: its `detail.event` (the original envelope) to the
 * one rule it names (`replayPatternOf`, `REPLAYED_EVENT_PATH` in events/rules.ts).
 *
 * Local-only controls under the bus endpoint, for tests that must see what AWS would do:
 *   POST   /__local/eventbridge/faults        {"rejectPutEvents": {"pattern"?: {...}}} → {"id"}: PutEvents
 *          entries that match the pattern (every entry without one) are rejected, as in an outage;
 *          {"failDeliveries": {"rule": "Name", "pattern"?: {...}}} → {"id"}: that rule's consumer fails
 *          for matching events (a consumer bug), so they are retried, then dead-lettered
 *   DELETE /__local/eventbridge/faults[/{id}] the bus accepts (and delivers) again
 *   GET    /__local/eventbridge/events        the last entries PutEvents received, accepted or rejected
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventBridgeEvent } from 'aws-lambda';
import {
  rules as catalogueRules,
  REPLAYED_EVENT_PATH,
  type RuleDefinition,
  replayPatternOf,
} from '../../events/rules';
import { openEventJournal, type PendingEvent } from './event-journal';
import { readBody } from './http-util';
import { invokeHandler } from './lambda-runtime';
import { assertValidEventPattern, testEventPattern } from './pattern-matcher';

export type Envelope = EventBridgeEvent<string, unknown>;

export interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

/** One PutEvents entry as the bus received it (the local log tests read). */
export interface ReceivedEntry {
  source: string | undefined;
  detailType: string | undefined;
  detail: unknown;
  at: string;
  outcome: 'accepted' | 'rejected';
  /** The envelope id of an accepted entry. */
  id?: string;
  errorCode?: string;
}

export interface LocalEventBus {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  putEvents: (entries: PutEventsEntry[]) => { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
  /** Delivers one envelope to every matching rule now (tests use it to deliver an event twice). */
  deliver: (envelope: Envelope) => Promise<void>;
  /** Delivers what the journal holds from a previous run, unfinished (call once the consumers can run). */
  resume: () => void;
  /** Resolves when every delivery in flight has finished (including retries). */
  idle: () => Promise<void>;
  /** After idle(): closes the journal. */
  close: () => void;
  /** Unfinished (event, rule) deliveries in the journal. */
  undelivered: () => number;
  /**
   * Rejects PutEvents entries matching `pattern` (all without one) until the fault is cleared; with
   * `failRule`, that rule's consumer fails for matching events instead (retried, then dead-lettered).
   */
  addFault: (fault: BusFault) => string;
  clearFaults: (id?: string) => void;
  received: () => readonly ReceivedEntry[];
}

/** A local fault: PutEvents refused (no failRule), or one rule's deliveries failing (failRule). */
export interface BusFault {
  pattern?: Record<string, unknown>;
  failRule?: string;
}

/** What the bus dead-lettered: the rule, the consumer's error and the envelope it failed on. */
export interface DeadLetterRecord {
  rule: string;
  error: string;
  event: Envelope;
  at: Date;
}

/** A journal target that is a replay of a dead letter to `rule` (the per-rule replay rules of AWS). */
const REPLAY_TARGET = 'replay:';

/** `$.detail.event` of an event: what a replay rule's target receives (REPLAYED_EVENT_PATH). */
const atReplayedPath = (envelope: Envelope): Envelope => {
  const value = REPLAYED_EVENT_PATH.replace(/^\$\./, '')
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], envelope);
  if (!value || typeof value !== 'object')
    throw new Error(`event ${envelope.id} has no ${REPLAYED_EVENT_PATH}`);
  return value as Envelope;
};

/**
 * At most this many invocations of one rule's consumer run at once; the rest wait in arrival order. In
 * AWS each invocation is its own Lambda; here every consumer and every API request share one process
 * and its DynamoDB client (50 sockets). Unbounded, a burst of 1,000 events started 2,000 consumer runs at
 * once, queued about 1,000 DynamoDB calls ahead of everything else and made API requests run past their
 * 10 s timeout: the bound keeps the product answering while a burst drains at the pace the machine
 * allows, and other rules' deliveries do not queue behind it. Like a queue, it is first come, first
 * served: a burst delays later events of the same rule.
 */
const RULE_CONCURRENCY = 8;

/** The local log keeps this many entries (oldest dropped first). */
const RECEIVED_LOG_SIZE = 2_000;

export const createLocalEventBus = (options: {
  busName: string;
  region: string;
  deadLetterFile: string;
  /** Where the journal lives (a folder under the data folder; a temporary one for an in-memory cloud). */
  journalDir: string;
  /** Compact the journal when it grows past this. @default 4 MiB */
  journalMaxBytes?: number;
  rules?: readonly RuleDefinition[];
  retryDelaysMs?: number[];
  /** @default RULE_CONCURRENCY */
  ruleConcurrency?: number;
  /** Issue 36: told of each dead letter after it is in the file (the console's record of it). */
  onDeadLetter?: (letter: DeadLetterRecord) => Promise<void>;
  log: (message: string) => void;
}): LocalEventBus => {
  const rules = options.rules ?? catalogueRules;
  // Refuse an invalid or unsupported pattern at start-up, never silently as "no match".
  for (const rule of rules) assertValidEventPattern(rule.eventPattern);
  const replayPatterns = new Map(rules.map((rule) => [rule.name, replayPatternOf(rule.name)]));
  for (const pattern of replayPatterns.values()) assertValidEventPattern(pattern);
  const retryDelays = options.retryDelaysMs ?? [200, 1_000, 5_000];
  const journal = openEventJournal({ dir: options.journalDir, maxBytes: options.journalMaxBytes });
  const inFlight = new Set<Promise<void>>();
  const faults = new Map<string, BusFault>();
  const log: ReceivedEntry[] = [];
  const remember = (entry: ReceivedEntry) => {
    log.push(entry);
    if (log.length > RECEIVED_LOG_SIZE) log.splice(0, log.length - RECEIVED_LOG_SIZE);
  };
  const matches = (fault: BusFault, envelope: Envelope) =>
    !fault.pattern || testEventPattern(fault.pattern, envelope);
  const faulty = (envelope: Envelope) =>
    [...faults.values()].some((fault) => !fault.failRule && matches(fault, envelope));
  const failingDelivery = (rule: RuleDefinition, envelope: Envelope) =>
    [...faults.values()].some((fault) => fault.failRule === rule.name && matches(fault, envelope));

  const concurrency = options.ruleConcurrency ?? RULE_CONCURRENCY;
  /** Per rule: the runs going on, and the starts of those waiting for a slot, in arrival order. */
  const slots = new Map<string, { active: number; waiting: (() => void)[] }>();
  const inRuleSlot = async (name: string, work: () => Promise<unknown>): Promise<void> => {
    const slot = slots.get(name) ?? { active: 0, waiting: [] };
    slots.set(name, slot);
    if (slot.active < concurrency) slot.active++;
    // A finishing run hands its slot straight to the first waiting one (active stays the same).
    else await new Promise<void>((resolve) => slot.waiting.push(resolve));
    try {
      await work();
    } finally {
      const next = slot.waiting.shift();
      if (next) next();
      else slot.active--;
    }
  };

  const invoke = (rule: RuleDefinition, envelope: Envelope) => {
    if (failingDelivery(rule, envelope)) throw new Error(`Local fault: ${rule.name} fails for this event`);
    return invokeHandler(rule.consumer, envelope);
  };

  /** The console's record of a dead letter; its failure is logged (the file holds the letter anyway). */
  const recordDeadLetter = async (letter: DeadLetterRecord) => {
    try {
      await options.onDeadLetter?.(letter);
    } catch (error) {
      options.log(
        `! dead letter of ${letter.rule} (event ${letter.event.id}) not recorded: ${String(error)}`,
      );
    }
  };

  /**
   * One rule's delivery of `envelope` with retries; journaled as finished (`journaled`: the accepted
   * event's id and its target, which for a replay is the replay's, not the envelope it delivers) once
   * delivered or dead-lettered.
   */
  const deliverToRule = async (
    rule: RuleDefinition,
    envelope: Envelope,
    journaled = { eventId: envelope.id, target: rule.name },
  ): Promise<void> => {
    for (let attempt = 0; ; attempt++) {
      try {
        // The slot is held for the run only, not across a retry's wait.
        await inRuleSlot(rule.name, () => invoke(rule, envelope));
        journal.complete(journaled.eventId, journaled.target);
        return;
      } catch (error) {
        const delay = retryDelays[attempt];
        if (delay === undefined) {
          options.log(`✗ ${rule.name} failed for event ${envelope.id}; written to the dead-letter file`);
          const at = new Date();
          appendFileSync(
            options.deadLetterFile,
            `${JSON.stringify({ rule: rule.name, error: String(error), event: envelope, at: at.toISOString() })}\n`,
          );
          await recordDeadLetter({ rule: rule.name, error: String(error), event: envelope, at });
          // Dead-lettered is finished: it waits in the dead-letter file and the console, never replayed
          // by a restart (an operator replays it).
          journal.complete(journaled.eventId, journaled.target);
          return;
        }
        options.log(
          `! ${rule.name} failed for event ${envelope.id} (${String(error)}); retrying in ${delay} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const matchingRules = (envelope: Envelope) =>
    rules.filter((rule) => testEventPattern(rule.eventPattern, envelope));

  /** The event's targets: the rules it matches, and the rule a replay names (its replay rule). */
  const targetsOf = (envelope: Envelope): string[] => [
    ...matchingRules(envelope).map((rule) => rule.name),
    ...[...replayPatterns]
      .filter(([, pattern]) => testEventPattern(pattern, envelope))
      .map(([name]) => `${REPLAY_TARGET}${name}`),
  ];

  /** One target's delivery: a rule's, or a replay's (the original envelope to the rule it names). */
  const deliverToTarget = (target: string, event: Envelope): Promise<void> | undefined => {
    const replay = target.startsWith(REPLAY_TARGET);
    const name = replay ? target.slice(REPLAY_TARGET.length) : target;
    const rule = rules.find((candidate) => candidate.name === name);
    if (!rule) return undefined;
    if (!replay) return deliverToRule(rule, event);
    let original: Envelope;
    try {
      original = atReplayedPath(event);
    } catch (error) {
      // The outbox validated the replay's event: only a hand-made one lacks it. Nothing to deliver.
      options.log(`! replay ${event.id} for ${name} dropped: ${String(error)}`);
      journal.complete(event.id, target);
      return Promise.resolve();
    }
    return deliverToRule(rule, original, { eventId: event.id, target });
  };

  const deliver = async (envelope: Envelope): Promise<void> => {
    await Promise.all(targetsOf(envelope).map((target) => deliverToTarget(target, envelope)));
  };

  /** A journaled event's deliveries to the rules it still waits for. */
  const deliverPending = async ({ event, targets }: PendingEvent): Promise<void> => {
    await Promise.all(
      targets.map((name) => {
        const delivery = deliverToTarget(name, event);
        if (delivery) return delivery;
        // The rule was removed since the event was accepted: nothing to deliver it to any more.
        options.log(`! event ${event.id} was for rule ${name}, which no longer exists; dropped`);
        journal.complete(event.id, name);
        return undefined;
      }),
    );
  };

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    work.finally(() => inFlight.delete(work));
  };

  const putEvents: LocalEventBus['putEvents'] = (entries) => {
    const accepted: PendingEvent[] = [];
    const results = entries.map((entry) => {
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
        time: new Date(entry.Time ? toMillis(entry.Time) : Date.now())
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        region: options.region,
        resources: entry.Resources ?? [],
        detail,
      };
      const at = new Date().toISOString();
      const received = { source: entry.Source, detailType: entry.DetailType, detail, at };
      if (faulty(envelope)) {
        remember({ ...received, outcome: 'rejected', errorCode: 'InternalFailure' });
        return { ErrorCode: 'InternalFailure', ErrorMessage: 'Local fault: the bus rejects PutEvents.' };
      }
      remember({ ...received, outcome: 'accepted', id: envelope.id });
      accepted.push({ event: envelope, targets: targetsOf(envelope) });
      return { EventId: envelope.id };
    });
    // Durable before acknowledged: one write and one fsync for the whole call, then the deliveries.
    journal.append(accepted);
    for (const entry of accepted) track(deliverPending(entry));
    return results;
  };

  let resumed = false;
  const resume: LocalEventBus['resume'] = () => {
    if (resumed) return;
    resumed = true;
    const recovered = journal.recovered();
    if (recovered.length > 0) {
      options.log(`Event bus: delivering ${recovered.length} events accepted before the last stop`);
    }
    for (const entry of recovered) track(deliverPending(entry));
  };

  const addFault: LocalEventBus['addFault'] = (fault) => {
    if (fault.pattern) assertValidEventPattern(fault.pattern);
    if (fault.failRule && !rules.some((rule) => rule.name === fault.failRule))
      throw new Error(`No rule named ${fault.failRule}`);
    const id = randomUUID();
    faults.set(id, fault);
    return id;
  };
  const clearFaults: LocalEventBus['clearFaults'] = (id) => {
    if (id) faults.delete(id);
    else faults.clear();
  };

  /** The local-only controls (faults, the received log); undefined when the request is not for them. */
  const handleControl = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const control = /\/(faults|events)(?:\/([^/]+))?\/?$/.exec(pathname);
    if (!control) return false;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [, resource, id] = control;
    if (resource === 'events' && req.method === 'GET' && !id) {
      json(200, { events: log });
      return true;
    }
    if (resource === 'faults' && req.method === 'GET' && !id) {
      json(200, { faults: [...faults].map(([faultId, fault]) => ({ id: faultId, ...fault })) });
      return true;
    }
    if (resource === 'faults' && req.method === 'DELETE') {
      clearFaults(id);
      json(200, { faults: faults.size });
      return true;
    }
    if (resource === 'faults' && req.method === 'POST' && !id) {
      try {
        const body = JSON.parse((await readBody(req, 64 * 1024)).toString('utf8') || '{}') as {
          rejectPutEvents?: { pattern?: Record<string, unknown> };
          failDeliveries?: { rule?: string; pattern?: Record<string, unknown> };
        };
        if (body.failDeliveries && typeof body.failDeliveries.rule === 'string') {
          const { rule, pattern } = body.failDeliveries;
          json(201, { id: addFault({ failRule: rule, pattern }) });
          return true;
        }
        if (!body.rejectPutEvents || typeof body.rejectPutEvents !== 'object') {
          json(400, {
            error: {
              code: 'bad_request',
              message:
                'Expected {"rejectPutEvents": {"pattern"?: {...}}} or {"failDeliveries": {"rule": "Name", "pattern"?: {...}}}',
            },
          });
          return true;
        }
        json(201, { id: addFault({ pattern: body.rejectPutEvents.pattern }) });
      } catch (error) {
        json(400, { error: { code: 'bad_request', message: String(error) } });
      }
      return true;
    }
    json(405, { error: { code: 'method_not_allowed', message: 'Method not allowed' } });
    return true;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (await handleControl(req, res)) return;
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

  return {
    handle,
    putEvents,
    deliver,
    resume,
    idle,
    close: journal.close,
    undelivered: journal.pendingCount,
    addFault,
    clearFaults,
    received: () => log,
  };
};

/** The SDK sends Time as epoch seconds; other callers may send milliseconds or an ISO string. */
const toMillis = (time: string | number): number =>
  typeof time === 'number' ? (time < 1e12 ? time * 1000 : time) : Date.parse(time);
