/**
 * `npm test`: the whole suite as two vitest processes side by side, each with its own shared local cloud.
 *
 * - First process: project `cloud`, most of the integration and browser files, two workers.
 * - Second process: projects `unit` and `infra` (pure rules, the CDK template), then `own-cloud` (the
 *   files that start the product as child processes of their own: crash-durability, npm-start), then
 *   `side-cloud` (the cloud files listed in vitest.config.ts SIDE_CLOUD_FILES), two workers.
 *
 * Why: a shared cloud serves every worker's requests on one Node thread, in its vitest process, and a
 * third worker on it saturated that thread (a request ran past its function's 10 s timeout, issue 21).
 * Two processes give two clouds and two threads, and vitest 4 cannot run groups of different worker
 * counts at once in one process. On CI's two cores one process took ~690 s with a third of the CPU idle
 * at its end, after the other files were done.
 *
 * The second process's report is kept in test-results/test-others.log and printed as one block when it
 * ends, so the two reports do not interleave. The run fails if either fails.
 *
 * With arguments (`npm test -- <files or options>`) it is plain `vitest run <arguments>`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);

const vitest = (vitestArgs: string[], output: 'inherit' | string): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...vitestArgs], {
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

const run = async (): Promise<number> => {
  if (args.length > 0) return vitest(args, 'inherit');

  mkdirSync('test-results', { recursive: true });
  const othersLog = 'test-results/test-others.log';
  console.log(
    `unit, infra, own-cloud and side-cloud tests run beside the cloud tests; their report: ${othersLog}`,
  );
  const others = vitest(
    ['--project', 'unit', '--project', 'infra', '--project', 'own-cloud', '--project', 'side-cloud'],
    othersLog,
  ).then((code) => {
    console.log(
      `\n===== unit, infra, own-cloud and side-cloud tests (${code === 0 ? 'passed' : 'FAILED'}) =====`,
    );
    console.log(readFileSync(othersLog, 'utf8'));
    console.log('===== end of unit, infra, own-cloud and side-cloud tests =====\n');
    return code;
  });
  const cloud = vitest(['--project', 'cloud'], 'inherit');
  const codes = await Promise.all([cloud, others]);
  return codes.every((code) => code === 0) ? 0 : 1;
};

run().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
