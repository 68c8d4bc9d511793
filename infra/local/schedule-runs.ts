/**
 * Local-only: `POST /__local/schedules/{name}` with `{"scheduledTime": "<ISO>"}` runs one schedule of
 * events/schedules.ts now, as if it had fired at that instant (`npm run schedule`), so a person or a test
 * can walk a month in a minute. An optional `"input": {...}` is merged over the schedule's own input (a
 * scope the handler supports, e.g. SendNotificationDigests' `userIds`: tests sharing one cloud then run
 * the schedule for their own people only). Answers when the run is done: 200 with its result, 404 for an unknown
 * schedule, 400 for a bad instant, 500 with the run's error.
 *
 * The tests' shared clouds refuse a run for everyone (`scopedRunsOnly`): a schedule that can be limited
 * to some people (`scopedBy` in events/schedules.ts) must be given its list, or a test's billing, payout
 * or digest run at a simulated instant would reach the other test files' brands and creators.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { schedules } from '../../events/schedules';
import { readBody } from './http-util';
import type { ScheduleClock } from './schedule-clock';

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const handleScheduleRun = async (
  req: IncomingMessage,
  res: ServerResponse,
  clock: ScheduleClock,
  { scopedRunsOnly = false }: { scopedRunsOnly?: boolean } = {},
): Promise<void> => {
  const name = decodeURIComponent((req.url ?? '').split('?')[0]?.split('/').pop() ?? '');
  if (req.method !== 'POST') return send(res, 405, { error: 'POST /__local/schedules/{name}' });
  const definition = schedules.find((schedule) => schedule.name === name);
  if (!definition) {
    return send(res, 404, { error: `No schedule named ${name}`, schedules: schedules.map((s) => s.name) });
  }
  let body: { scheduledTime?: unknown; input?: unknown } = {};
  try {
    const raw = (await readBody(req)).toString('utf8');
    body = raw ? (JSON.parse(raw) as typeof body) : {};
  } catch {
    return send(res, 400, { error: 'The body must be JSON: {"scheduledTime": "<ISO instant>"}' });
  }
  const at = body.scheduledTime === undefined ? new Date() : new Date(String(body.scheduledTime));
  if (Number.isNaN(at.getTime()))
    return send(res, 400, { error: `Not an instant: ${String(body.scheduledTime)}` });
  if (
    body.input !== undefined &&
    (typeof body.input !== 'object' || body.input === null || Array.isArray(body.input))
  )
    return send(res, 400, { error: '`input` must be a JSON object' });
  const scope = definition.scopedBy;
  if (
    scopedRunsOnly &&
    scope &&
    !Array.isArray((body.input as Record<string, unknown> | undefined)?.[scope])
  ) {
    return send(res, 400, {
      error: `${name} for everyone is refused on the tests' shared cloud: pass input.${scope}, the test's own people (tests/support/payouts.ts forBrands / forCreators).`,
    });
  }
  try {
    const result = await clock.run(name, {
      ...definition.input,
      ...(body.input as Record<string, unknown> | undefined),
      ...(definition.passScheduledTime ? { scheduledTime: at.toISOString() } : {}),
    });
    send(res, 200, { schedule: name, scheduledTime: at.toISOString(), result });
  } catch (error) {
    send(res, 500, { schedule: name, error: String(error) });
  }
};
