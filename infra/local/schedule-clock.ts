/**
 * The local stand-in for EventBridge Scheduler: runs each entry of events/schedules.ts on a clock, with
 * the same handler module and input as in AWS. Runs of one schedule never overlap; a failing run is
 * logged and the next tick tries again (as Scheduler's next invocation would).
 *
 * Calendar schedules do not miss a date while the local cloud is stopped or killed: the last occurrence
 * each one fired is kept in `stateFile`, and on start every occurrence due since (at most a year's worth)
 * runs once, oldest first, with the instant it was due — as Scheduler, which never stops, would have run it.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { UTCDate } from '@date-fns/utc';
import { addDays, addMonths, addWeeks, isBefore, set, setDate, setDay, startOfMonth } from 'date-fns';
import {
  schedules as catalogueSchedules,
  type ScheduleDefinition,
  type ScheduleSettings,
  type ScheduleTime,
  scheduleTimeOf,
} from '../../events/schedules';
import { platformSettings } from '../../functions/platform';
import { invokeHandler } from './lambda-runtime';

export interface ScheduleClock {
  /** Runs one schedule now (with its own input unless another is given); resolves when it is done. */
  run: (name: string, input?: Record<string, unknown>) => Promise<unknown>;
  stop: () => Promise<void>;
}

const MAX_SLEEP_MS = 6 * 3600 * 1000;

/**
 * The first instant at or after `from` matching a calendar time (UTC, whole minutes): monthly on
 * `dayOfMonth`, weekly on `dayOfWeek` (0 Sunday … 6 Saturday), else daily. Calendar arithmetic on
 * date-fns in UTC, as functions/shared/time/period.ts does.
 */
export const nextOccurrence = (at: ScheduleTime, from: Date): Date => {
  const start = new UTCDate(from);
  /** The occurrence `periods` months, weeks or days from the one in `from`'s own month, week or day. */
  const occurrence = (periods: number) =>
    set(
      at.dayOfMonth !== undefined
        ? setDate(addMonths(startOfMonth(start), periods), at.dayOfMonth)
        : at.dayOfWeek !== undefined
          ? addWeeks(setDay(start, at.dayOfWeek), periods)
          : addDays(start, periods),
      { hours: at.hour, minutes: at.minute, seconds: 0, milliseconds: 0 },
    );
  const current = occurrence(0);
  return new Date(isBefore(current, start) ? occurrence(1) : current);
};

/** Occurrences one schedule may catch up on at start (a year of a monthly schedule). */
const MAX_CATCH_UP = 12;

type ClockState = Record<string, string>;

const readState = (file: string | undefined): ClockState | undefined => {
  if (!file || !existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ClockState;
  } catch {
    return undefined;
  }
};

export const startScheduleClock = (options: {
  log: (message: string) => void;
  /** Where the last fired occurrence of each calendar schedule is kept (under the data folder). */
  stateFile?: string;
  /** The clock's "now" at start (tests). @default new Date() */
  now?: Date;
  schedules?: readonly ScheduleDefinition[];
  /** @default the platform's (env PAYOUT_SCHEDULE, as the handlers read it) */
  settings?: ScheduleSettings;
}): ScheduleClock => {
  const schedules = options.schedules ?? catalogueSchedules;
  const settings = options.settings ?? { payoutSchedule: platformSettings.payoutSchedule };
  const running = new Map<string, Promise<unknown>>();
  const started = options.now ?? new Date();
  const saved = readState(options.stateFile);
  const state: ClockState = { ...saved };
  const saveState = () => {
    if (!options.stateFile) return;
    const temp = `${options.stateFile}.tmp`;
    writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(temp, options.stateFile);
  };
  /** A calendar occurrence fired: remembered, so a restart knows what it has not run. */
  const fired = (name: string, due: Date) => {
    state[name] = due.toISOString();
    saveState();
  };

  /**
   * A tick of the clock: the schedule's input, with the instant it fired when the schedule asks for it.
   * An interval schedule's tick while its last run still goes on is skipped (the next tick comes soon, as
   * a sweep every minute would pile up otherwise); a calendar occurrence always runs, after it.
   */
  const fire = (definition: ScheduleDefinition, at = new Date()) => {
    if (!scheduleTimeOf(definition, settings) && running.has(definition.name)) return Promise.resolve();
    return run(definition.name, {
      ...definition.input,
      ...(definition.passScheduledTime ? { scheduledTime: at.toISOString() } : {}),
    }).catch(() => undefined);
  };

  /**
   * Runs of one schedule never overlap: a run asked for while another goes on waits for it, then runs
   * with its own input. (It used to be handed the run in progress instead: a scoped run by hand — a test's
   * RunPayouts for its own creators at its own instant — got another run's result, and its own never ran.)
   */
  const run: ScheduleClock['run'] = (name, input) => {
    const definition = schedules.find((schedule) => schedule.name === name);
    if (!definition) return Promise.reject(new Error(`No schedule named ${name}`));
    const before = running.get(name) ?? Promise.resolve();
    const work = before
      .catch(() => undefined)
      .then(() => invokeHandler(definition.handler, input ?? definition.input))
      .catch((error) => {
        options.log(`! schedule ${name} failed: ${String(error)}`);
        throw error;
      })
      .finally(() => {
        if (running.get(name) === work) running.delete(name);
      });
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
    // Missed while stopped: each occurrence after the last one fired and up to now, oldest first, one at
    // a time (runs of one schedule never overlap). Without a record (a new data folder) nothing is owed.
    const last = state[definition.name];
    const missed: Date[] = [];
    if (last) {
      let next = nextOccurrence(time, new Date(Date.parse(last) + 1000));
      while (next.getTime() <= started.getTime() && missed.length < MAX_CATCH_UP) {
        missed.push(next);
        next = nextOccurrence(time, new Date(next.getTime() + 1000));
      }
    }
    const catchUp = missed.reduce<Promise<unknown>>(
      (previous, due) =>
        previous.then(() => {
          options.log(
            `Schedule ${definition.name}: running the ${due.toISOString()} occurrence missed while stopped`,
          );
          fired(definition.name, due);
          return fire(definition, due);
        }),
      Promise.resolve(),
    );
    if (!last) state[definition.name] = started.toISOString();
    // A calendar schedule: sleep towards the next occurrence in steps (timers cannot wait a month).
    let timer: NodeJS.Timeout | undefined;
    let due = nextOccurrence(time, new Date(started.getTime() + 1000));
    const arm = () => {
      const wait = Math.min(Math.max(due.getTime() - Date.now(), 0), MAX_SLEEP_MS);
      timer = setTimeout(() => {
        if (Date.now() >= due.getTime()) {
          fired(definition.name, due);
          void catchUp.then(() => fire(definition, due));
          due = nextOccurrence(time, new Date(due.getTime() + 1000));
        }
        arm();
      }, wait);
      timer.unref();
    };
    arm();
    return { cancel: () => clearTimeout(timer) };
  });

  saveState();

  return {
    run,
    stop: async () => {
      for (const timer of timers) timer.cancel();
      await Promise.allSettled([...running.values()]);
    },
  };
};
