/**
 * The local stand-in for EventBridge Scheduler: runs each entry of events/schedules.ts on a clock, with
 * the same handler module and input as in AWS. Runs of one schedule never overlap; a failing run is
 * logged and the next tick tries again (as Scheduler's next invocation would).
 */
import {
  schedules as catalogueSchedules,
  type ScheduleDefinition,
  type ScheduleSettings,
  type ScheduleTime,
  scheduleTimeOf,
} from '../../events/schedules';
import { platformSettings } from '../../functions/shared/platform-settings';
import { invokeHandler } from './lambda-runtime';

export interface ScheduleClock {
  /** Runs one schedule now (with its own input unless another is given); resolves when it is done. */
  run: (name: string, input?: Record<string, unknown>) => Promise<unknown>;
  stop: () => Promise<void>;
}

const MAX_SLEEP_MS = 6 * 3600 * 1000;

const DAY_MS = 24 * 3600 * 1000;

/**
 * The first instant at or after `from` matching a calendar time (UTC, whole minutes): monthly on
 * `dayOfMonth`, weekly on `dayOfWeek` (0 Sunday … 6 Saturday), else daily.
 */
export const nextOccurrence = (at: ScheduleTime, from: Date): Date => {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth();
  const date = from.getUTCDate();
  if (at.dayOfMonth) {
    const thisMonth = new Date(Date.UTC(year, month, at.dayOfMonth, at.hour, at.minute));
    if (thisMonth.getTime() >= from.getTime()) return thisMonth;
    return new Date(Date.UTC(year, month + 1, at.dayOfMonth, at.hour, at.minute));
  }
  // Weekly: the coming `dayOfWeek` (today included); daily: today. Date.UTC rolls days over months.
  const daysAhead = at.dayOfWeek === undefined ? 0 : (at.dayOfWeek - from.getUTCDay() + 7) % 7;
  const candidate = new Date(Date.UTC(year, month, date + daysAhead, at.hour, at.minute));
  if (candidate.getTime() >= from.getTime()) return candidate;
  return new Date(candidate.getTime() + (at.dayOfWeek === undefined ? 1 : 7) * DAY_MS);
};

export const startScheduleClock = (options: {
  log: (message: string) => void;
  schedules?: readonly ScheduleDefinition[];
  /** @default the platform's (env PAYOUT_SCHEDULE, as the handlers read it) */
  settings?: ScheduleSettings;
}): ScheduleClock => {
  const schedules = options.schedules ?? catalogueSchedules;
  const settings = options.settings ?? { payoutSchedule: platformSettings.payoutSchedule };
  const running = new Map<string, Promise<unknown>>();

  /** A tick of the clock: the schedule's input, with the instant it fired when the schedule asks for it. */
  const fire = (definition: ScheduleDefinition, at = new Date()) =>
    run(definition.name, {
      ...definition.input,
      ...(definition.passScheduledTime ? { scheduledTime: at.toISOString() } : {}),
    }).catch(() => undefined);

  const run: ScheduleClock['run'] = (name, input) => {
    const definition = schedules.find((schedule) => schedule.name === name);
    if (!definition) return Promise.reject(new Error(`No schedule named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const work = invokeHandler(definition.handler, input ?? definition.input)
      .catch((error) => {
        options.log(`! schedule ${name} failed: ${String(error)}`);
        throw error;
      })
      .finally(() => running.delete(name));
    running.set(name, work);
    return work;
  };

  const timers = schedules.map((definition) => {
    const time = scheduleTimeOf(definition, settings);
    if (!time) {
      const timer = setInterval(() => void fire(definition), definition.everyMinutes * 60_000);
      // The clock never keeps the process alive by itself.
      timer.unref();
      return { cancel: () => clearInterval(timer) };
    }
    // A calendar schedule: sleep towards the next occurrence in steps (timers cannot wait a month).
    let timer: NodeJS.Timeout | undefined;
    let due = nextOccurrence(time, new Date());
    const arm = () => {
      const wait = Math.min(Math.max(due.getTime() - Date.now(), 0), MAX_SLEEP_MS);
      timer = setTimeout(() => {
        if (Date.now() >= due.getTime()) {
          void fire(definition, due);
          due = nextOccurrence(time, new Date(due.getTime() + 1000));
        }
        arm();
      }, wait);
      timer.unref();
    };
    arm();
    return { cancel: () => clearTimeout(timer) };
  });

  return {
    run,
    stop: async () => {
      for (const timer of timers) timer.cancel();
      await Promise.allSettled([...running.values()]);
    },
  };
};
