import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJava, JavaMissingError, parseJavaVersion } from '../../infra/local/java-check';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'java-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A PATH holding only a fake `java` that prints `versionLine` and, for --list-modules, `modules`. */
const pathWithFakeJava = (name: string, versionLine: string, modules: string[]): string => {
  const dir = path.join(scratch, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const script = [
    '#!/bin/sh',
    `if [ "$1" = "-version" ]; then echo '${versionLine}' >&2; fi`,
    `if [ "$1" = "--list-modules" ]; then printf '${modules.map((module) => `${module}\\n`).join('')}'; fi`,
  ].join('\n');
  writeFileSync(path.join(dir, 'java'), `${script}\n`);
  chmodSync(path.join(dir, 'java'), 0o755);
  return dir;
};

const emptyPath = mkdtempSync(path.join(scratch, 'no-java-'));

const expectInstallHint = (run: () => unknown, found: RegExp) => {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(JavaMissingError);
  const { message, stack } = error as Error;
  expect(message).toMatch(found);
  expect(message).toContain('needs Java 17+');
  expect(message).toContain('apt-get install openjdk-17-jdk-headless');
  // The message is the whole report: no stack frames for a machine that lacks a package.
  expect(stack).not.toMatch(/\n\s+at /);
};

describe('Java, the one system prerequisite', () => {
  it('reads the feature release from `java -version`', () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaVersion('openjdk version "11.0.2-ea"')).toBe(11);
    expect(parseJavaVersion('command not found')).toBeUndefined();
  });

  it('says what to install when the PATH has no java', () => {
    expectInstallHint(() => checkJava({ PATH: emptyPath }), /Java was not found on the PATH/);
  });

  it('refuses a Java older than 17, naming the version found', () => {
    const java11 = pathWithFakeJava('java11', 'openjdk version "11.0.2" 2019-01-15', ['java.base@11.0.2']);
    expectInstallHint(() => checkJava({ PATH: java11 }), /The PATH has Java 11;/);
    const java8 = pathWithFakeJava('java8', 'java version "1.8.0_402"', []);
    expectInstallHint(() => checkJava({ PATH: java8 }), /The PATH has Java 8;/);
  });

  it('accepts a JRE 17 but reports that it cannot run the source launcher', () => {
    const jre = pathWithFakeJava('jre17', 'openjdk version "17.0.15" 2025-04-15', ['java.base@17.0.15']);
    expect(checkJava({ PATH: jre })).toEqual({ version: 17, runsSource: false });
    const jdk = pathWithFakeJava('jdk17', 'openjdk version "17.0.15" 2025-04-15', [
      'java.base@17.0.15',
      'jdk.compiler@17.0.15',
    ]);
    expect(checkJava({ PATH: jdk })).toEqual({ version: 17, runsSource: true });
  });

  it("accepts this machine's JDK (the documented prerequisite)", () => {
    const status = checkJava();
    expect(status.version).toBeGreaterThanOrEqual(17);
    expect(status.runsSource).toBe(true);
  });

  it('`npm start` without Java exits at once with the hint, not a stack trace', () => {
    startWithoutJava(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], emptyPath, 'data');
  }, 60_000);
});

/**
 * Starts the product as `command` does with `PATH` holding no java: it must stop within 30 s with the
 * install hint and no stack trace. Its output, for what else the caller checks.
 */
const startWithoutJava = (command: string, args: string[], PATH: string, dataDir: string) => {
  const started = Date.now();
  const result = spawnSync(command, args, {
    env: {
      ...process.env,
      PATH,
      PORT: '0',
      LOCAL_DATA_DIR: path.join(scratch, dataDir),
      SEED_DEMO_DATA: 'false',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Java was not found on the PATH');
  expect(result.stderr).toContain('apt-get install openjdk-17-jdk-headless');
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(Date.now() - started).toBeLessThan(30_000);
  return result;
};

/** A PATH with node, npm and sh but no java, as on a machine that never installed a JDK. */
const pathWithNodeButNoJava = (): string => {
  const dir = mkdtempSync(path.join(scratch, 'node-only-'));
  const npm = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
  symlinkSync(process.execPath, path.join(dir, 'node'));
  symlinkSync(npm, path.join(dir, 'npm'));
  symlinkSync(realpathSync('/bin/sh'), path.join(dir, 'sh'));
  return dir;
};

describe('npm start checks Java before it builds the web app', () => {
  const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

  it.each(['start', 'start:reset', 'pretest'])('`npm run %s` runs the Java check first', (name) => {
    const steps = scripts[name]?.split('&&').map((step) => step.trim()) ?? [];
    expect(steps[0]).toBe('tsx infra/local/java-check-cli.ts');
    expect(steps).toContain('npm run build:web');
  });

  it('`npm start` without Java stops with the hint, and never reaches the web build', () => {
    const result = startWithoutJava('npm', ['start'], pathWithNodeButNoJava(), 'npm-start-data');
    // npm announces each script it runs ("> affiliate-marketplace@… build:web"): the build never started.
    expect(result.stdout).not.toMatch(/^> \S+ build:web$/m);
    expect(result.stdout).not.toContain('vite build');
  }, 60_000);
});
