/**
 * Structured JSON logs (one line per entry), so CloudWatch Logs Insights can query fields.
 * Error details go here and never into a response body.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

const serializeError = (error: unknown): unknown =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;

const order: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const threshold = order[(process.env.LOG_LEVEL as Level) ?? 'info'] ?? order.info;

const write = (level: Level, message: string, data?: Record<string, unknown>): void => {
  if (order[level] < threshold) return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message };
  if (data) {
    for (const [key, value] of Object.entries(data))
      entry[key] = key === 'error' ? serializeError(value) : value;
  }
  const line = JSON.stringify(entry);
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
};

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};
