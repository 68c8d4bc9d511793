/**
 * Setup file of the shared-cloud projects: before each test file, the environment the project's cloud
 * gave its functions (tests/support/global-setup.ts) — its endpoints and the stand-ins' test-mode secrets,
 * which tests sign requests with as Shopify and Stripe would. Per project, so that a run of several
 * projects, each with a cloud of its own, never signs for one cloud with another's secret.
 */
import { inject } from 'vitest';

for (const [key, value] of Object.entries(inject('cloudEnvironment') ?? {})) {
  if (value === null) delete process.env[key];
  else process.env[key] = value;
}
