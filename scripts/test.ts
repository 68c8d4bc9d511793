/**
 * `npm test`: the whole suite as two vitest processes side by side.
 *
 * - The shared cloud's files (project `cloud`): one embedded local cloud in that process, two workers.
 * - Everything else (projects `unit`, `infra`, then `own-cloud`): pure rules, the CDK template, and the
 *   files that start the product as child processes of their own (crash-durability, npm-start).
 *
 * Why two processes: the shared cloud serves every worker's requests on one Node thread, and a third
 * worker on it saturated that thread (a request ran past its function's 10 s timeout, issue 21). The
 * other files need no request of it, so they run beside it instead of before or after it, and vitest 4
 * cannot run two groups of different worker counts at once in one process.
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
  console.log(`unit, infra and own-cloud tests run beside the cloud tests; their report: ${othersLog}`);
  const others = vitest(
    ['--project', 'unit', '--project', 'infra', '--project', 'own-cloud'],
    othersLog,
  ).then((code) => {
    console.log(`\n===== unit, infra and own-cloud tests (${code === 0 ? 'passed' : 'FAILED'}) =====`);
    console.log(readFileSync(othersLog, 'utf8'));
    console.log('===== end of unit, infra and own-cloud tests =====\n');
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
