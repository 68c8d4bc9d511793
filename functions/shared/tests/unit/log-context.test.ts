/**
 * The log context: every line of an API request carries its request id and correlation id (the caller's
 * `x-correlation-id` when valid), an outbox event stores the producer's correlation id, the publisher puts
 * it on the bus event and the consumer wrapper logs with it — and concurrent invocations of one module
 * (as the local cloud runs them, in one process) never see each other's ids.
 */
import { EventBridgeSchema } from '@aws-lambda-powertools/parser/schemas/eventbridge';
import { EventBridgeClient, type PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import { busEvent } from '../../../../tests/support/bus-event';
import { consumer, eventBridgeEnvelope } from '../../events/consumer';
import { type ApiEvent, createFeatureHandler, defineRoute } from '../../http/api-handler';
import { currentCorrelationId, log, withLogContext } from '../../log';
import { type OutboxEvent, outboxEvent } from '../../outbox/outbox-event';
import { putOutboxEventsOnBus } from '../../outbox/put-on-bus';

type Line = Record<string, unknown>;
let lines: Line[] = [];

// The Logger writes JSON lines to stdout (debug, info) and stderr (warn, error), as in Lambda.
beforeEach(() => {
  lines = [];
  const capture = (chunk: unknown) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(text) as Line);
      } catch {
        // not a log line
      }
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});
afterEach(() => vi.restoreAllMocks());

const linesWith = (message: string) => lines.filter((line) => line.message === message);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const context = (awsRequestId = 'lambda-req') =>
  ({ awsRequestId, getRemainingTimeInMillis: () => 10_000 }) as unknown as Context;

const apiEvent = (headers: Record<string, string>, requestId?: string): ApiEvent =>
  ({
    version: '2.0',
    routeKey: 'GET /api/health',
    rawPath: '/api/health',
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      ...(requestId ? { requestId } : {}),
      http: {
        method: 'GET',
        path: '/api/health',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 't',
      },
    },
  }) as unknown as ApiEvent;

const healthRoute = {
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'test',
  responses: { 200: z.unknown() },
} as const;

/** Promises a request named by `x-wait-for` waits on instead of a pause: an order that no load can change. */
const gates = new Map<string, Promise<unknown>>();

/** A route that logs before and after a pause (so concurrent requests interleave), or fails. */
const handler = createFeatureHandler({
  'GET /api/health': defineRoute(healthRoute, async ({ event }) => {
    const wait = Number(event.headers['x-wait'] ?? 0);
    log.warn('route started', { wait });
    const gate = event.headers['x-wait-for'];
    await (gate ? gates.get(gate) : pause(wait));
    if (event.headers['x-fail']) throw new Error('boom');
    log.warn('route finished', { correlationSeen: currentCorrelationId() });
    return { body: { ok: true } };
  }),
});

type Answer = { statusCode: number; headers: Record<string, string> };

describe('API requests', () => {
  it('carry the caller’s correlation id and API Gateway’s request id on every line, and answer with it', async () => {
    const answer = (await handler(
      apiEvent({ 'X-Correlation-Id': 'caller-chain-42' }, 'apigw-1'),
      context(),
    )) as Answer;
    expect(answer.headers['x-correlation-id']).toBe('caller-chain-42');
    for (const message of ['route started', 'route finished']) {
      expect(linesWith(message)).toEqual([
        expect.objectContaining({ requestId: 'apigw-1', correlationId: 'caller-chain-42' }),
      ]);
    }
    expect(linesWith('route finished')[0]?.correlationSeen).toBe('caller-chain-42');
  });

  it('without a valid header, the request id is the correlation id (Lambda’s when API Gateway gave none)', async () => {
    const invalid = (await handler(
      apiEvent({ 'x-correlation-id': 'no spaces\nor newlines' }, 'apigw-2'),
      context(),
    )) as Answer;
    expect(invalid.headers['x-correlation-id']).toBe('apigw-2');
    const tooLong = (await handler(
      apiEvent({ 'x-correlation-id': 'a'.repeat(129) }, 'apigw-3'),
      context(),
    )) as Answer;
    expect(tooLong.headers['x-correlation-id']).toBe('apigw-3');
    const direct = (await handler(apiEvent({}), context('lambda-4'))) as Answer;
    expect(direct.headers['x-correlation-id']).toBe('lambda-4');
    expect(linesWith('route started').map((line) => [line.requestId, line.correlationId])).toEqual([
      ['apigw-2', 'apigw-2'],
      ['apigw-3', 'apigw-3'],
      ['lambda-4', 'lambda-4'],
    ]);
  });

  it('a failed request logs its error with both ids and still answers with the header', async () => {
    const answer = (await handler(
      apiEvent({ 'x-correlation-id': 'chain-err', 'x-fail': '1' }, 'apigw-5'),
      context(),
    )) as Answer;
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['x-correlation-id']).toBe('chain-err');
    expect(linesWith('unhandled error')).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        requestId: 'apigw-5',
        correlationId: 'chain-err',
        error: expect.objectContaining({ name: 'Error', message: 'boom', stack: expect.any(String) }),
      }),
    ]);
  });

  it('two concurrent requests of one handler never see each other’s ids', async () => {
    // A starts first and finishes last: its second line is written while B's scope is the latest one.
    // A waits for B's answer itself (a 30 ms pause against B's 5 ms lost the race on a loaded machine).
    let bAnswered = (): void => undefined;
    gates.set('b-answered', new Promise<void>((resolve) => (bAnswered = resolve)));
    const [a, b] = (await Promise.all([
      handler(apiEvent({ 'x-correlation-id': 'chain-A', 'x-wait-for': 'b-answered' }, 'req-A'), context()),
      handler(apiEvent({ 'x-correlation-id': 'chain-B', 'x-wait': '5' }, 'req-B'), context()).finally(
        bAnswered,
      ),
    ])) as Answer[];
    expect([a?.headers['x-correlation-id'], b?.headers['x-correlation-id']]).toEqual(['chain-A', 'chain-B']);
    const finished = linesWith('route finished');
    expect(finished.map((line) => line.requestId)).toEqual(['req-B', 'req-A']);
    for (const line of [...linesWith('route started'), ...finished]) {
      expect(line.correlationId).toBe(line.requestId === 'req-A' ? 'chain-A' : 'chain-B');
      if ('correlationSeen' in line) expect(line.correlationSeen).toBe(line.correlationId);
    }
    // Nothing stays behind once the invocations are over.
    expect(currentCorrelationId()).toBeUndefined();
  });
});

const profile = {
  version: 1,
  userId: 'user-1',
  role: 'creator',
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.com',
} as const;

describe('the outbox carries the correlation id', () => {
  // Only the item's parameters and the PutEvents request are built here: nothing is sent.
  beforeEach(() => {
    vi.stubEnv('TABLE_NAME', 'unit-table');
    vi.stubEnv('EVENT_BUS_NAME', 'unit-bus');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('an event written inside a request stores its correlation id; one written outside stores none', () => {
    const inside = withLogContext({ correlationId: 'chain-out' }, () =>
      outboxEvent('ProfileCreated', profile),
    );
    expect(inside.item.correlation_id).toBe('chain-out');
    expect(JSON.stringify(inside.write)).toContain('chain-out');
    const outside = outboxEvent('ProfileCreated', profile);
    expect(outside.item).not.toHaveProperty('correlation_id');
  });

  it('the publisher puts it in the detail’s meta, beside the outbox id', async () => {
    const sent: unknown[] = [];
    vi.spyOn(EventBridgeClient.prototype, 'send').mockImplementation(async (command: unknown) => {
      sent.push((command as PutEventsCommand).input);
      return { Entries: [{ EventId: 'bus-1' }, { EventId: 'bus-2' }] };
    });
    const event = (id: string, correlationId: string | null): OutboxEvent => ({
      id,
      name: 'ProfileCreated',
      source: 'marketplace.accounts',
      detail_type: 'ProfileCreated',
      detail: { ...profile },
      status: 'pending',
      created_at: '2026-11-20T10:00:00.000Z',
      published_at: null,
      attempts: 1,
      last_error: null,
      correlation_id: correlationId,
    });
    const outcomes = await putOutboxEventsOnBus([event('evt_1', 'chain-pub'), event('evt_2', null)]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const entries = (sent[0] as PutEventsCommand['input']).Entries ?? [];
    expect(entries.map((entry) => JSON.parse(entry.Detail ?? '{}').meta)).toEqual([
      { eventId: 'evt_1', occurredAt: '2026-11-20T10:00:00.000Z', correlationId: 'chain-pub' },
      { eventId: 'evt_2', occurredAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });
});

describe('the consumer wrapper', () => {
  const seen: { detail: unknown; correlationId: string | undefined }[] = [];
  const profileCreated = consumer('ProfileCreated', async (detail, event) => {
    log.warn('consumed', { wait: event.id });
    // The slow delivery waits for the fast one's end (see the concurrent test), the others for 1 ms.
    await (event.id === 'bus-slow' ? gates.get('fast-delivered') : pause(1));
    seen.push({ detail, correlationId: currentCorrelationId() });
    log.warn('consumer finished');
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('parses the detail with the catalogue schema (meta stripped) and logs with the producer’s ids', async () => {
    await profileCreated(
      busEvent(
        'ProfileCreated',
        { ...profile, meta: { eventId: 'evt_9', occurredAt: 'x', correlationId: 'chain-9' } },
        { id: 'bus-9' },
      ),
      context('lambda-9'),
    );
    expect(seen).toEqual([{ detail: profile, correlationId: 'chain-9' }]);
    expect(linesWith('consumer finished')).toEqual([
      expect.objectContaining({
        eventName: 'ProfileCreated',
        eventId: 'evt_9',
        busEventId: 'bus-9',
        correlationId: 'chain-9',
        requestId: 'lambda-9',
      }),
    ]);
  });

  it('without a producer’s correlation id, the outbox id is the correlation id (else the bus event id)', async () => {
    await profileCreated(
      busEvent('ProfileCreated', { ...profile, meta: { eventId: 'evt_10', occurredAt: 'x' } }),
    );
    await profileCreated(busEvent('ProfileCreated', profile, { id: 'bus-11' }));
    expect(seen.map((entry) => entry.correlationId)).toEqual(['evt_10', 'bus-11']);
  });

  it('refuses a malformed detail or envelope: logged, thrown (the bus retries, then dead-letters), never handled', async () => {
    const { role: _role, ...withoutRole } = profile;
    await expect(
      profileCreated(busEvent('ProfileCreated', withoutRole, { id: 'bus-bad' })),
    ).rejects.toThrow();
    const { account: _account, ...envelope } = busEvent('ProfileCreated', profile);
    await expect(profileCreated(envelope as never)).rejects.toThrow();
    await expect(
      profileCreated(busEvent('ProfileCreated', profile, { time: 'yesterday' })),
    ).rejects.toThrow();
    expect(seen).toEqual([]);
    const refused = linesWith('malformed event refused');
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ level: 'ERROR', busEventId: 'bus-bad', eventName: 'ProfileCreated' });
    expect(JSON.stringify(refused[0]?.error)).toContain('role');
  });

  it('two concurrent deliveries never see each other’s ids', async () => {
    let fastDelivered = (): void => undefined;
    gates.set('fast-delivered', new Promise<void>((resolve) => (fastDelivered = resolve)));
    await Promise.all([
      profileCreated(
        busEvent(
          'ProfileCreated',
          { ...profile, meta: { eventId: 'e1', occurredAt: 'x', correlationId: 'c-slow' } },
          { id: 'bus-slow' },
        ),
      ),
      profileCreated(
        busEvent(
          'ProfileCreated',
          { ...profile, meta: { eventId: 'e2', occurredAt: 'x', correlationId: 'c-fast' } },
          { id: 'bus-fast' },
        ),
      ).finally(fastDelivered),
    ]);
    expect(seen.map((entry) => entry.correlationId)).toEqual(['c-fast', 'c-slow']);
    for (const line of [...linesWith('consumed'), ...linesWith('consumer finished')])
      expect(line.correlationId).toBe(line.busEventId === 'bus-slow' ? 'c-slow' : 'c-fast');
  });
});

describe('the envelope schema', () => {
  it('gives the same verdicts as Powertools Parser’s EventBridgeSchema', () => {
    const ours = eventBridgeEnvelope(zm.unknown());
    const valid = busEvent('ProfileCreated', profile);
    const { account: _account, ...noAccount } = valid;
    const samples: unknown[] = [
      valid,
      { ...valid, time: '2026-11-20T10:00:00Z' },
      { ...valid, time: '2026-11-20T10:00:00+01:00' },
      { ...valid, time: 'yesterday' },
      { ...valid, resources: ['arn:x'] },
      { ...valid, resources: [1] },
      { ...valid, 'replay-name': 'replay-1' },
      { ...valid, 'replay-name': 3 },
      { ...valid, version: 0 },
      noAccount,
      { ...valid, extra: true },
      null,
    ];
    const verdicts = (schema: { safeParse: (data: unknown) => { success: boolean } }) =>
      samples.map((sample) => schema.safeParse(sample).success);
    expect(verdicts(ours)).toEqual(verdicts(EventBridgeSchema));
    expect(verdicts(ours).filter(Boolean)).toHaveLength(5);
  });
});
