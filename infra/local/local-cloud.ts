/**
 * The embedded local cloud: the whole product on one port with no AWS account and no Docker.
 *
 *   /cognito/*            cognito-local (in-process), triggers → our trigger handlers
 *   /api/exports/*       the export function, streaming (ledger-exports.ts; issue 21)
 *   /api/*, /r/*          the API adapter → our feature handlers (same route table as CDK)
 *   /__local/redirect-cache/advance  moves the redirect's cache clock (tests: a store change after its minute)
 *   /__local/eventbridge  the local bus (PutEvents) → rules from events/rules.ts → consumers; its
 *                         local-only fault switches and log under /__local/eventbridge/{faults,events};
 *                         its dead letters recorded for the operator console (issue 36)
 *   /v1/*, /__stripe/*    the local Stripe (stand-ins/stripe/): its REST API at the root, as the SDK cannot
 *                         take a path prefix; its hosted checkout / onboarding pages under /__stripe
 *   /__local/mailbox/messages  what the local mailbox (a local SES on its own loopback port,
 *                         local-mailbox.ts) received, as JSON; its viewer is outputs.json MailboxUrl;
 *                         mail to SES's simulator addresses bounces or complains onto the bus
 *                         (ses-mailbox-simulator.ts)
 *   /__local/cloudfront   the local CloudFront API (CreateInvalidation of the site's cache, cloudfront-api.ts)
 *   /__local/webhook-inspector/{bucket}  records outgoing webhooks sent to it (issue 22); a bucket is
 *        created at /__local/webhook-inspector/ and read only at its secret address (issue 31)
 *   /config.json          the SPA's runtime configuration
 *   everything else       the built SPA's files by name, else the render function behind the local
 *                         CloudFront cache (public-pages.ts: public pages, the SPA's shell)
 *   /media/*              processed images from the local S3's media bucket, as CloudFront serves them (issue 34)
 *   DynamoDB Local        a Java child process on a free loopback port
 *   the local S3          its own loopback port (local-s3.ts): browser POSTs of uploads, the processor's
 *                         objects; an original's arrival runs the processing function (issue 34)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDemoShopify, type DemoShopify } from '../../stand-ins/shopify';
import { createDemoStripe, type DemoStripe } from '../../stand-ins/stripe';
import { gatewaySecurityHeaders, localSpaSecurityHeaders } from '../security-headers';
import { STACK_NAME } from '../stack-name';
import { createApiAdapter } from './api-adapter';
import { LOCAL_DISTRIBUTION_ID } from './cloudfront-api';
import { createLocalCognito, ensureSecondFactorSetup, ensureUserPool } from './cognito';
import { checkDataFormat } from './data-format';
import { type DynamoDbLocal, ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { createLocalEventBus, type LocalEventBus } from './event-bus';
import { invokeHandler, repoRoot } from './lambda-runtime';
import { createLocalLedgerExports } from './ledger-exports';
import { DEFAULT_HOST, urlHost } from './listen-address';
import {
  LOCAL_MAIL_CONFIGURATION_SET,
  LOCAL_MAIL_FROM,
  LOCAL_MAIL_POSTAL_ADDRESS,
  type LocalMailbox,
  startLocalMailbox,
} from './local-mailbox';
import { type LocalS3, startLocalS3 } from './local-s3';
import { recoverOutbox } from './outbox-recovery';
import { createLocalPublicPages } from './public-pages';
import { handleRedirectCacheClock } from './redirect-cache-clock';
import { type ScheduleClock, startScheduleClock } from './schedule-clock';
import { handleScheduleRun } from './schedule-runs';
import { answerClientErrors, failRequest, guardRequests } from './server-guards';
import { createStaticSite } from './static-site';
import { startStreamPoller } from './stream-poller';
// Issue 22: outgoing webhooks' local receiver.
import { createWebhookInspector, WEBHOOK_INSPECTOR_PREFIX } from './webhook-inspector';

export const TABLE_NAME = 'marketplace';
export const EVENT_BUS_NAME = 'marketplace';
export const REGION = 'us-east-1';
/** Issue 34: the buckets of people's uploads (originals, POSTed by the browser) and of processed images. */
export const UPLOADS_BUCKET = 'marketplace-uploads';
export const MEDIA_BUCKET = 'marketplace-media';
/** Issue 35: people's data exports (private: only a presigned GET reads one). */
export const DATA_EXPORTS_BUCKET = 'marketplace-data-exports';
/** The S3 notification's function (infra/constructs/media-uploads.ts deploys the same handler). */
const PROCESS_UPLOAD_HANDLER = 'functions/media/triggers/process-upload.ts';

export interface LocalOutputs {
  ApiUrl: string;
  WebUrl: string;
  UserPoolId: string;
  UserPoolClientId: string;
  CognitoEndpoint: string;
  CognitoIssuer: string;
  TableName: string;
  DynamoDbEndpoint: string;
  EventBusName: string;
  EventBridgeEndpoint: string;
  DemoShopifyUrl: string;
  /** The local Stripe's API origin: the SDK's host/port/protocol (it requests /v1/... on it). */
  StripeApiUrl: string;
  StripePublishableKey: string;
  /** The local mailbox's viewer (a person reads the product's e-mail there). */
  MailboxUrl: string;
  /** The messages the local mailbox received, as JSON (local-mailbox.ts MailboxMessage). */
  MailboxApiUrl: string;
  /** The local SES's API origin (the mailbox's), for an SDK outside the local cloud (tests). */
  SesEndpoint: string;
  /** The local CloudFront API (the site's cache invalidations) and the local distribution's id. */
  CloudFrontEndpoint: string;
  PublicPagesDistributionId: string;
  /** Issue 34: the local S3's API origin, the uploads bucket (originals) and the media bucket (processed). */
  S3Endpoint: string;
  UploadsBucketName: string;
  MediaBucketName: string;
  Region: string;
  /**
   * Only the local cloud writes it: the origin of its control endpoints (`/__local/...`: schedules run by
   * hand, the mailbox, the bus's faults; the stand-ins' `/__stripe/__...` and `/__shopify/__...`). Tests
   * that need them run where it is given and are skipped elsewhere (tests/support/local-only.ts).
   */
  LocalControlUrl: string;
}

export interface LocalCloud {
  url: string;
  outputs: LocalOutputs;
  bus: LocalEventBus;
  /** events/schedules.ts on a clock; `schedules.run(name)` runs one by hand. */
  schedules: ScheduleClock;
  demoShopify: DemoShopify;
  demoStripe: DemoStripe;
  stop: () => Promise<void>;
}

export interface LocalCloudOptions {
  port: number;
  /** The interface every server binds to (the port, DynamoDB Local); default loopback only. */
  host?: string;
  /** Where data lives between runs (.local); undefined → in-memory database and a temporary pool. */
  dataDir?: string;
  /** Where outputs.json is written; defaults to dataDir. */
  outputsFile?: string;
  webDist?: string;
  log?: (message: string) => void;
  /** API Gateway's route throttling in the local adapter (default on; see api-adapter.ts). */
  throttle?: boolean;
  /** Schedules run by hand must be limited to some people (the tests' shared clouds; schedule-runs.ts). */
  scopedRunsOnly?: boolean;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use.`);
  }
}

const listen = (server: Server, port: number, host: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });

interface LocalSecrets {
  /** Stands in for KMS: encrypts store access tokens at rest. */
  localSecretKey: string;
  /** The demo Shopify app's credentials, shared by our app and the demo store as with real Shopify. */
  shopifyApiKey: string;
  shopifyApiSecret: string;
  /** The local Stripe's test-mode keys and the app's webhook signing secret. */
  stripeSecretKey: string;
  stripePublishableKey: string;
  stripeWebhookSecret: string;
  /** The HMAC key of e-mail unsubscribe links (deployed: a Secrets Manager secret). */
  mailSigningKey: string;
}

/** Generated on first start and kept with the data, so encrypted tokens stay readable after a restart. */
const loadOrCreateSecrets = (dataDir: string): LocalSecrets => {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    localSecretKey: randomBytes(32).toString('base64'),
    shopifyApiKey: randomBytes(16).toString('hex'),
    shopifyApiSecret: randomBytes(32).toString('hex'),
    stripeSecretKey: `sk_test_${randomBytes(24).toString('base64url')}`,
    stripePublishableKey: `pk_test_${randomBytes(24).toString('base64url')}`,
    stripeWebhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
    mailSigningKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
};

const freePort = (host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const startLocalCloud = async (options: LocalCloudOptions): Promise<LocalCloud> => {
  const log = options.log ?? (() => undefined);
  // A kept folder of another data format is refused before anything starts or writes to it.
  if (options.dataDir) checkDataFormat(options.dataDir);
  const host = options.host ?? DEFAULT_HOST;
  let route: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer(
    guardRequests((req, res) => {
      if (!route) {
        res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' });
        return void res.end('Starting…\n');
      }
      route(req, res);
    }, log),
  );
  answerClientErrors(server);
  // Bind first: a busy port is reported before anything else starts.
  await listen(server, options.port, host);
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(host)}:${actualPort}`;

  const tempDir = options.dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'marketplace-cloud-'));
  const dataDir = options.dataDir ?? (tempDir as string);
  mkdirSync(dataDir, { recursive: true });

  let dynamo: DynamoDbLocal | undefined;
  let mailbox: LocalMailbox | undefined;
  let localS3: LocalS3 | undefined;
  try {
    dynamo = await startDynamoDbLocal({
      port: await freePort(host),
      host,
      dataDir: options.dataDir ? path.join(dataDir, 'dynamodb') : undefined,
      log,
    });
    await ensureTable(dynamo.endpoint, TABLE_NAME, dataDir);
    mailbox = await startLocalMailbox(host, { region: REGION, log });
    // The same fixed credentials the handlers sign with (below): the browser POST's signature is checked.
    localS3 = await startLocalS3({
      host,
      dataDir: path.join(dataDir, 's3'),
      buckets: [
        { name: UPLOADS_BUCKET, corsOrigins: [url] },
        { name: MEDIA_BUCKET },
        { name: DATA_EXPORTS_BUCKET },
      ],
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      log,
    });

    const cognitoEndpoint = `${url}/cognito`;
    const eventBridgeEndpoint = `${url}/__local/eventbridge`;
    const demoShopifyUrl = `${url}/__shopify`;
    const secrets = loadOrCreateSecrets(dataDir);
    // Handlers read their configuration at import (cold start); set it before any handler loads.
    Object.assign(process.env, {
      TABLE_NAME,
      EVENT_BUS_NAME,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      EVENTBRIDGE_ENDPOINT: eventBridgeEndpoint,
      COGNITO_ENDPOINT: cognitoEndpoint,
      AUTO_CONFIRM_SIGN_UP: 'true',
      LOCAL_SECRET_KEY: secrets.localSecretKey,
      SHOPIFY_API_KEY: secrets.shopifyApiKey,
      SHOPIFY_API_SECRET: secrets.shopifyApiSecret,
      SHOPIFY_APP_URL: url,
      SHOPIFY_DEMO_STORE_URL: demoShopifyUrl,
      STRIPE_SECRET_KEY: secrets.stripeSecretKey,
      STRIPE_WEBHOOK_SECRET: secrets.stripeWebhookSecret,
      STRIPE_API_URL: url,
      SES_ENDPOINT: mailbox.endpoint,
      MAIL_FROM: LOCAL_MAIL_FROM,
      MAIL_CONFIGURATION_SET: LOCAL_MAIL_CONFIGURATION_SET,
      MAIL_SIGNING_KEY: secrets.mailSigningKey,
      MAIL_POSTAL_ADDRESS: LOCAL_MAIL_POSTAL_ADDRESS,
      APP_URL: url,
      CLOUDFRONT_ENDPOINT: `${url}/__local/cloudfront`,
      PUBLIC_PAGES_DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
      S3_ENDPOINT: localS3.endpoint,
      UPLOADS_BUCKET,
      MEDIA_BUCKET,
      DATA_EXPORTS_BUCKET,
      // Issue 22: the one loopback URL outgoing webhooks may reach (the local inspector); never deployed.
      WEBHOOK_LOCAL_INSPECTOR_URL: `${url}/__local/webhook-inspector/`,
      // Issue 34: the one loopback origin share cards may fetch pictures from (the demo store's and the
      // site's own, served here); never deployed, where a picture must be on a public address.
      LOCAL_PICTURE_ORIGINS: new URL(url).origin,
    });
    delete process.env.SECRETS_KMS_KEY_ID;
    delete process.env.AWS_SESSION_TOKEN;
    delete process.env.AWS_PROFILE;

    const cognito = await createLocalCognito({
      dataDir: path.join(dataDir, 'cognito'),
      issuerDomain: cognitoEndpoint,
    });
    const stripPrefix = (prefix: string, req: IncomingMessage) => {
      req.url = (req.url ?? '/').slice(prefix.length) || '/';
    };
    // The pool is created through cognito-local's own API, so the routes must answer first.
    route = (req, res) => {
      if (req.url?.startsWith('/cognito/') || req.url === '/cognito') {
        stripPrefix('/cognito', req);
        return cognito.handle(req, res);
      }
      res.writeHead(503).end();
    };
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognitoEndpoint);
    // Issue 35: the API checks passwords and TOTP codes with its own app client (functions/identity/security).
    Object.assign(process.env, {
      USER_POOL_ID: userPoolId,
      COGNITO_SERVER_CLIENT_ID: await ensureSecondFactorSetup(cognitoEndpoint, userPoolId),
    });
    const issuer = `${cognitoEndpoint}/${userPoolId}`;

    const outputs: LocalOutputs = {
      ApiUrl: `${url}/api`,
      WebUrl: url,
      UserPoolId: userPoolId,
      UserPoolClientId: userPoolClientId,
      CognitoEndpoint: cognitoEndpoint,
      CognitoIssuer: issuer,
      TableName: TABLE_NAME,
      DynamoDbEndpoint: dynamo.endpoint,
      EventBusName: EVENT_BUS_NAME,
      EventBridgeEndpoint: eventBridgeEndpoint,
      DemoShopifyUrl: demoShopifyUrl,
      StripeApiUrl: url,
      StripePublishableKey: secrets.stripePublishableKey,
      MailboxUrl: mailbox.viewerUrl,
      MailboxApiUrl: `${url}/__local/mailbox/messages`,
      SesEndpoint: mailbox.endpoint,
      CloudFrontEndpoint: `${url}/__local/cloudfront`,
      PublicPagesDistributionId: LOCAL_DISTRIBUTION_ID,
      S3Endpoint: localS3.endpoint,
      UploadsBucketName: UPLOADS_BUCKET,
      MediaBucketName: MEDIA_BUCKET,
      Region: REGION,
      LocalControlUrl: url,
    };

    const bus = createLocalEventBus({
      busName: EVENT_BUS_NAME,
      region: REGION,
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      // Accepted events are fsync'd here before PutEvents answers; what a killed run left undelivered
      // is delivered on start (bus.resume below).
      journalDir: path.join(dataDir, 'event-journal'),
      // Issue 36: each dead letter is also recorded for the operator console, as the capture function
      // records the rules' dead-letter queues in AWS (imported once the handlers' environment is set).
      onDeadLetter: async (letter) => {
        const { recordDeadLetter } = await import('../../functions/ops');
        await recordDeadLetter({
          ...letter,
          dedupeKey: `${letter.rule}#${letter.event.id}#${letter.at.toISOString()}`,
        });
      },
      log,
    });
    // SES's bounce and complaint events for the simulator's addresses (the configuration set's destination).
    mailbox.reportTo(bus.putEvents);
    const streams = await startStreamPoller({
      endpoint: dynamo.endpoint,
      tableName: TABLE_NAME,
      region: REGION,
      deadLetterFile: path.join(dataDir, 'dead-letters.jsonl'),
      // Resumes after the last record its consumers finished, so a crash loses no stream record.
      positionFile: path.join(dataDir, 'stream-position.json'),
      log,
    });
    // EventBridge Scheduler's stand-in (the outbox sweep, ...): same handlers and input as in AWS.
    // A calendar run missed while stopped or killed runs at start (its last occurrence is kept here).
    const schedules = startScheduleClock({ log, stateFile: path.join(dataDir, 'schedule-clock.json') });
    const api = createApiAdapter({
      issuer,
      jwksUrl: `${issuer}/.well-known/jwks.json`,
      audience: userPoolClientId,
      log,
      throttle: options.throttle,
    });
    const demoShopify = createDemoShopify({
      dataDir: path.join(dataDir, 'demo-shopify'),
      apiKey: secrets.shopifyApiKey,
      apiSecret: secrets.shopifyApiSecret,
      baseUrl: demoShopifyUrl,
    });
    const demoStripe = createDemoStripe({
      dataDir: path.join(dataDir, 'demo-stripe'),
      secretKey: secrets.stripeSecretKey,
      webhookSecret: secrets.stripeWebhookSecret,
      webhookUrl: `${url}/api/webhooks/stripe`,
      baseUrl: `${url}/__stripe`,
      log,
    });
    // The SPA's security headers (one definition with CloudFront's), on the site and on /config.json.
    const spaHeaders = localSpaSecurityHeaders(url, cognitoEndpoint, localS3.endpoint);
    const webDist = options.webDist ?? path.join(repoRoot, 'web', 'dist');
    // The render function reads the web build from here (deployed, from its own bundle).
    process.env.WEB_DIST_DIR = webDist;
    const publicPages = createLocalPublicPages(spaHeaders, (error) =>
      log(`! Edge refresh: ${String(error)}`),
    );
    const site = createStaticSite(
      webDist,
      spaHeaders,
      (req, res) => void publicPages.serve(req, res).catch((error) => failRequest(res, error, log)),
    );
    const runtimeConfig = JSON.stringify({
      region: REGION,
      userPoolId,
      userPoolClientId,
      userPoolEndpoint: cognitoEndpoint,
      apiUrl: '/api',
      local: true,
    });

    const fail = (res: ServerResponse, error: unknown) => failRequest(res, error, log);
    const runningMailbox = mailbox;
    // Exports (issue 21): CloudFront's /api/exports/* behaviour, before /api/*, to the streaming function.
    const ledgerExports = createLocalLedgerExports({ issuer, clientId: userPoolClientId });
    // Issue 22: the loopback endpoint outgoing webhooks may be registered to (WEBHOOK_LOCAL_INSPECTOR_URL).
    const webhookInspector = createWebhookInspector(url);
    const runningS3 = localS3;
    // S3's notification of an original's arrival, as the deployed bucket sends it to the processing
    // function: asynchronously, retried twice like Lambda's asynchronous invocations.
    const processing = new Set<Promise<void>>();
    runningS3.onObjectCreated((created) => {
      if (created.bucket !== UPLOADS_BUCKET || !created.key.startsWith('originals/')) return;
      const event = s3Event(created);
      const run = (async () => {
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            return void (await invokeHandler(PROCESS_UPLOAD_HANDLER, event));
          } catch (error) {
            log(`! Upload processing of ${created.key} (attempt ${attempt}): ${String(error)}`);
          }
        }
      })();
      processing.add(run);
      void run.finally(() => processing.delete(run));
    });

    route = (req, res) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      if (pathname === '/cognito' || pathname.startsWith('/cognito/')) {
        stripPrefix('/cognito', req);
        return cognito.handle(req, res);
      }
      if (pathname.startsWith('/__shopify/')) {
        stripPrefix('/__shopify', req);
        return demoShopify.handle(req, res);
      }
      if (pathname.startsWith('/__local/schedules/')) {
        return void handleScheduleRun(req, res, schedules, { scopedRunsOnly: options.scopedRunsOnly }).catch(
          (error) => fail(res, error),
        );
      }
      if (pathname === '/__local/mailbox/messages' && runningMailbox) {
        return void runningMailbox
          .messages()
          .then((messages) => {
            res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
            res.end(JSON.stringify({ messages }));
          })
          .catch((error) => fail(res, error));
      }
      if (pathname.startsWith('/v1/')) return demoStripe.handleApi(req, res);
      if (pathname.startsWith('/__stripe/')) {
        stripPrefix('/__stripe', req);
        return demoStripe.handle(req, res);
      }
      if (pathname === '/__local/redirect-cache/advance') {
        return void handleRedirectCacheClock(req, res).catch((error) => fail(res, error));
      }
      if (pathname === '/__local/eventbridge' || pathname.startsWith('/__local/eventbridge/')) {
        return void bus.handle(req, res).catch((error) => fail(res, error));
      }
      if (pathname.startsWith('/__local/cloudfront/')) {
        stripPrefix('/__local/cloudfront', req);
        return void publicPages.cloudFrontApi.handle(req, res).catch((error) => fail(res, error));
      }
      if (pathname.startsWith(WEBHOOK_INSPECTOR_PREFIX)) {
        return void webhookInspector.handle(req, res).catch((error) => fail(res, error));
      }
      // CloudFront's /media/* behaviour: the media bucket's objects by key, with the headers of the
      // behaviour's policy (HSTS, nosniff; issue 34).
      if (pathname.startsWith('/media/')) {
        const object = runningS3.getObject(MEDIA_BUCKET, decodeURIComponent(pathname.slice(1)));
        if (!object || (req.method !== 'GET' && req.method !== 'HEAD')) {
          res.writeHead(object ? 405 : 404, { ...gatewaySecurityHeaders(), 'content-type': 'text/plain' });
          return void res.end(object ? 'Method not allowed\n' : 'Not found\n');
        }
        res.writeHead(200, {
          ...gatewaySecurityHeaders(),
          'content-type': object.contentType,
          'content-length': object.body.length,
          'cache-control': object.cacheControl ?? 'no-cache',
          etag: object.etag,
        });
        return void res.end(req.method === 'HEAD' ? undefined : object.body);
      }
      if (pathname.startsWith('/api/exports/')) {
        return void ledgerExports(req, res).catch((error) => fail(res, error));
      }
      if (pathname.startsWith('/api/') || pathname.startsWith('/r/')) {
        return void api(req, res).catch((error) => fail(res, error));
      }
      if (pathname === '/config.json') {
        res.writeHead(200, {
          ...spaHeaders,
          'content-type': 'application/json',
          'cache-control': 'no-cache',
        });
        return void res.end(runtimeConfig);
      }
      site(req, res);
    };

    // Everything answers now: the bus delivers what a previous run accepted and did not finish, and
    // outbox events a killed run left pending (or claimed) are published.
    bus.resume();
    await recoverOutbox(schedules, log).catch((error: unknown) =>
      log(`! Outbox recovery: ${String(error)} (the minute sweep will publish what is pending)`),
    );

    const outputsFile = options.outputsFile ?? path.join(dataDir, 'outputs.json');
    mkdirSync(path.dirname(outputsFile), { recursive: true });
    // Shaped like `cdk deploy --outputs-file` ({ stack: { key: value } }), with the keys also at the top
    // level for scripts that read the local file directly.
    writeFileSync(outputsFile, `${JSON.stringify({ [STACK_NAME]: outputs, ...outputs }, null, 2)}\n`);

    const runningDynamo = dynamo;
    return {
      url,
      outputs,
      bus,
      schedules,
      demoShopify,
      demoStripe,
      stop: async () => {
        demoStripe.stop();
        await Promise.all(processing);
        await runningS3.stop();
        await runningMailbox.stop();
        // Schedules and the stream first, while the bus still answers: the stream's last records (outbox
        // events among them) are delivered instead of failing against a closed port.
        await schedules.stop();
        await streams.stop();
        route = undefined;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await bus.idle();
        bus.close();
        // The last Cognito changes (a sign-up's group, say) reach the disk before the process exits.
        await cognito.flush();
        await runningDynamo.stop();
        if (tempDir) rmSync(tempDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    server.closeAllConnections();
    server.close();
    await mailbox?.stop();
    await localS3?.stop();
    await dynamo?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
};

/** S3's ObjectCreated event for one object, as the processing function receives it (key URL-encoded). */
const s3Event = (created: {
  bucket: string;
  key: string;
  size: number;
  etag: string;
  eventName: string;
}) => ({
  Records: [
    {
      eventVersion: '2.1',
      eventSource: 'aws:s3',
      awsRegion: REGION,
      eventTime: new Date().toISOString(),
      eventName: created.eventName,
      s3: {
        s3SchemaVersion: '1.0',
        bucket: { name: created.bucket, arn: `arn:aws:s3:::${created.bucket}` },
        object: {
          key: encodeURIComponent(created.key).replace(/%2F/g, '/').replace(/%20/g, '+'),
          size: created.size,
          eTag: created.etag.replace(/"/g, ''),
        },
      },
    },
  ],
});
