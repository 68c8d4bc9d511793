/**
 * Structured JSON logs (one line per entry), so CloudWatch Logs Insights can query fields. Written by
 * Powertools' Logger (level, message, timestamp, service, X-Ray trace id), behind the small `log` API the
 * code calls. Error details go here and never into a response body.
 *
 * Every line also carries the current invocation's context: the request id and correlation id of an API
 * request (shared/http/api-handler.ts), the event ids and correlation id of an event consumer
 * (shared/events/consumer.ts). The context lives in an AsyncLocalStorage scope per invocation, not on the
 * shared Logger instance: the local cloud runs many invocations of one module at once in one process
 * (and Lambda may too, with managed instances), so a key appended to the Logger would leak into another
 * invocation's lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** What ties a log line to its invocation and to the request that started the work. */
export interface LogContext {
  /** API Gateway's request id, or the Lambda invocation's. */
  requestId?: string;
  /** Carried from the API request through the outbox to every consumer of the events it caused. */
  correlationId?: string;
  /** A consumer's event: the outbox id (the same on every re-publication). */
  eventId?: string;
  /** A consumer's event: EventBridge's id of this delivery's event. */
  busEventId?: string;
  eventName?: string;
  [key: string]: unknown;
}

const levels: Record<Level, LogLevel> = { debug: 'DEBUG', info: 'INFO', warn: 'WARN', error: 'ERROR' };

let instance: Logger | undefined;
/**
 * Made on first use, so LOG_LEVEL is read then: the local cloud (and the test setup) load this module
 * through the outbox before they set it.
 */
const logger = (): Logger => {
  const configured = process.env.LOG_LEVEL?.toLowerCase() as Level | undefined;
  instance ??= new Logger({
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'marketplace',
    logLevel: (configured && levels[configured]) || 'INFO',
  });
  return instance;
};

const scope = new AsyncLocalStorage<LogContext>();

/**
 * Runs `fn` with `context` added to every log line it writes, including from work it starts and awaits;
 * nested calls add to the outer context. Concurrent invocations each see only their own.
 */
export const withLogContext = <T>(context: LogContext, fn: () => T): T =>
  scope.run({ ...scope.getStore(), ...withoutUndefined(context) }, fn);

/** The current invocation's log context (empty outside one). */
export const logContext = (): Readonly<LogContext> => scope.getStore() ?? {};

/** The current invocation's correlation id, for work it hands on (an outbox event). */
export const currentCorrelationId = (): string | undefined => scope.getStore()?.correlationId;

const withoutUndefined = (context: LogContext): LogContext =>
  Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));

const serializeError = (error: unknown): unknown =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error;

/** Keys the Logger writes itself: a field of the same name keeps its value under another key. */
const reserved = new Set(['level', 'message', 'sampling_rate', 'service', 'timestamp']);

const write = (level: Level, message: string, data?: Record<string, unknown>): void => {
  const entry: Record<string, unknown> = { ...scope.getStore() };
  if (data) {
    for (const [key, value] of Object.entries(data))
      entry[reserved.has(key) ? `field_${key}` : key] = key === 'error' ? serializeError(value) : value;
  }
  logger()[level](message, entry);
};

export const log = {
  debug: (message: string, data?: Record<string, unknown>) => write('debug', message, data),
  info: (message: string, data?: Record<string, unknown>) => write('info', message, data),
  warn: (message: string, data?: Record<string, unknown>) => write('warn', message, data),
  error: (message: string, data?: Record<string, unknown>) => write('error', message, data),
};
