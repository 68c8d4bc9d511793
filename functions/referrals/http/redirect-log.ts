/**
 * The redirect's log lines: one JSON object per line with the fields the shared logger writes (level,
 * message, timestamp, service, the request's ids), so CloudWatch Logs Insights queries the redirect like
 * every other function. Not the shared `log` (functions/shared/log.ts): Powertools' Logger is ~23 KB of
 * the redirect's 50 KB bundle budget, and the redirect logs only its refusals and errors.
 */
type Level = 'info' | 'error';

const rank: Record<string, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

const serializeError = (error: unknown): unknown =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;

/** Keys the line writes itself: a field of the same name keeps its value under another key (as log.ts). */
const reserved = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);

export const redirectLog = (level: Level, message: string, data: Record<string, unknown>): void => {
  // Read per line, as the shared logger reads LOG_LEVEL on first use: the local cloud sets it after load.
  const configured = rank[process.env.LOG_LEVEL?.toLowerCase() ?? ''] ?? rank.info;
  if ((rank[level] ?? 0) < (configured ?? 1)) return;
  const entry: Record<string, unknown> = {
    level: level.toUpperCase(),
    message,
    timestamp: new Date().toISOString(),
    service: process.env.POWERTOOLS_SERVICE_NAME || 'marketplace',
  };
  const trace = process.env._X_AMZN_TRACE_ID?.match(/Root=([^;]+)/)?.[1];
  if (trace) entry.xray_trace_id = trace;
  for (const [key, value] of Object.entries(data))
    if (value !== undefined)
      entry[reserved.has(key) ? `field_${key}` : key] = key === 'error' ? serializeError(value) : value;
  (level === 'error' ? process.stderr : process.stdout).write(`${JSON.stringify(entry)}\n`);
};
