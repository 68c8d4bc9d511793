/**
 * The local stand-in for EventBridge Scheduler: runs each entry of events/schedules.ts on a clock, with
 * the same handler module and input as in AWS. Runs of one schedule never overlap; a failing run is
 * logged and the next tick tries again (as Scheduler's next invocation would).
 */
import { schedules as catalogueSchedules, type ScheduleDefinition } from '../../events/schedules';
import { invokeHandler } from './lambda-runtime';

export interface ScheduleClock {
  /** Runs one schedule now (with its own input unless another is given); resolves when it is done. */
  run: (name: string, input?: Record<string, unknown>) => Promise<unknown>;
  stop: () => Promise<void>;
}

const MAX_SLEEP_MS = 6 * 3600 * 1000;

/** The first instant at or after `from` matching a calendar schedule (UTC, whole minutes). */
export const nextOccurrence = (at: NonNullable<ScheduleDefinition['at']>, from: Date): Date => {
  const candidate = new Date(
    Date.UTC(
      from.getUTCFullYear(),
      from.getUTCMonth(),
      at.dayOfMonth ?? from.getUTCDate(),
      at.hour,
      at.minute,
    ),
  );
  if (candidate.getTime() >= from.getTime()) return candidate;
  return at.dayOfMonth
    ? new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, at.dayOfMonth, at.hour, at.minute))
    : new Date(
        Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + 1, at.hour, at.minute),
      );
};

export const startScheduleClock = (options: {
  log: (message: string) => void;
  schedules?: readonly ScheduleDefinition[];
}): ScheduleClock => {
  const schedules = options.schedules ?? catalogueSchedules;
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
    if (!definition.at) {
      const timer = setInterval(() => void fire(definition), definition.everyMinutes * 60_000);
      // The clock never keeps the process alive by itself.
      timer.unref();
      return { cancel: () => clearInterval(timer) };
    }
    // A calendar schedule: sleep towards the next occurrence in steps (timers cannot wait a month).
    let timer: NodeJS.Timeout | undefined;
    let due = nextOccurrence(definition.at, new Date());
    const arm = () => {
      const wait = Math.min(Math.max(due.getTime() - Date.now(), 0), MAX_SLEEP_MS);
      timer = setTimeout(() => {
        if (Date.now() >= due.getTime()) {
          void fire(definition, due);
          due = nextOccurrence(
            definition.at as NonNullable<ScheduleDefinition['at']>,
            new Date(due.getTime() + 1000),
          );
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
