/**
 * Where the infra tests' CDK apps write their cloud assemblies. An App given no outdir makes a new
 * `cdk.out…` folder in the system's temp folder and leaves it there (one per synth, some 25 MB with bundled
 * functions): runs of the suite had left gigabytes behind.
 *
 * - As the project's global setup: one scratch folder for the run, removed at its end (a worker's own
 *   exit handlers do not run when vitest stops its workers).
 * - As its setup file: each worker's apps write into a folder of their own inside it (aws-cdk-lib's App
 *   reads CDK_OUTDIR when given no outdir), so two workers never stage the same asset at once. Files run
 *   in turn in one worker (isolate: false): the first makes the folder, the rest reuse it.
 * An App with an outdir of its own (nag.test.ts) keeps it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUN_FOLDER = 'INFRA_TESTS_CDK_FOLDER';

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), 'infra-tests-cdk-'));
  // Workers start after the global setup and inherit its environment.
  process.env[RUN_FOLDER] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}

const runFolder = process.env[RUN_FOLDER];
if (runFolder && !process.env.CDK_OUTDIR) {
  process.env.CDK_OUTDIR = mkdtempSync(path.join(runFolder, 'worker-'));
}
