/**
 * Global setup of `npm run test:stack` (vitest.stack.config.ts): no cloud is started. The stack's outputs
 * come from the file named by STACK_OUTPUTS_FILE (scripts/test-stack.ts sets it) and its test-mode
 * secrets reach the workers through their environment, as `npm test`'s own cloud gives them.
 */
import type { TestProject } from 'vitest/node';
import { unpackBundledChromium } from './bundled-chromium';
import { outputsForStack, secretsForStack } from './stack-outputs';

export const setup = async (project: TestProject): Promise<void> => {
  const file = process.env.STACK_OUTPUTS_FILE;
  if (!file) throw new Error('STACK_OUTPUTS_FILE is not set: run `npm run test:stack -- <outputs.json>`.');
  const outputs = outputsForStack(file);
  const health = await fetch(`${outputs.ApiUrl}/health`).catch((error: Error) => error);
  if (health instanceof Error || !health.ok) {
    throw new Error(
      `The stack of ${file} does not answer at ${outputs.ApiUrl}/health (${health instanceof Error ? health.message : health.status}): is it running?`,
    );
  }
  Object.assign(process.env, secretsForStack(file), { AWS_REGION: outputs.Region });
  if (!process.env.CHROMIUM_PATH) {
    await unpackBundledChromium().then(
      (unpacked) => console.log(`Browser tests use Chromium at ${unpacked.executablePath}`),
      (error: Error) => console.warn(`Browser tests have no Chromium: ${error.message}`),
    );
  }
  console.log(`Testing the stack of ${file}: ${outputs.WebUrl}`);
  project.provide('outputs', outputs);
};
