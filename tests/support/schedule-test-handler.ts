/**
 * A scheduled handler for the clock's tests (tests/unit/schedule-clock-catch-up.test.ts): it records each
 * input it is run with, holds for `holdMs` when the input asks (to overlap runs), and answers its input.
 * State lives on globalThis: the clock loads this module through its own import, apart from the test's.
 */
export const scheduleTestRuns = (): Record<string, unknown>[] => {
  const scope = globalThis as { __scheduleTestRuns?: Record<string, unknown>[] };
  scope.__scheduleTestRuns ??= [];
  return scope.__scheduleTestRuns;
};

export const handler = async (input: Record<string, unknown>): Promise<Record<string, unknown>> => {
  scheduleTestRuns().push({ ...input, event: 'start' });
  const { holdMs } = input;
  if (typeof holdMs === 'number') await new Promise((resolve) => setTimeout(resolve, holdMs));
  scheduleTestRuns().push({ ...input, event: 'end' });
  return input;
};
