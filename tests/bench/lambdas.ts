/**
 * Lambdas that start fast (issue 33, part 4): every function of the stack, bundled as the stack bundles it,
 * then imported in a fresh Node 24 process, as Lambda's init does, with the flags and environment
 * variables Lambda gives it. Prints each function's bundle size and median import time and checks the
 * goals of docs/architecture.md section 9:
 *
 *  - every API handler (an API route's feature, the API-key authorizer, the export function):
 *    ≤ 250 KB and ≤ 90 ms median import;
 *  - every other function (event and stream consumers, scheduled jobs, Cognito triggers, the
 *    public-pages renderer): ≤ 600 KB;
 *  - the share-card function (issue 34): ≤ CARD_MAX_BYTES, its own goal (docs/architecture.md section 9:
 *    satori's standalone build alone is ~935 KB);
 *  - the median import time over all functions ≤ 85 ms.
 *
 * A function over its goal is marked OVER; one whose import fails is marked FAILED. Either makes
 * `benchLambdas()` answer false (and `npx tsx tests/bench/lambdas.ts` exit 1).
 *
 * Bundled with esbuild directly, with the options NodejsFunction derives from FUNCTION_BUNDLING
 * (tests/support/lambda-bundle.ts), rather than by a bundled `cdk synth`: the same bundles (byte for byte
 * the size of a synthesized asset) without synthesizing the whole stack and running cdk-nag, which a
 * bundled synth of 89 functions takes minutes for. The list of functions is the
 * stack's own lists (routes, rules, stream consumers, schedules) plus its single functions, and the bench
 * refuses to run when infra/ builds a function in a place it does not know.
 *
 * The bundles are written under node_modules/.cache/, where the external `@aws-sdk/*` resolves from the
 * project's node_modules as it resolves from the runtime's own copy on Lambda.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';
import { apiKeyAuthorizer, features } from '../../functions/routes';
import { mapInPool } from '../../functions/shared/map-in-pool';
import { POST_CONFIRMATION_ENTRY, PRE_SIGN_UP_ENTRY } from '../../infra/constructs/auth';
import { EXPORT_FUNCTION_ENTRY } from '../../infra/constructs/ledger-exports';
import { PROCESS_UPLOAD_ENTRY } from '../../infra/constructs/media-uploads';
import { CARD_FUNCTION_ENTRY, RENDER_FUNCTION_ENTRY } from '../../infra/constructs/public-pages';
import { writeFunctionBundle } from '../support/lambda-bundle';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The Lambda runtime's major (Node 24), from the `node` devDependency; the machine's own node is older. */
const NODE_24 = path.join(repoRoot, 'node_modules', 'node', 'bin', 'node');
const OUT_DIR = path.join(repoRoot, 'node_modules', '.cache', 'lambda-bench');

export type FunctionKind = 'api' | 'consumer' | 'stream' | 'scheduled' | 'trigger' | 'page' | 'card';

/** Goals (issue 33). */
export const API_MAX_BYTES = 250 * 1024;
export const API_MAX_IMPORT_MS = 90;
export const OTHER_MAX_BYTES = 600 * 1024;
/**
 * The share-card function's code (issue 34): satori's standalone build (~935 KB, ~500 KB of it its
 * text-shaping WebAssembly inlined as base64) and opentype.js (~120 KB), beside the same page reads as the
 * render function (ElectroDB ~190 KB); measured 1,373 KB, ~6% headroom. Its native binary, layout.wasm and
 * font are files beside the code, not in it (tests/bench/cards.ts reports them).
 */
export const CARD_MAX_BYTES = 1_450 * 1024;
export const ALL_P50_IMPORT_MS = 85;
/** Imports per function; its figure is their median. */
const IMPORTS = 5;

interface LambdaFunction {
  name: string;
  kind: FunctionKind;
  entry: string;
}

/** Every function the stack builds (infra/constructs: http-api, domain-events, stream-consumers, …). */
export const lambdaFunctions = (): LambdaFunction[] => [
  ...Object.entries(features).map(([name, entry]) => ({ name, kind: 'api' as const, entry })),
  { name: 'api-key-authorizer', kind: 'api', entry: apiKeyAuthorizer },
  { name: 'ledger-exports', kind: 'api', entry: EXPORT_FUNCTION_ENTRY },
  ...rules.map((rule) => ({ name: rule.name, kind: 'consumer' as const, entry: rule.consumer })),
  ...streamConsumers.map((consumer) => ({
    name: consumer.name,
    kind: 'stream' as const,
    entry: consumer.consumer,
  })),
  ...schedules.map((schedule) => ({
    name: schedule.name,
    kind: 'scheduled' as const,
    entry: schedule.handler,
  })),
  { name: 'pre-sign-up', kind: 'trigger', entry: PRE_SIGN_UP_ENTRY },
  { name: 'post-confirmation', kind: 'trigger', entry: POST_CONFIRMATION_ENTRY },
  { name: 'public-pages-render', kind: 'page', entry: RENDER_FUNCTION_ENTRY },
  { name: 'public-pages-card', kind: 'card', entry: CARD_FUNCTION_ENTRY },
  // Issue 34: the uploads bucket's S3 notification (sharp stays external: it ships beside the bundle).
  { name: 'process-upload', kind: 'trigger', entry: PROCESS_UPLOAD_ENTRY },
];

/**
 * Where infra/constructs builds functions (`new AppFunction(`), and how many places in each file: the
 * list above covers exactly these. A new place fails the bench until the list names its functions.
 */
const KNOWN_FUNCTION_SITES: Record<string, number> = {
  'auth.ts': 2,
  'domain-events.ts': 1,
  'http-api.ts': 2,
  'ledger-exports.ts': 1,
  'media-uploads.ts': 1,
  'public-pages.ts': 2,
  'scheduled-jobs.ts': 1,
  'stream-consumers.ts': 1,
};

const unknownFunctionSites = (): string[] => {
  const dir = path.join(repoRoot, 'infra', 'constructs');
  const found: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const count = readFileSync(path.join(dir, file), 'utf8').split('new AppFunction(').length - 1;
    if (count !== (KNOWN_FUNCTION_SITES[file] ?? 0)) found.push(`${file} (${count})`);
  }
  return found;
};

/**
 * What Lambda gives the init: the runtime's flags (NODE_OPTIONS, here `--enable-source-maps`, which
 * reads the bundle's source map at import) and its variables, plus every setting a handler reads, with
 * stand-in values (imports never call AWS).
 */
const lambdaEnvironment = (name: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_OPTIONS: '--enable-source-maps',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
  AWS_LAMBDA_FUNCTION_NAME: name,
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '256',
  AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  LAMBDA_TASK_ROOT: path.join(OUT_DIR, name),
  TABLE_NAME: 'bench',
  EVENT_BUS_NAME: 'bench',
  PAYOUT_SCHEDULE: 'monthly',
  SECRETS_KMS_KEY_ID: 'bench',
  // The secrets' values as the local cloud gives them, not their ARNs: deployed, a cold start also reads
  // them from Secrets Manager (a network round trip, not code loading; the client is still imported).
  STRIPE_SECRET_KEY: 'sk_test_bench',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  SHOPIFY_API_KEY: 'bench',
  SHOPIFY_API_SECRET: 'bench',
  SHOPIFY_APP_URL: 'https://bench.example',
  APP_URL: 'https://bench.example',
  MAIL_SIGNING_KEY: 'bench-mail-signing-key-of-at-least-32-characters',
  MAIL_FROM: 'bench@bench.example',
  MAIL_CONFIGURATION_SET: 'bench',
  MAIL_POSTAL_ADDRESS: 'bench',
  PUBLIC_PAGES_DISTRIBUTION_ID: 'bench',
});

/** Measured inside the fresh process: from before the import to the handler in hand (not process start). */
const IMPORT_SCRIPT = `
const started = performance.now();
const module = await import(process.env.BENCH_BUNDLE_URL);
const ms = performance.now() - started;
if (typeof module.handler !== 'function') throw new Error('the bundle exports no handler function');
process.stdout.write(String(ms));
`;

const importMs = async (fn: LambdaFunction): Promise<number> => {
  const bundle = path.join(OUT_DIR, fn.name, 'index.mjs');
  const { stdout } = await run(NODE_24, ['--input-type=module', '-e', IMPORT_SCRIPT], {
    cwd: path.dirname(bundle),
    env: { ...lambdaEnvironment(fn.name), BENCH_BUNDLE_URL: pathToFileURL(bundle).href },
  });
  const ms = Number(stdout);
  if (!Number.isFinite(ms)) throw new Error(`no import time: ${stdout}`);
  return ms;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Row extends LambdaFunction {
  bytes: number;
  importMs: number;
  error?: string;
}

/** Why a function misses its goals ('' when it meets them). */
const overOf = (row: Row): string => {
  if (row.error) return `FAILED: ${row.error}`;
  const over: string[] = [];
  const maxBytes =
    row.kind === 'api' ? API_MAX_BYTES : row.kind === 'card' ? CARD_MAX_BYTES : OTHER_MAX_BYTES;
  if (row.bytes > maxBytes) over.push(`OVER ${kb(maxBytes)}`);
  if (row.kind === 'api' && row.importMs > API_MAX_IMPORT_MS) over.push(`OVER ${ms(API_MAX_IMPORT_MS)}`);
  return over.join(', ');
};

/**
 * Bundles and imports every function; prints the table and the goals. True when every goal is met.
 * `section` is the heading's number in `npm run bench`.
 */
export const benchLambdas = async (section?: number, only: string[] = []): Promise<boolean> => {
  console.log(
    `\n${section ? `${section}. ` : ''}Lambda bundles: size (minified, as deployed) and import time in a fresh Node 24 process (median of ${IMPORTS})`,
  );
  const unknown = unknownFunctionSites();
  if (unknown.length > 0) {
    console.log(
      `   FAILED: infra/constructs builds functions the bench does not list: ${unknown.join(', ')}`,
    );
    return false;
  }
  const functions = lambdaFunctions().filter((fn) => only.length === 0 || only.includes(fn.name));
  rmSync(OUT_DIR, { recursive: true, force: true });
  const rows: Row[] = await mapInPool(functions, 4, async (fn) => ({
    ...fn,
    bytes: await writeFunctionBundle(fn.entry, path.join(OUT_DIR, fn.name)),
    importMs: 0,
  }));

  // One import of every function per round, IMPORTS rounds: a slow moment of the machine spreads over all
  // functions instead of falling on one. One process at a time, so the import has the machine to itself.
  const times = new Map<Row, number[]>(rows.map((row) => [row, []]));
  for (let round = 0; round < IMPORTS; round++) {
    for (const row of rows) {
      if (row.error) continue;
      try {
        times.get(row)?.push(await importMs(row));
      } catch (error) {
        const stderr = (error as { stderr?: string }).stderr || String(error);
        row.error = stderr.split('\n').find((line) => /Error|error:/.test(line)) ?? stderr.trim();
      }
    }
  }
  for (const row of rows) row.importMs = percentile(times.get(row) ?? [], 50);
  rmSync(OUT_DIR, { recursive: true, force: true });

  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.importMs - a.importMs);
  console.log(
    `   ${'function'.padEnd(44)} ${'kind'.padEnd(9)} ${'size'.padStart(9)} ${'import'.padStart(7)}`,
  );
  for (const row of rows) {
    console.log(
      `   ${row.name.padEnd(44)} ${row.kind.padEnd(9)} ${kb(row.bytes).padStart(9)} ${ms(row.importMs).padStart(7)}  ${overOf(row)}`,
    );
  }

  const measured = rows.filter((row) => !row.error);
  const sizes = measured.map((row) => row.bytes);
  const imports = measured.map((row) => row.importMs);
  const api = measured.filter((row) => row.kind === 'api');
  const others = measured.filter((row) => row.kind !== 'api' && row.kind !== 'card');
  const allP50 = percentile(imports, 50);
  console.log(
    `   ${rows.length} functions. Size p50 ${kb(percentile(sizes, 50))}, p90 ${kb(percentile(sizes, 90))}, max ${kb(Math.max(...sizes))}; ` +
      `import p50 ${ms(allP50)}, p90 ${ms(percentile(imports, 90))}, max ${ms(Math.max(...imports))}`,
  );
  // A group the name filter left empty (`npx tsx tests/bench/lambdas.ts redirect`) prints no figures.
  if (api.length > 0)
    console.log(
      `   API handlers (${api.length}): size max ${kb(Math.max(...api.map((row) => row.bytes)))} (goal ≤ ${kb(API_MAX_BYTES)}), ` +
        `import p50 ${ms(
          percentile(
            api.map((row) => row.importMs),
            50,
          ),
        )}, max ${ms(Math.max(...api.map((row) => row.importMs)))} (goal ≤ ${ms(API_MAX_IMPORT_MS)} each)`,
    );
  if (others.length > 0)
    console.log(
      `   Other functions (${others.length}): size max ${kb(Math.max(...others.map((row) => row.bytes)))} (goal ≤ ${kb(OTHER_MAX_BYTES)}), ` +
        `import max ${ms(Math.max(...others.map((row) => row.importMs)))}`,
    );
  for (const card of measured.filter((row) => row.kind === 'card'))
    console.log(
      `   Card function: size ${kb(card.bytes)} (goal ≤ ${kb(CARD_MAX_BYTES)}), import ${ms(card.importMs)} (its drawing: section 11)`,
    );
  const p50Over = allP50 > ALL_P50_IMPORT_MS;
  console.log(
    `   Import p50 over all functions: ${ms(allP50)} (goal ≤ ${ms(ALL_P50_IMPORT_MS)})${p50Over ? '  OVER' : ''}`,
  );
  const missed = rows.filter((row) => overOf(row) !== '');
  if (missed.length > 0) console.log(`   ${missed.length} function(s) over a goal or failed`);
  return missed.length === 0 && !p50Over;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `npx tsx tests/bench/lambdas.ts [name …]`: all functions, or only those named (the goal over all
  // functions is then checked on those alone).
  benchLambdas(undefined, process.argv.slice(2)).then(
    (ok) => {
      if (!ok) process.exitCode = 1;
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
