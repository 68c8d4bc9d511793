import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The cloud files that take longest on CI (seconds measured on the 2-core CI machine), longest first.
 * Vitest orders a fresh clone's files by size (it has no durations yet), and some long files are small:
 * payout-latency (1 KB, about 28 s) and payout-run-many (7 KB, about 37 s) came among the last, so one of
 * the two workers ran them alone at the end. Started first, they overlap the many short files instead.
 */
export const SLOW_FILES = [
  'tests/integration/crash-durability.test.ts', // ~120 s: four starts of its own cloud
  'tests/browser/creator-workspace.test.ts', // ~80 s
  'tests/integration/npm-start.test.ts', // ~57 s: seeds the demo data set
  'functions/ledger/tests/integration/payout-run-many.test.ts', // ~37 s: 50 creators
  'functions/ledger/tests/integration/sales-ledger.test.ts',
  'tests/integration/brand-bad-input.test.ts',
  'tests/integration/creator-bad-input.test.ts',
  'functions/ledger/tests/integration/payouts.test.ts',
  'functions/ledger/tests/integration/payout-latency.test.ts', // ~28 s in a 1 KB file
  'functions/notifications/tests/integration/money-notices.test.ts',
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
