/**
 * Runtime parity: the tests, the local cloud and the scripts run on the Node major the Lambdas are
 * deployed on, so a feature that works here works there (and the SDKs' "needs Node 22+" notices stay
 * away). That Node is the npm `node` package, which `npm run` / `npx` put first on PATH
 * (node_modules/.bin/node); the machine's own Node only bootstraps npm.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FUNCTION_RUNTIME } from '../../infra/constructs/app-function';

const majorOf = (version: string): number => Number(/^v?(\d+)\./.exec(version)?.[1]);

/** 'nodejs24.x' → 24: the runtime every Lambda of the stack is deployed on. */
const lambdaMajor = Number(/^nodejs(\d+)\.x$/.exec(FUNCTION_RUNTIME.name)?.[1]);

const howToRun =
  'run the tests through npm (`npm test`, `npx vitest run ...`), which puts the bundled Node ' +
  '(node_modules/.bin/node, the npm `node` package) first on PATH; if it is missing, `npm install` ' +
  "skipped the `node` package's preinstall (see allowScripts in package.json)";

describe('runtime parity with the Lambda runtime', () => {
  it('reads a Node major from the stack’s Lambda runtime', () => {
    expect(FUNCTION_RUNTIME.name).toMatch(/^nodejs\d+\.x$/);
    expect(lambdaMajor).toBeGreaterThanOrEqual(24);
  });

  it('the tests run on that major', () => {
    expect(
      majorOf(process.versions.node),
      `tests run on Node ${process.version} (${process.execPath}), Lambdas on ${FUNCTION_RUNTIME.name}: ${howToRun}`,
    ).toBe(lambdaMajor);
  });

  it('a `node` a test or script spawns from PATH is that major too', () => {
    const child = spawnSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(0);
    expect(majorOf(child.stdout.trim()), `\`node\` on PATH is ${child.stdout.trim()}: ${howToRun}`).toBe(
      lambdaMajor,
    );
  });

  it('the bundled `node` package is pinned to that major', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const bundled = manifest.devDependencies.node ?? '';
    expect(bundled, 'package.json pins the npm `node` package to an exact version').toMatch(
      /^\d+\.\d+\.\d+$/,
    );
    expect(majorOf(bundled), `devDependencies.node ${bundled} vs Lambda ${FUNCTION_RUNTIME.name}`).toBe(
      lambdaMajor,
    );
  });
});
