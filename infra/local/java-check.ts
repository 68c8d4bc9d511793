/**
 * Java is the local cloud's one system prerequisite (DynamoDB Local is a Java program). Checked before
 * anything starts, so a machine without it gets one sentence saying what to install, not a spawn error
 * and a stack trace from deep inside the start-up.
 */
import { spawnSync } from 'node:child_process';

export const MINIMUM_JAVA = 17;
export const JAVA_INSTALL_HINT = 'apt-get install openjdk-17-jdk-headless (or any JDK 17+ on the PATH)';

/** A configuration problem of the machine, not a bug: its message is the whole story, so no stack. */
export class JavaMissingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JavaMissingError';
    this.stack = `${this.name}: ${message}`;
  }
}

export interface JavaStatus {
  /** The feature release (17 for "17.0.15", 8 for "1.8.0_402"). */
  version: number;
  /** A JDK: `java` can run DynamoDbLocalOnHost.java from source (it needs the jdk.compiler module). */
  runsSource: boolean;
}

/** `java -version`'s first line: `openjdk version "17.0.15" 2025-04-15` or `java version "1.8.0_402"`. */
export const parseJavaVersion = (output: string): number | undefined => {
  const quoted = /version "([^"]+)"/.exec(output)?.[1];
  if (!quoted) return undefined;
  const [first, second] = quoted.split(/[.+_-]/).map(Number);
  return first === 1 ? second : first;
};

/**
 * Java's version and whether it is a JDK, or a JavaMissingError saying what to install. `env` is the
 * environment whose PATH is searched (tests pass one without Java).
 */
export const checkJava = (env: NodeJS.ProcessEnv = process.env): JavaStatus => {
  const probe = spawnSync('java', ['-version'], { env, encoding: 'utf8', timeout: 30_000 });
  if (probe.error) {
    const notFound = (probe.error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new JavaMissingError(
      notFound
        ? `Java was not found on the PATH. DynamoDB Local (the local cloud's database) needs Java ${MINIMUM_JAVA}+: ${JAVA_INSTALL_HINT}.`
        : `Java could not be run (${probe.error.message}). DynamoDB Local needs Java ${MINIMUM_JAVA}+: ${JAVA_INSTALL_HINT}.`,
    );
  }
  // Java prints its version on stderr.
  const version = parseJavaVersion(`${probe.stderr}\n${probe.stdout}`);
  if (version === undefined || version < MINIMUM_JAVA) {
    const found = version === undefined ? 'an unrecognised Java' : `Java ${version}`;
    throw new JavaMissingError(
      `The PATH has ${found}; DynamoDB Local (the local cloud's database) needs Java ${MINIMUM_JAVA}+: ${JAVA_INSTALL_HINT}.`,
    );
  }
  const modules = spawnSync('java', ['--list-modules'], { env, encoding: 'utf8', timeout: 30_000 });
  return { version, runsSource: /^jdk\.compiler@/m.test(modules.stdout ?? '') };
};

let checked: JavaStatus | undefined;
/** `checkJava` for this process's own PATH, run once (each probe starts a JVM). */
export const requireJava = (): JavaStatus => {
  checked ??= checkJava();
  return checked;
};
