/**
 * `npm start`: the product on the embedded local cloud at http://localhost:3000 (PORT overrides), listening
 * on 127.0.0.1 only unless HOST names another interface (HOST=0.0.0.0 opens it to the network).
 * Data persists under .local/ between runs; `npm run start:reset` (or --reset) starts from empty.
 * Ctrl-C stops everything, DynamoDB Local's Java process included.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { JavaMissingError, requireJava } from './java-check';
import { repoRoot } from './lambda-runtime';
import { type LocalCloud, PortInUseError, startLocalCloud } from './local-cloud';
import { DEMO_PASSWORD, demoBrands, demoCreators, demoOperator } from './seed/demo-data';
import { seedDemoData } from './seed/seed';

// cognito-local's AWS SDK v2 end-of-support notice would only bury the addresses printed below.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

// Java (DynamoDB Local) is the one prerequisite npm cannot install: checked before anything starts, and
// reported as what to install rather than as a failure halfway through the start-up.
try {
  requireJava();
} catch (error) {
  if (!(error instanceof JavaMissingError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
// LOCAL_DATA_DIR lets tests run `npm start` against a throw-away folder instead of the user's .local/.
let dataDir = path.resolve(process.env.LOCAL_DATA_DIR ?? path.join(repoRoot, '.local'));
const relative = (folder: string) => path.relative(process.cwd(), folder) || folder;

let lock = lockDataDir(dataDir, port);
if (!lock.locked && !process.env.LOCAL_DATA_DIR && lock.holder.port !== port) {
  // A second start beside a running one (a stack for `npm run test:stack`, say) gets a folder of its own.
  const taken = lock.holder;
  dataDir = path.join(repoRoot, `.local-${port}`);
  console.log(
    `  ${relative(path.join(repoRoot, '.local'))} is in use by the marketplace on port ${taken.port} (process ${taken.pid}); ` +
      `this one keeps its data in ${relative(dataDir)}.`,
  );
  lock = lockDataDir(dataDir, port);
}
if (!lock.locked) {
  console.error(
    `\n  ${relative(dataDir)} is in use by the marketplace on port ${lock.holder.port} (process ${lock.holder.pid}).\n` +
      '  Stop it, or give this one another folder:  LOCAL_DATA_DIR=<folder> npm start\n',
  );
  process.exit(1);
}
const releaseDataDir = lock.release;
process.on('exit', releaseDataDir);

if (process.argv.includes('--reset')) {
  // Everything but the lock this process holds.
  for (const entry of readdirSync(dataDir)) {
    if (entry !== LOCK_FILE) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  console.log(`Local data reset (${relative(dataDir)} emptied).`);
}

const started = Date.now();
let cloud: LocalCloud | undefined;
let stopping = false;

const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local cloud…`);
  try {
    await cloud?.stop();
  } finally {
    console.log('Stopped.');
    process.exit(0);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Every function runs in this one process: a promise some handler forgot to await must not end them all
// (in AWS it would cost one invocation). It is reported, and serving goes on.
process.on('unhandledRejection', (reason) => {
  console.error('  ✗ Unhandled rejection (the local cloud keeps running):', reason);
});

// Issue 36: the demo's operator (ops@demo.local) signs in with the demo password alone: operators'
// two-factor sign-in is required everywhere else (AWS, the test clouds), functions/shared/config.ts.
process.env.OPERATOR_SECOND_FACTOR ??= 'off';

try {
  cloud = await startLocalCloud({
    port,
    host: process.env.HOST || undefined,
    dataDir,
    log: (message) => console.log(`  ${message}`),
  });
  const { outputs } = cloud;
  console.log(
    [
      '',
      `  Marketplace is running on the local cloud (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      '',
      `  Web app        ${outputs.WebUrl}`,
      `  API            ${outputs.ApiUrl}   (try ${outputs.ApiUrl}/health)`,
      `  Cognito        ${outputs.CognitoEndpoint}   pool ${outputs.UserPoolId}`,
      `  DynamoDB Local ${outputs.DynamoDbEndpoint}   table ${outputs.TableName}`,
      `  Mailbox        ${outputs.MailboxUrl}   (the product's e-mail; as JSON: ${outputs.MailboxApiUrl})`,
      `  S3             ${outputs.S3Endpoint}   buckets ${outputs.UploadsBucketName} (uploads), ${outputs.MediaBucketName} (images, at /media/)`,
      `  Outputs        ${relative(path.join(dataDir, 'outputs.json'))}`,
      '',
      '  Sign-ups are confirmed automatically here. Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  // Stores connected before a version that subscribes webhooks (kept .local/ data) get subscribed now,
  // as the daily EnsureShopWebhooks schedule would do in AWS: the demo stores' orders reach the app.
  const running = cloud;
  void running.schedules.run('EnsureShopWebhooks').catch((error: unknown) => {
    console.error(`  ! Webhook subscriptions could not all be checked: ${String(error)}`);
  });
  // The demo data set, once per fresh data folder (SEED_DEMO_DATA=false skips it).
  if (process.env.SEED_DEMO_DATA !== 'false') {
    const demoShopify = cloud.demoShopify;
    console.log('  Loading the demo data set…');
    await seedDemoData({
      cognitoEndpoint: outputs.CognitoEndpoint,
      userPoolClientId: outputs.UserPoolClientId,
      userPoolId: outputs.UserPoolId,
      region: outputs.Region,
      issueDemoStoreToken: (shop) => demoShopify.issueAccessToken(shop),
      log: (message) => console.log(`  ${message}`),
    });
    console.log(
      [
        `  Demo logins (password ${DEMO_PASSWORD}):`,
        ...demoBrands.flatMap((brand) => [
          `    ${brand.email.padEnd(24)} brand    ${brand.brandName} (owner)`,
          ...(brand.team ?? []).map(
            (member) => `    ${member.email.padEnd(24)} brand    ${brand.brandName} (${member.role})`,
          ),
        ]),
        ...demoCreators.map((creator) => `    ${creator.email.padEnd(24)} creator  @${creator.username}`),
        `    ${demoOperator.email.padEnd(24)} operator the console at /ops`,
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(
      `\n  Port ${error.port} is already in use — is the marketplace (or another server) already running?\n` +
        `  Stop it, or start on another port:  PORT=${error.port + 1} npm start\n`,
    );
  } else {
    console.error(`\n  The local cloud could not start: ${(error as Error).message}\n`);
  }
  process.exit(1);
}
