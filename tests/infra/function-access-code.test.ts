/**
 * Declared = needed, read from the code: each function is bundled as CDK bundles it (esbuild, AWS SDK
 * external), and the AWS clients its bundle imports must match its FunctionAccess both ways. A function
 * that starts calling KMS, EventBridge, Secrets Manager or SES without declaring it would fail only in AWS
 * (AccessDenied); one that declares a grant its code no longer uses keeps a privilege it does not need.
 * Table access is checked against real calls in tests/integration/declared-access.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import type { FunctionAccess } from '../../events/function-access';
import { rules } from '../../events/rules';
import { schedules } from '../../events/schedules';
import { streamConsumers } from '../../events/stream-consumers';
import { type FeatureName, featureAccess, features, routes } from '../../functions/routes';
import { ESM_REQUIRE_BANNER, FUNCTION_BUNDLING, repoRoot } from '../../infra/constructs/app-function';
import { triggerAccess } from '../../infra/constructs/auth';
import { EXPORT_FUNCTION_ENTRY, exportFunctionAccess } from '../../infra/constructs/ledger-exports';
import { PROCESS_UPLOAD_ENTRY, processUploadAccess } from '../../infra/constructs/media-uploads';

const functions: Array<[string, string, FunctionAccess]> = [
  ...(Object.keys(features) as FeatureName[]).map(
    (feature) =>
      [`feature ${feature}`, features[feature], featureAccess[feature]] as [string, string, FunctionAccess],
  ),
  ...rules.map(
    (rule) => [`rule ${rule.name}`, rule.consumer, rule.access] as [string, string, FunctionAccess],
  ),
  ...streamConsumers.map(
    (consumer) =>
      [`stream ${consumer.name}`, consumer.consumer, consumer.access] as [string, string, FunctionAccess],
  ),
  ...schedules.map(
    (schedule) =>
      [`schedule ${schedule.name}`, schedule.handler, schedule.access] as [string, string, FunctionAccess],
  ),
  ['trigger pre-sign-up', 'functions/identity/triggers/pre-sign-up.ts', triggerAccess.preSignUp],
  [
    'trigger post-confirmation',
    'functions/identity/triggers/post-confirmation.ts',
    triggerAccess.postConfirmation,
  ],
  ['export function', EXPORT_FUNCTION_ENTRY, exportFunctionAccess],
  ['upload processor', PROCESS_UPLOAD_ENTRY, processUploadAccess],
];

/** API features whose routes are all public or API-key routes: the session check never runs in them. */
const publicOnlyFeatures = new Set<string>(
  (Object.keys(features) as FeatureName[])
    .filter((feature) =>
      routes.every(
        (route) => route.feature !== feature || route.auth === 'public' || route.auth === 'apiKey',
      ),
    )
    .map((feature) => features[feature]),
);

/**
 * Each function's bundle as CDK builds it (esbuild, AWS SDK external, ESM). All entries are built in
 * one esbuild run, once: esbuild then parses each shared source file once instead of once per function
 * (87 separate builds were most of this file's ~75 s on CI); each entry still gets its own whole bundle.
 */
let bundles: Promise<Map<string, string>> | undefined;
const bundleOf = async (entry: string): Promise<string> => {
  bundles ??= buildBundles([...new Set(functions.map(([, file]) => file))]);
  const code = (await bundles).get(entry);
  if (code === undefined) throw new Error(`no bundle for ${entry}`);
  return code;
};
const buildBundles = async (entries: string[]): Promise<Map<string, string>> => {
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((entry, index) => [`entry-${index}`, entry])),
    outdir: 'bundles',
    absWorkingDir: repoRoot,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: [...FUNCTION_BUNDLING.externalModules],
    logLevel: 'silent',
  });
  const byName = new Map(result.outputFiles.map((file) => [path.basename(file.path), file.text]));
  return new Map(entries.map((entry, index) => [entry, byName.get(`entry-${index}.js`) ?? '']));
};

/**
 * The AWS SDK packages and command names the function's bundle imports; a package imported on first use
 * (`import("@aws-sdk/…")`, issue 34's S3 client) is listed by its name alone.
 */
const importsOf = (code: string): string[] => [
  ...[...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)"/g)].flatMap(([, names, from]) => [
    from ?? '',
    ...(names ?? '').split(',').map((name) => `${from}:${name.trim().split(/\s+as\s+/)[0]}`),
  ]),
  ...[...code.matchAll(/import\(\s*"(@aws-sdk\/[^"]+)"\s*\)/g)].map(([, from]) => from ?? ''),
];

/**
 * Modules import each other's public index both ways (ledger reads partnerships, partnerships adds to
 * the ledger's brand totals): fine while no module's top level uses another's export before it is
 * initialised. Loading every bundle as Lambda does (with CDK's `require` banner) proves it.
 */
const loadDir = path.join(repoRoot, 'node_modules', '.cache', 'bundle-load-check');
const loadBundle = async (name: string, code: string): Promise<Record<string, unknown>> => {
  mkdirSync(loadDir, { recursive: true });
  const file = path.join(loadDir, `${name.replace(/\W+/g, '-')}.mjs`);
  writeFileSync(file, `${ESM_REQUIRE_BANNER}\n${code}`);
  return import(pathToFileURL(file).href);
};

describe('each function declares exactly the AWS services its code calls', () => {
  it.each(functions)('%s', async (_, entry, access) => {
    const code = await bundleOf(entry);
    const imports = importsOf(code);
    // EventBridge: only the outbox publisher and sweeper put events.
    expect(imports.includes('@aws-sdk/client-eventbridge:PutEventsCommand'), 'PutEvents').toBe(
      access.putEvents === true,
    );
    // KMS: secret-box, through functions/shared/aws/kms.ts (its X-Amz-Target prefix); its bundle carries
    // both operations, so the direction is checked on the sources (encryptSecret vs decryptSecret) in the
    // declarations' comments and by the template test.
    expect(code.includes('TrentService.'), 'KMS (secret-box)').toBe(access.secretsKey !== undefined);
    // Secrets Manager: the Shopify app secret, the Stripe secret or the mail signing key, each read at
    // cold start.
    expect(
      code.includes('secretsmanager.GetSecretValue'),
      'Shopify app / Stripe secret / mail signing key',
    ).toBe(access.shopifyApp === true || access.stripeApp === true || access.mail !== undefined);
    // The unsubscribe links' key (functions/shared/mail/load-signing-key.ts reads its secret by the ARN
    // bindMail sets): 'sign' or 'send'. A bundle that signs or checks a link without it fails at cold start.
    expect(code.includes('MAIL_SIGNING_SECRET_ARN'), "mail signing key: mail 'sign' or 'send'").toBe(
      access.mail !== undefined,
    );
    // SES: only the e-mail senders, which also get the identity, the configuration set and the texts.
    expect(imports.includes('@aws-sdk/client-sesv2:SendEmailCommand'), "SES SendEmail: mail 'send'").toBe(
      access.mail === 'send',
    );
    // The grant is ses:SendEmail alone: no other SES command (nor the v1 client) may appear.
    expect(
      imports.filter(
        (name) =>
          name.startsWith('@aws-sdk/client-ses') &&
          name.includes(':') &&
          !['SESv2Client', 'SendEmailCommand'].includes(name.split(':')[1] ?? ''),
      ),
      'SES: SendEmail only',
    ).toEqual([]);
    // The table: any DynamoDB call in the bundle (the lean client's X-Amz-Target) needs a declared table
    // access, and none without; and no bundle brings the SDK's DynamoDB client back.
    // Issue 35: every API handler carries the per-request session check (functions/shared/http/
    // session-check.ts); a feature serving only public routes never runs it, so it needs no table grant.
    expect(code.includes('DynamoDB_20120810.'), 'DynamoDB').toBe(
      access.table !== 'none' || publicOnlyFeatures.has(entry),
    );
    expect(
      imports.some((name) => name.startsWith('@aws-sdk/client-dynamodb')),
      'the SDK DynamoDB client',
    ).toBe(false);
    // S3 (issue 34): signing browser POSTs is media 'presign'; reading originals and writing sizes is
    // 'process'; no other function uses S3.
    expect(imports.includes('@aws-sdk/s3-presigned-post'), "S3 POST: media 'presign'").toBe(
      access.media === 'presign',
    );
    expect(imports.includes('@aws-sdk/client-s3:GetObjectCommand'), "S3 GetObject: media 'process'").toBe(
      access.media === 'process',
    );
    expect(imports.includes('@aws-sdk/client-s3'), 'the S3 client: media').toBe(access.media !== undefined);
    // Issue 35: the user pool's Admin* calls (functions/identity/security/user-pool.ts, JSON calls): a
    // password or code check needs 'secondFactor'; asking whether TOTP is on, 'mfaState' at least.
    expect(code.includes('AdminInitiateAuth'), "Cognito password checks: userPool 'secondFactor'").toBe(
      access.userPool === 'secondFactor',
    );
    expect(code.includes('"AdminGetUser"'), 'Cognito AdminGetUser: userPool').toBe(
      access.userPool !== undefined,
    );
  });
});

describe('each function bundle loads as Lambda loads it', () => {
  it.each(functions)('%s', async (name, entry) => {
    const module = await loadBundle(name, await bundleOf(entry));
    expect(typeof module.handler).toBe('function');
  });
});
