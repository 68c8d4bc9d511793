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

export const startScheduleClock = (options: {
  log: (message: string) => void;
  schedules?: readonly ScheduleDefinition[];
}): ScheduleClock => {
  const schedules = options.schedules ?? catalogueSchedules;
  const running = new Map<string, Promise<unknown>>();

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
    const timer = setInterval(
      () => void run(definition.name).catch(() => undefined),
      definition.everyMinutes * 60_000,
    );
    // The clock never keeps the process alive by itself.
    timer.unref();
    return timer;
  });

  return {
    run,
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
  };
};
