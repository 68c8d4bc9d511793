/**
 * A scheduled handler for the clock's catch-up test (tests/unit/schedule-clock-catch-up.test.ts): it
 * records each input it is run with. State lives on globalThis: the clock loads this module through its
 * own import, apart from the test's.
 */
export const scheduleTestRuns = (): Record<string, unknown>[] => {
  const scope = globalThis as { __scheduleTestRuns?: Record<string, unknown>[] };
  scope.__scheduleTestRuns ??= [];
  return scope.__scheduleTestRuns;
};

export const handler = async (input: Record<string, unknown>): Promise<void> => {
  scheduleTestRuns().push(input);
};
