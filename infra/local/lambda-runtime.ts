import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

type Handler = (event: unknown, context: Context) => Promise<unknown>;
const loaded = new Map<string, Promise<Handler>>();

/**
 * Loads a handler module (a path relative to the repository root, as in the route table and the rule
 * catalogue) once, like a warm Lambda container. The environment must be set before the first load:
 * handlers read their configuration at import time.
 */
export const loadHandler = (modulePath: string): Promise<Handler> => {
  let handler = loaded.get(modulePath);
  if (!handler) {
    handler = import(pathToFileURL(path.join(repoRoot, modulePath)).href).then((module) => {
      if (typeof module.handler !== 'function') throw new Error(`${modulePath} does not export a handler`);
      return module.handler as Handler;
    });
    loaded.set(modulePath, handler);
  }
  return handler;
};

export const lambdaContext = (functionName: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${functionName}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/** Loaded handlers with their function names, so a warm invoke neither waits a tick nor rebuilds the name. */
const warm = new Map<string, { handler: Handler; functionName: string }>();

/** Told when any invocation ends (see `onInvoked`). */
const invocationListeners = new Set<() => void>();

/**
 * `listener` is called each time an invocation ends, however it ended; answers the unsubscribe. The stream
 * poller reads the stream at once then (whatever the function wrote is there), so it can poll rarely
 * while nothing runs instead of ten times a second.
 */
export const onInvoked = (listener: () => void): (() => void) => {
  invocationListeners.add(listener);
  return () => invocationListeners.delete(listener);
};

export const invokeHandler = async (modulePath: string, event: unknown): Promise<unknown> => {
  let loadedHandler = warm.get(modulePath);
  if (!loadedHandler) {
    loadedHandler = {
      handler: await loadHandler(modulePath),
      functionName: path.basename(modulePath, '.ts'),
    };
    warm.set(modulePath, loadedHandler);
  }
  try {
    return await loadedHandler.handler(event, lambdaContext(loadedHandler.functionName));
  } finally {
    for (const listener of invocationListeners) listener();
  }
};
