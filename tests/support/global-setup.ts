import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { LocalOutputs } from '../../infra/local/local-cloud';
import { STACK_NAME } from '../../infra/stack-name';
import { unpackBundledChromium } from './bundled-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    outputs: LocalOutputs;
    /** The environment the cloud gave its functions, for the tests (tests/support/cloud-environment.ts). */
    cloudEnvironment: Record<string, string | null>;
  }
}

let cloud: { child: ChildProcess; exited: Promise<void> } | undefined;

/** How long the cloud may take to serve: a loaded 2-core CI machine starts four at once. */
const START_MS = 180_000;

/**
 * Starts the embedded local cloud once per project for the integration and browser tests (free port,
 * in-memory DB), in a process of its own (tests/support/test-cloud-process.ts); the tests reach it only
 * through its outputs, as they reach any stack.
 */
export const setup = async (project: TestProject): Promise<void> => {
  // The npm package's browser is unpacked here, once, before any worker starts (they would otherwise
  // race to unpack it); later runs find it cached. The path is printed so a run shows which browser it used.
  // A failure is only reported: integration tests need no browser, and launchBrowser fails the browser
  // tests with the same message.
  const browser = process.env.CHROMIUM_PATH
    ? Promise.resolve(process.env.CHROMIUM_PATH)
    : unpackBundledChromium().then((unpacked) => unpacked.executablePath);
  // One file per project: `npm test` runs several shared clouds, one per vitest process (scripts/test.ts).
  const outputsFile = path.resolve(`test-results/outputs-${project.name}.json`);
  rmSync(outputsFile, { force: true });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, 'test-cloud-process.ts'), outputsFile],
    {
      // Its handlers log at warn; cognito-local's AWS SDK v2 end-of-support notice stays quiet.
      env: {
        ...process.env,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      },
      // stdin stays open while this process lives: the cloud stops when it closes (test-cloud-process.ts).
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cloud = { child, exited };
  const ready = await new Promise<string>((resolve, reject) => {
    const fail = (error: Error) => {
      // A cloud that never served is not left running (nor its DynamoDB Local).
      child.kill('SIGTERM');
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`the test cloud did not start within ${START_MS} ms`)),
      START_MS,
    );
    let output = '';
    let served = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      // What the cloud prints once it serves (DEBUG_LOCAL_CLOUD) is passed on.
      if (process.env.DEBUG_LOCAL_CLOUD) process.stdout.write(text);
      if (served) return;
      output += text;
      const line = /^test cloud ready (.*)$/m.exec(output);
      if (line) {
        served = true;
        clearTimeout(timer);
        resolve(line[1] as string);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test cloud exited (${code}) before it served:\n${output}`));
    });
  });
  // The environment the cloud gave its functions, for this project's test files only (a run of several
  // projects has a cloud each): the stand-ins' test-mode secrets that tests sign requests with as
  // Shopify and Stripe would, set by tests/support/cloud-environment.ts before each file.
  project.provide('cloudEnvironment', JSON.parse(ready) as Record<string, string | null>);
  await browser.then(
    (executable) => console.log(`Browser tests use Chromium at ${executable}`),
    (error: Error) => console.warn(`Browser tests have no Chromium: ${error.message}`),
  );
  // The file is a CDK outputs file: the stack's outputs under its name.
  const written = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, LocalOutputs>;
  project.provide('outputs', written[STACK_NAME] as LocalOutputs);
};

export const teardown = async (): Promise<void> => {
  if (!cloud) return;
  cloud.child.kill('SIGTERM');
  await cloud.exited;
};
