/**
 * The local clock does not skip a calendar run because the local cloud was stopped or killed on its
 * date (infra/local/schedule-clock.ts): on start, every occurrence due since the last one it fired runs
 * once, oldest first, with the instant it was due; a new data folder owes nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleDefinition } from '../../events/schedules';
import { type ScheduleClock, startScheduleClock } from '../../infra/local/schedule-clock';
import { scheduleTestRuns } from '../support/schedule-test-handler';

const monthly: ScheduleDefinition = {
  name: 'TestMonthly',
  description: 'test',
  handler: 'tests/support/schedule-test-handler.ts',
  everyMinutes: 60,
  at: { dayOfMonth: 1, hour: 0, minute: 0 },
  passScheduledTime: true,
  input: { job: 'monthly' },
  access: { table: 'none' },
};

let dir: string;
const clocks: ScheduleClock[] = [];
const clockAt = (now: string) => {
  const clock = startScheduleClock({
    log: () => undefined,
    schedules: [monthly],
    stateFile: path.join(dir, 'schedule-clock.json'),
    now: new Date(now),
  });
  clocks.push(clock);
  return clock;
};
// The clocks start in 2099 so that their timers, which wait on the real time, never fire during a test.
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** The inputs of the runs started, in order. */
const started = () =>
  scheduleTestRuns()
    .filter((run) => run.event === 'start')
    .map(({ event: _, ...input }) => input);

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'schedule-clock-'));
  scheduleTestRuns().length = 0;
});
afterEach(async () => {
  for (const clock of clocks.splice(0)) await clock.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('calendar schedules missed while the local cloud was down', () => {
  it('owe nothing on a new data folder', async () => {
    clockAt('2099-11-25T10:00:00Z');
    await settle();
    expect(started()).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(dir, 'schedule-clock.json'), 'utf8'))).toEqual({
      TestMonthly: '2099-11-25T10:00:00.000Z',
    });
  });

  it('run once each, oldest first, with the instant they were due', async () => {
    const first = clockAt('2099-10-20T10:00:00Z');
    await first.stop();
    // Down from Oct 20 to Dec 2: the Nov 1 and Dec 1 runs were missed.
    clockAt('2099-12-02T08:00:00Z');
    await expect.poll(() => started().length).toBe(2);
    expect(started()).toEqual([
      { job: 'monthly', scheduledTime: '2099-11-01T00:00:00.000Z' },
      { job: 'monthly', scheduledTime: '2099-12-01T00:00:00.000Z' },
    ]);
    // A third start the same day owes nothing more.
    clockAt('2099-12-02T09:00:00Z');
    await settle();
    expect(started()).toHaveLength(2);
  });
});

describe('runs asked for by hand (npm run schedule, a test at a simulated instant)', () => {
  it('never overlap, and each runs with its own input and answers its own result', async () => {
    const clock = clockAt('2099-11-25T10:00:00Z');
    // Two runs of one schedule with different scopes, the second asked for while the first goes on.
    const [first, second] = await Promise.all([
      clock.run('TestMonthly', { job: 'first', holdMs: 150 }),
      clock.run('TestMonthly', { job: 'second' }),
    ]);
    expect(first).toEqual({ job: 'first', holdMs: 150 });
    expect(second).toEqual({ job: 'second' });
    expect(scheduleTestRuns().map((run) => `${run.event} ${run.job}`)).toEqual([
      'start first',
      'end first',
      'start second',
      'end second',
    ]);
  });
});
