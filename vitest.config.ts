import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * unit and infra share the first group and need no cloud: one worker per core. Vitest's default (cores - 1)
 * ran them one file at a time on CI's 2 cores, about 40 s longer than two at a time.
 */
const CPU_BOUND_WORKERS = Math.max(2, availableParallelism());

/**
 * The cloud files that take longest on CI (seconds measured on the 2-core CI machine, each project's longest
 * first; the order applies within a project).
 * Vitest orders a fresh clone's files by size (it has no durations yet), and some long files are small:
 * payout-latency (1 KB, about 28 s) and payout-run-many (7 KB, about 50 s) came among the last, so one
 * worker ran them alone at the end. Started first, they overlap the many short files instead.
 */
const SLOW_FILES = [
  // side-cloud
  'tests/browser/sales-loop.test.ts', // ~36 s alone, ~110 s on a loaded run
  'functions/ledger/tests/integration/payout-run-many.test.ts', // ~120 s: 50 creators
  'tests/browser/brand-workspace.test.ts', // ~70 s
  'tests/browser/creator-payouts.test.ts', // ~70 s
  'tests/browser/brand-billing.test.ts', // ~57 s
  'tests/browser/terms.test.ts', // ~51 s
  // cloud
  'tests/browser/creator-workspace.test.ts', // ~175 s
  'tests/browser/phone-width.test.ts', // ~75-130 s: every route and tab, three roles
  'functions/ledger/tests/integration/payout-latency.test.ts', // ~16 s in a 1 KB file
];

const rank = (spec: TestSpecification): number => {
  const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
};

/** Vitest's order (groups, projects, then durations or size), with the known slow files of a project first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    // Only within one project: the base order keeps each project's files together.
    return [...sorted].sort((a, b) =>
      a.project.name === b.project.name
        ? rank(a) - rank(b) || (position.get(a) ?? 0) - (position.get(b) ?? 0)
        : (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}

/**
 * The files that start the product (or its DynamoDB Local) as child processes of their own, not the
 * shared cloud: crash-durability (a start per round on one folder, each killed with its whole process group),
 * dynamodb-local-commit (the engine alone, killed three times), npm-start (~65 s: seeds the demo data) and
 * demo-audit-log (seeds it too: the demo brand's audit log against its screens).
 */
export const OWN_CLOUD_FILES = [
  'tests/integration/crash-durability.test.ts',
  'tests/integration/dynamodb-local-commit.test.ts',
  'tests/integration/npm-start.test.ts',
];

/**
 * Files that load a shared cloud for minutes on end: a burst of 1,000 events drains through the local bus
 * first come, first served (no turn-taking, issue 32), so any other file's events on the same cloud would
 * wait behind it. They get a cloud of their own (project `burst`, its own process in `npm test`).
 */
export const BURST_FILES = [
  'functions/notifications/tests/integration/money-notices.test.ts', // ~155 s: 1,000 events
];

/**
 * Cloud files that `npm test` runs in its second process, against a second shared cloud of that process
 * (scripts/test.ts), after the unit and infra files: about 700 s of cloud test time on CI, so that the
 * two processes end together (the first runs the rest from the start; the own-cloud and burst files run
 * in processes of their own). Each cloud serves its workers' requests on one Node thread, so two clouds with two
 * workers each use the two cores better than one cloud with four workers would (a third worker on one
 * cloud saturated its thread: a request ran past its function's 10 s timeout, issue 21). Chosen by their
 * CI durations (seconds).
 */
export const SIDE_CLOUD_FILES = [
  'functions/ledger/tests/integration/payout-run-many.test.ts', // ~120
  'tests/integration/brand-bad-input.test.ts', // ~90 before one baseline per case
  'tests/browser/brand-workspace.test.ts', // ~70
  'tests/browser/creator-payouts.test.ts', // ~70
  'tests/browser/sales-loop.test.ts', // ~36 alone, ~110 on a loaded run
  'functions/ledger/tests/integration/rate-notice.test.ts', // ~50
  'functions/ledger/tests/integration/sales-ledger.test.ts', // ~43
  'functions/ledger/tests/integration/sales-reversals-any-order.test.ts', // ~41
  'functions/integrations/tests/integration/stripe-webhooks.test.ts', // ~33
  'functions/shared/tests/integration/outbox.test.ts', // ~31
  'tests/browser/guards-and-navigation.test.ts', // ~15
  'functions/shared/tests/integration/rate-limits.test.ts', // ~35
  // Moved from the first process, whose end came ~170 s after this one's on CI (issue 32), and again
  // once the clouds ran in processes of their own (seconds on a quiet machine: 890 s of files there,
  // 400 here).
  'functions/outgoing-webhooks/tests/integration/webhooks.test.ts', // ~50 on CI
  'functions/ledger/tests/integration/terms.test.ts', // ~48 on CI
  'functions/identity/tests/integration/api-keys.test.ts', // ~34 on CI
  'tests/browser/brand-billing.test.ts', // ~36 quiet
  'tests/browser/terms.test.ts', // ~32 quiet
  'functions/integrations/tests/integration/shopify-webhooks.test.ts', // ~25 quiet
  'tests/browser/ugc.test.ts', // ~23 quiet
  'tests/browser/money-month.test.ts', // ~20 quiet
  'functions/ledger/tests/integration/sales-large-orders.test.ts', // ~18 quiet
];

export const CLOUD_FILES = [
  'tests/integration/**/*.test.ts',
  'functions/*/tests/integration/**/*.test.ts',
  'tests/browser/**/*.test.ts',
];

/** What both shared-cloud projects have in common (each starts its own cloud, tests/support/global-setup.ts). */
const sharedCloud = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/cloud-environment.ts'],
  // Browser journeys walk whole flows (sign-up, store install, import) on a 2-core machine that also runs
  // the cloud: give them room. A hung test still fails, just later.
  testTimeout: 180_000,
  // expect.poll waits on the network and the local cloud's consumers; on a loaded 2-core machine a page of
  // results or an event's effect can take longer than the 1 s default.
  expect: { poll: { timeout: 10_000 } },
  hookTimeout: 120_000,
  // A worker process serves many files in turn instead of starting a process per file: the cloud's files
  // are clients of a shared cloud and keep no state in modules that another file could trip over
  // (tests/support/browser.ts shares one Chromium per worker on purpose). On CI's two cores this saves the
  // per-file start and imports, about 12 s of CPU per 20 files.
  isolate: false,
  // Two workers per cloud: the cloud runs on one Node thread, in a process of its own that global setup
  // starts (tests/support/test-cloud-process.ts), and serves every worker's requests. The money schedules
  // tests run are scoped to their own brands and creators (tests/support/payouts.ts forBrands /
  // forCreators), so files sharing a cloud never bill or pay each other's people, whatever the worker count.
  maxWorkers: 2,
  sequence: { groupOrder: 2 },
};

/**
 * Six projects (a module's own tests live beside it, in functions/<module>/tests/{unit,integration}/;
 * cross-module suites, browser journeys and the local cloud's tests stay in tests/):
 * - unit: pure rules (pattern matcher, middleware, schemas); no engines.
 * - infra: CDK assertions + cdk-nag on the synthesized template.
 * - cloud and side-cloud: integration and browser tests against an embedded local cloud (DynamoDB Local,
 *   cognito-local, the local bus) that each project's global setup starts on a free port; side-cloud holds
 *   the SIDE_CLOUD_FILES, cloud the rest.
 * - own-cloud: the OWN_CLOUD_FILES, one at a time (each starts a whole cloud with its own DynamoDB Local).
 * - burst: the BURST_FILES, on a cloud of their own.
 * `npm test` runs `cloud` in one vitest process, unit + infra + side-cloud in a second, own-cloud in a
 * third and burst in a fourth, side by side (scripts/test.ts); a plain `vitest run` runs all six in one
 * process, group by group.
 */
export default defineConfig({
  test: {
    // The long cloud files start first, so the two workers end together.
    sequence: { sequencer: SlowFirstSequencer },
    // The tests run on the bundled Node 24 (tests/unit/runtime-parity.test.ts), so the SDKs' Node-version
    // notices do not fire; cognito-local still loads AWS SDK v2, whose end-of-support note is kept out.
    env: {
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      LOG_LEVEL: 'warn',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'functions/*/tests/unit/**/*.test.ts'],
          sequence: { groupOrder: 0 },
          // As the cloud files: a worker process runs many files (their start and imports were ~75 of the
          // project's ~100 CPU-s). A file that needs an environment variable stubs it and restores it.
          isolate: false,
          maxWorkers: CPU_BOUND_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          globalSetup: ['tests/infra/support/cdk-outdir.ts'],
          setupFiles: ['tests/infra/support/cdk-outdir.ts'],
          // As unit: a worker runs the files in turn with aws-cdk-lib and the stack's modules loaded once
          // (~18 of the project's ~60 CPU-s). Each file builds its own App.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: CPU_BOUND_WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: 'own-cloud',
          sequence: { groupOrder: 1 },
          include: OWN_CLOUD_FILES,
          testTimeout: 180_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
        },
      },
      {
        extends: true,
        test: {
          name: 'cloud',
          include: CLOUD_FILES,
          exclude: [...configDefaults.exclude, ...OWN_CLOUD_FILES, ...SIDE_CLOUD_FILES, ...BURST_FILES],
          ...sharedCloud,
        },
      },
      {
        extends: true,
        test: { name: 'side-cloud', include: SIDE_CLOUD_FILES, ...sharedCloud },
      },
      {
        extends: true,
        test: { name: 'burst', include: BURST_FILES, ...sharedCloud },
      },
    ],
  },
});
