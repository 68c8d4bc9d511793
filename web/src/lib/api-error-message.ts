import { ApiError } from './api-client';

/**
 * What to tell the user when a request failed: the API's own message for a 4xx (it names the rule that was
 * broken), the screen's generic `fallback` for a server error or a network failure.
 */
export const apiErrorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
