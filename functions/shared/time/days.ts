/** One UTC day in milliseconds (calendar arithmetic here is UTC: no daylight-saving days). */
export const DAY_MS = 24 * 3600 * 1000;

/** The last `count` UTC days ending today, oldest first, as YYYY-MM-DD. */
export const lastDays = (today: Date, count = 30): string[] =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    day.setUTCDate(day.getUTCDate() - (count - 1 - index));
    return day.toISOString().slice(0, 10);
  });

/** A recorded daily series with every missing day filled in as zero. */
export const fillDays = <T extends { day: string }>(
  days: string[],
  recorded: T[],
  empty: Omit<T, 'day'>,
): T[] => {
  const byDay = new Map(recorded.map((entry) => [entry.day, entry]));
  return days.map((day) => byDay.get(day) ?? ({ day, ...empty } as T));
};
