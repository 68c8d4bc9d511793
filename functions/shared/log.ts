/**
 * Structured JSON logs (one line per entry), so CloudWatch Logs Insights can query fields.
 * Error details go here and never into a response body.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';

const serializeError = (error: unknown): unknown =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;

const write = (level: Level, message: string, data?: Record<string, unknown>): void => {
  if (level === 'debug' && process.env.LOG_LEVEL !== 'debug') return;
  const entry: Record<string, unknown> = { level, time: new Date().toISOString(), message };
  if (data) {
    for (const [key, value] of Object.entries(data)) entry[key] = key === 'error' ? serializeError(value) : value;
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
