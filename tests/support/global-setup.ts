import type { TestProject } from 'vitest/node';
import { type LocalCloud, type LocalOutputs, startLocalCloud } from '../../infra/local/local-cloud';

declare module 'vitest' {
  export interface ProvidedContext {
    outputs: LocalOutputs;
  }
}

let cloud: LocalCloud | undefined;

/** Starts the embedded local cloud once for the integration and browser tests (free port, in-memory DB). */
export const setup = async (project: TestProject): Promise<void> => {
  // The cloud's handlers run in this process: keep their info logs and the SDKs' Node 20 notices quiet.
  process.env.LOG_LEVEL ??= 'warn';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  cloud = await startLocalCloud({
    port: 0,
    outputsFile: 'test-results/outputs.json',
    log: process.env.DEBUG_LOCAL_CLOUD ? (message) => console.log(message) : undefined,
  });
  project.provide('outputs', cloud.outputs);
};

export const teardown = async (): Promise<void> => {
  await cloud?.stop();
};
