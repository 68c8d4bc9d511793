/**
 * `npm start`'s entry point as a child process of a test, on a free port with a throw-away data folder:
 * started, waited for until it prints what the test waits for, and stopped with Ctrl-C (SIGINT), as a
 * person stops it. For the own-cloud files that need the product as a newcomer runs it (its demo data).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { LocalOutputs } from '../../infra/local/local-cloud';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export interface StartedProduct {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export const startProduct = (dataDir: string, port: number, ...args: string[]): StartedProduct => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOCAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
};

/** Waits until the product has printed `text`; an exit or the timeout fails with everything it printed. */
export const waitForOutput = async (product: StartedProduct, text: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!product.output().includes(text)) {
    if (product.child.exitCode !== null || Date.now() > deadline)
      throw new Error(
        `"${text}" not printed (${product.child.exitCode !== null ? 'exited' : `${timeoutMs} ms`}):\n${product.output()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Ctrl-C, and its exit (DynamoDB Local's Java stops with it). */
export const stopProduct = async (product: StartedProduct) => {
  if (product.child.exitCode === null) product.child.kill('SIGINT');
  return product.exited;
};

/** The addresses the start wrote (outputs.json in its data folder). */
export const outputsOf = (dataDir: string): LocalOutputs =>
  JSON.parse(readFileSync(path.join(dataDir, 'outputs.json'), 'utf8'));
