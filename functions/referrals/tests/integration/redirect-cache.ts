import { expect } from 'vitest';
import { outputs } from '../../../../tests/support/cloud';

/**
 * Moves the local cloud's redirect cache a minute on (POST /__local/redirect-cache/advance): what a
 * shopper sees once the cache's minute is over, e.g. a brand's new store. Only ever moves forward, so
 * test files running side by side can only see fresher destinations, never staler ones.
 */
export const passRedirectCacheMinute = async () => {
  const response = await fetch(`${outputs().WebUrl}/__local/redirect-cache/advance?ms=60000`, {
    method: 'POST',
  });
  expect(response.status).toBe(204);
};
