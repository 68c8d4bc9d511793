/**
 * A test cloud in a process of its own: `node --import tsx tests/support/test-cloud-process.ts
 * <outputs file>` starts the embedded local cloud (in-memory database, free port, runs by hand limited to
 * some people) and writes its outputs to the file once it serves; SIGTERM or SIGINT stops it.
 * tests/support/global-setup.ts starts one per shared-cloud project. The cloud runs here, on Node with tsx,
 * as `npm start` runs it, not inside vitest's module runner: its ~300 modules are compiled once for all
 * the run's clouds (tsx caches them) and run as plain modules, and the vitest process only runs tests.
 */
import { startLocalCloud } from '../../infra/local/local-cloud';

const outputsFile = process.argv[2];
if (!outputsFile) {
  console.error('Usage: test-cloud-process.ts <outputs file>');
  process.exit(2);
}

// Every function runs in this one process: a promise a handler forgot to await must not end them all.
process.on('unhandledRejection', (reason) => {
  console.error('Unhandled rejection in the test cloud (it keeps running):', reason);
});

const before = { ...process.env };
const cloud = await startLocalCloud({
  port: 0,
  outputsFile,
  // Test files share this cloud: a money run by hand for everyone would reach the other files' people.
  scopedRunsOnly: true,
  log: process.env.DEBUG_LOCAL_CLOUD ? (message) => console.log(message) : undefined,
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cloud.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The vitest process that started it holds its stdin: killed without its teardown, the pipe closes and the
// cloud (and its DynamoDB Local) stops instead of running on.
process.stdin.on('close', stop);
process.stdin.resume();
// The outputs file is written as the cloud starts: this line says it is serving, with the environment
// the cloud gave its functions (the stand-ins' test-mode secrets the tests sign requests with, as
// Shopify and Stripe do; tests/support/local-only.ts), for the test workers.
const environment: Record<string, string | null> = {};
for (const key of new Set([...Object.keys(before), ...Object.keys(process.env)])) {
  if (before[key] !== process.env[key]) environment[key] = process.env[key] ?? null;
}
console.log(`test cloud ready ${JSON.stringify(environment)}`);
