/** Tries per page before the job fails (the bus and Lambda retry a failed step). */
export const MAX_PAGE_ATTEMPTS = 3;

/**
 * A queued or running job without progress for this long has stopped (every try of a page timed out,
 * or its event was lost to a dead-letter queue): it reads as failed and no longer blocks a new Sync.
 * Well above one page's tries: 3 × the consumer's 60 s timeout plus Lambda's retry back-off.
 */
export const STALE_AFTER_MS = 10 * 60_000;
export const STALE_JOB_ERROR = 'The import stopped responding. Please run Sync again.';

/** Whether a job has stopped: still queued or running, with its last progress STALE_AFTER_MS ago. */
export const hasStopped = (job: { status: string; updated_at?: string; created_at: string }, now: number) =>
  (job.status === 'queued' || job.status === 'running') &&
  now - Date.parse(job.updated_at ?? job.created_at) > STALE_AFTER_MS;
