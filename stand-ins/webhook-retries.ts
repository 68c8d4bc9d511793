/**
 * What the local stand-ins (the demo Shopify store, the local Stripe) share when they deliver webhooks
 * as their services do: one POST that succeeds only on a 2xx within the service's time (a redirect
 * counts as a failure), the backoff and attempt limit after it, and the timers that wait for the next
 * attempt without keeping the process alive (pending deliveries live in each stand-in's state file and
 * are resumed on start).
 */

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 1_000;

export interface AttemptResult {
  /** HTTP status; null when there was none (network error, timeout). */
  status: number | null;
  error: string | null;
}

/** One delivery attempt. */
export const postOnce = async (
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<AttemptResult> => {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, error: null };
  } catch (caught) {
    const timedOut = (caught as Error).name === 'TimeoutError';
    return {
      status: null,
      error: timedOut ? `No answer within ${request.timeoutMs / 1000} s` : (caught as Error).message,
    };
  }
};

export interface DeliveryProgress {
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

/** A delivery's progress after one more attempt: delivered, retried after 1 s, 2 s, 4 s, … or failed. */
export const afterAttempt = (
  attemptsBefore: number,
  result: AttemptResult,
  { retryable = true }: { retryable?: boolean } = {},
): DeliveryProgress => {
  const attempts = attemptsBefore + 1;
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  const retry = !ok && retryable && attempts < MAX_ATTEMPTS;
  return {
    attempts,
    lastStatus: result.status,
    lastError: ok ? null : (result.error ?? `HTTP ${result.status}`),
    status: ok ? 'delivered' : retry ? 'pending' : 'failed',
    nextAttemptAt: retry ? new Date(Date.now() + FIRST_RETRY_MS * 2 ** (attempts - 1)).toISOString() : null,
  };
};

/** Runs `attempt` for each delivery at its nextAttemptAt; stop() cancels what is waiting. */
export const createRetryTimers = <D extends { nextAttemptAt: string | null }>(
  attempt: (delivery: D) => Promise<void>,
) => {
  const timers = new Set<NodeJS.Timeout>();
  return {
    schedule: (delivery: D): void => {
      const wait = Math.max(0, Date.parse(delivery.nextAttemptAt ?? '') - Date.now() || 0);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(delivery);
      }, wait);
      timer.unref();
      timers.add(timer);
    },
    stop: (): void => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};
