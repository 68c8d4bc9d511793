import { configDefaults, defineConfig } from 'vitest/config';
import { CLOUD_FILES, OWN_CLOUD_FILES, SlowFirstSequencer } from './vitest.config';

/**
 * `npm run test:stack -- <outputs.json>` (scripts/test-stack.ts): every over-the-wire file of the `cloud`
 * and `side-cloud` projects, as one project `stack`, against a running stack the outputs file describes.
 * Its global setup starts nothing: it reads the file (tests/support/stack-setup.ts). The own-cloud files
 * are left out: each starts clouds of its own. Tests that need what only the local cloud can do are
 * skipped with their reason (tests/support/local-only.ts).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    env: {
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      LOG_LEVEL: 'warn',
    },
    projects: [
      {
        test: {
          name: 'stack',
          include: CLOUD_FILES,
          exclude: [...configDefaults.exclude, ...OWN_CLOUD_FILES],
          globalSetup: ['tests/support/stack-setup.ts'],
          // As the shared-cloud projects (vitest.config.ts): a stack reached over the network is no faster.
          testTimeout: 180_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          isolate: false,
          maxWorkers: 2,
        },
      },
    ],
  },
});
