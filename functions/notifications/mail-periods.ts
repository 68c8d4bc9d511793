/** The windows of the limits and the periods of digests, all in UTC. */
const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

/** A daily digest is due when its day ends; an hourly one when its hour ends. */
export const dailyDigest = (at: Date) => {
  const start = Date.parse(`${dayOf(at)}T00:00:00.000Z`);
  return { period: dayOf(at), dueAt: new Date(start + DAY_MS) };
};
export const hourlyDigest = (at: Date) => {
  const start = Date.parse(`${hourOf(at)}:00:00.000Z`);
  return { period: hourOf(at), dueAt: new Date(start + HOUR_MS) };
};

/** Counters outlive their window by two days (DynamoDB TTL). */
export const countExpiry = (at: Date): Date => new Date(at.getTime() + 3 * DAY_MS);
