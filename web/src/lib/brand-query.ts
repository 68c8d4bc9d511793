import { ApiError, isUnauthorized } from './api-client';

/**
 * Every query of the brand workspace has a key under this root, so a change to the brand record itself
 * (store connected or disconnected, details edited, onboarding completed) can refresh every brand screen
 * with one `invalidateQueries({ queryKey: brandQueryRoot })` without features importing each other.
 */
export const brandQueryRoot = ['brand'] as const;

const isBrandNotFoundYet = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.code === 'not_found';

/**
 * The brand record is created from the ProfileCreated event, a moment after sign-up, so a brand's very
 * first calls can meet 404 'Brand not found'. Those are retried for about six seconds; other failures
 * once, and a 401 never (the session check handles it).
 */
export const brandQueryRetry = (failureCount: number, error: unknown): boolean => {
  if (isUnauthorized(error)) return false;
  if (isBrandNotFoundYet(error)) return failureCount < 12;
  return failureCount < 1;
};

export const brandQueryRetryDelay = (failureCount: number, error: unknown): number =>
  isBrandNotFoundYet(error) ? 500 : Math.min(1000 * 2 ** failureCount, 8000);
