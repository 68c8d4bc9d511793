/**
 * `npm test`: the whole suite as four vitest processes side by side.
 *
 * - First process: project `cloud`, most of the integration and browser files, two workers, on its own
 *   shared local cloud.
 * - Second process: projects `unit` and `infra` (pure rules, the CDK template), then `side-cloud` (the
 *   cloud files listed in vitest.config.ts SIDE_CLOUD_FILES), two workers, on a second shared cloud.
 * - Third process: `own-cloud`, the files that start the product as child processes of their own
 *   (crash-durability, npm-start, dynamodb-local-commit), one at a time. They mostly wait (for a restart,
 *   for a burst to be recorded), so they overlap the others instead of following the unit and infra files
 *   in the second process (where they made it the last to end, by about 300 s on CI).
 * - Fourth process: `burst`, the 1,000-event file, on a third shared cloud: the local bus drains a burst
 *   first come, first served, so other files' events would wait minutes behind it on a shared cloud.
 *
 * Why: a shared cloud serves every worker's requests on one Node thread (a process of its own that the
 * project's global setup starts, tests/support/test-cloud-process.ts), and a third worker on it saturated
 * that thread (a request ran past its function's 10 s timeout, issue 21).
 * Two processes give two clouds and two threads, and vitest 4 cannot run groups of different worker
 * counts at once in one process. On CI's two cores one process took ~690 s with a third of the CPU idle
 * at its end, after the other files were done.
 *
 * The other processes' reports are kept in test-results/test-{others,own-cloud,burst}.log and
 * printed as one block each when they end, so the reports do not interleave. The run fails if any fails,
 * and ends with one list of every failed test (printFailures).
 *
 * With arguments (`npm test -- <files or options>`) it is plain `vitest run <arguments>`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);

/** Each process's results as JSON too, so the run can end with one list of what failed in any. */
const reportOf = (name: string) => `test-results/report-${name}.json`;

const vitest = (vitestArgs: string[], output: 'inherit' | string, report?: string): Promise<number> =>
  new Promise((resolve) => {
    const reporters = report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
    const child = spawn('npx', ['vitest', 'run', ...reporters, ...vitestArgs], {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    if (output !== 'inherit') {
      const log = createWriteStream(output);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * The processes beside the first (`cloud`, printed as it runs): each report is kept in its log and
 * printed as one block when it ends, so the reports do not interleave.
 */
const besideCloud = [
  { name: 'others', title: 'unit, infra and side-cloud tests', projects: ['unit', 'infra', 'side-cloud'] },
  { name: 'own-cloud', title: 'own-cloud tests (crash, npm start)', projects: ['own-cloud'] },
  { name: 'burst', title: 'burst tests (1,000 events on a cloud of their own)', projects: ['burst'] },
];

const run = async (): Promise<number> => {
  if (args.length > 0) return vitest(args, 'inherit');

  mkdirSync('test-results', { recursive: true });
  const names = ['cloud', ...besideCloud.map((group) => group.name)];
  for (const name of names) rmSync(reportOf(name), { force: true });
  const beside = besideCloud.map(({ name, title, projects }) => {
    const log = `test-results/test-${name}.log`;
    console.log(`${title} run beside the cloud tests; their report: ${log}`);
    return vitest(
      projects.flatMap((project) => ['--project', project]),
      log,
      reportOf(name),
    ).then((code) => {
      console.log(`\n===== ${title} (${code === 0 ? 'passed' : 'FAILED'}) =====`);
      console.log(readFileSync(log, 'utf8'));
      console.log(`===== end of ${title} =====\n`);
      return code;
    });
  });
  const cloud = vitest(['--project', 'cloud'], 'inherit', reportOf('cloud'));
  const codes = await Promise.all([cloud, ...beside]);
  printFailures(names.map(reportOf));
  return codes.every((code) => code === 0) ? 0 : 1;
};

interface JsonReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The last lines of a run name what failed in any process (a CI log often keeps only its end, and
 * the first process's report is far above it), with the first line of each failure's message.
 */
const printFailures = (reports: string[]): void => {
  const failures: string[] = [];
  for (const report of reports) {
    if (!existsSync(report)) {
      failures.push(`${report}: no report (the process ended before writing it)`);
      continue;
    }
    const json = JSON.parse(readFileSync(report, 'utf8')) as JsonReport;
    for (const file of json.testResults ?? []) {
      const name = path.relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) {
        const why = (test.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300);
        failures.push(`${name} > ${test.fullName}\n    ${why}`);
      }
      if (failed.length === 0 && file.status === 'failed') {
        failures.push(`${name}: ${(file.message ?? 'failed').split('\n')[0]?.slice(0, 300)}`);
      }
    }
  }
  console.log(
    failures.length === 0
      ? `\nnpm test: every test passed in all ${reports.length} processes.`
      : `\nnpm test: ${failures.length} failed:\n- ${failures.join('\n- ')}`,
  );
};

run().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
