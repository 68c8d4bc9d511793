import type { TestProject } from 'vitest/node';
import { type LocalCloud, type LocalOutputs, startLocalCloud } from '../../infra/local/local-cloud';
import { unpackBundledChromium } from './bundled-chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    outputs: LocalOutputs;
  }
}

let cloud: LocalCloud | undefined;

/** Starts the embedded local cloud once for the integration and browser tests (free port, in-memory DB). */
export const setup = async (project: TestProject): Promise<void> => {
  // The cloud's handlers run in this process: keep their info logs and cognito-local's AWS SDK v2
  // end-of-support notice quiet.
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  // The npm package's browser is unpacked here, once, before any worker starts (they would otherwise
  // race to unpack it); later runs find it cached. The path is printed so a run shows which browser it used.
  // A failure is only reported: integration tests need no browser, and launchBrowser fails the browser
  // tests with the same message.
  const browser = process.env.CHROMIUM_PATH
    ? Promise.resolve(process.env.CHROMIUM_PATH)
    : unpackBundledChromium().then((unpacked) => unpacked.executablePath);
  await browser.then(
    (executable) => console.log(`Browser tests use Chromium at ${executable}`),
    (error: Error) => console.warn(`Browser tests have no Chromium: ${error.message}`),
  );
  cloud = await startLocalCloud({
    port: 0,
    // One file per project: `npm test` runs two shared clouds, one per vitest process (scripts/test.ts).
    outputsFile: `test-results/outputs-${project.name}.json`,
    // Test files share this cloud: a money run by hand for everyone would reach the other files' people.
    scopedRunsOnly: true,
    log: process.env.DEBUG_LOCAL_CLOUD ? (message) => console.log(message) : undefined,
  });
  project.provide('outputs', cloud.outputs);
};

export const teardown = async (): Promise<void> => {
  await cloud?.stop();
};
