/**
 * The redirect's bundle budget (issue 20): /r/{code} is the hottest public route and a cold start loads
 * its whole bundle, so it stays at most 50 KB minified, measured as `npm run bench` section 1 measures
 * every handler. It fails when the redirect takes on the shared middy + zod stack or the Powertools logger
 * again (~73 KB).
 */
import { describe, expect, it } from 'vitest';
import { features } from '../../functions/routes';
import { minifiedBundleBytes } from '../support/lambda-bundle';

const REDIRECT_BUDGET_BYTES = 50 * 1024;

describe('the redirect bundle', () => {
  it('is at most 50 KB minified', async () => {
    const bytes = await minifiedBundleBytes(features.redirect);
    expect(bytes, `${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(REDIRECT_BUDGET_BYTES);
  });
});
