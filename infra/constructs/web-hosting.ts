/**
 * The single origin the browser talks to: CloudFront in front of the render function (the default
 * behaviour: public pages and the SPA's shell, constructs/public-pages.ts), the private SPA bucket
 * (origin access control; /assets/* and /config.json, the files the build serves by name) and the HTTP
 * API (/api/* and /r/*), so the SPA, its API and the redirect share one origin and need no CORS.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  deployedCognitoOrigin,
  FRAME_OPTIONS,
  HSTS,
  REFERRER_POLICY,
  spaContentSecurityPolicy,
} from '../security-headers';
import type { LedgerExports } from './ledger-exports';
import { EXPORTS_PATH_PATTERN } from './ledger-exports';
import { uploadsBucketOriginOf } from './media-uploads';
import { acknowledgeNag, wildcardResourceFinding } from './nag';
import { CARD_PATH_PATTERN, type PublicPages } from './public-pages';
import { STOREFRONT_PATH_PATTERN, storefrontBehavior } from './storefront-cache';

/** What the SPA fetches from /config.json at start (the local cloud serves the same shape). */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  apiUrl: string;
  local: boolean;
}

export interface WebHostingProps {
  /** Host name of the HTTP API (`{apiId}.execute-api.{region}.amazonaws.com`). */
  readonly apiDomainName: string;
  /** The WAFv2 web ACL (scope CLOUDFRONT) in front of the distribution (constructs/edge-protection.ts). */
  readonly webAclArn: string;
  /** Absolute path of the built SPA (Vite's web/dist); when missing, nothing is uploaded. */
  readonly webDistPath: string;
  readonly runtimeConfig: WebRuntimeConfig;
  /** The default origin: the render function (public pages, else the SPA's shell). */
  readonly publicPages: PublicPages;
  /** The streaming export function (issue 21), on `/api/exports/*` before `/api/*`. */
  readonly ledgerExports: LedgerExports;
}

/**
 * The files of the build served by name from the bucket (everything else is the render function's):
 * Vite's hashed bundles and the runtime configuration. index.html is not among them: the render
 * function answers `/` and every app path with the shell it carries in its bundle.
 */
export const HASHED_ASSETS_PATH_PATTERN = '/assets/*';
export const RUNTIME_CONFIG_PATH = '/config.json';

export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;
  /** The SPA's security headers (infra/security-headers.ts), on the default (S3) behaviour. */
  readonly spaHeadersPolicy: ResponseHeadersPolicy;
  /**
   * HSTS and nosniff on /api/* and /r/* (gatewaySecurityHeaders of infra/security-headers.ts): also on
   * the answers no handler writes (API Gateway's 401, 404 and 429). No CSP: the API pages keep theirs.
   */
  readonly apiHeadersPolicy: ResponseHeadersPolicy;
  /** Empty when the SPA was not built at synth time. */
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // CloudFront standard logging writes with an ACL grant, so the bucket must accept ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledgeNag(
      this.logBucket,
      'S1',
      'This is the access-log bucket (S3 server access logs and CloudFront logs); logging it into itself would loop.',
    );

    this.bucket = new Bucket(this, 'SpaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-spa/',
      autoDeleteObjects: false,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The same headers the local static server sends (infra/security-headers.ts). Only on the site's
    // behaviours (pages and shell, /config.json, assets): the API's HTML pages (OAuth popup, link not found) carry
    // their own, tighter CSPs from their handlers, which this policy must not replace.
    this.spaHeadersPolicy = new ResponseHeadersPolicy(this, 'SpaSecurityHeaders', {
      comment: 'SPA security headers: CSP, HSTS, nosniff, frame and referrer policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: spaContentSecurityPolicy({
            cognitoOrigin: deployedCognitoOrigin(Stack.of(this).region),
            uploadOrigins: [uploadsBucketOriginOf(this)],
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[FRAME_OPTIONS], override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      },
    });

    this.apiHeadersPolicy = new ResponseHeadersPolicy(this, 'ApiSecurityHeaders', {
      comment: 'API and redirect answers: HSTS and nosniff, also on gateway-made 401/404/429',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
        contentTypeOptions: { override: true },
      },
    });

    const apiBehavior: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // Caching disabled lets the managed origin request policy forward Authorization; the Host
      // header must stay CloudFront's out (API Gateway rejects a foreign Host).
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.apiHeadersPolicy,
    };

    // One origin (and one origin access control) for both files served by name.
    const bucketBehavior: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.spaHeadersPolicy,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Affiliate marketplace: pages + SPA + /api + /r',
      webAclId: props.webAclArn,
      // No default root object: `/` is the render function's too (the SPA's shell).
      defaultBehavior: props.publicPages.behavior(this.spaHeadersPolicy),
      additionalBehaviors: {
        [HASHED_ASSETS_PATH_PATTERN]: bucketBehavior,
        // Share cards (issue 34): their own function, cached like the pages (constructs/public-pages.ts).
        [CARD_PATH_PATTERN]: props.publicPages.cardBehavior(this.spaHeadersPolicy),
        [RUNTIME_CONFIG_PATH]: bucketBehavior,
        // First: CloudFront matches behaviours in order, and this one caches (storefront-cache.ts).
        [STOREFRONT_PATH_PATTERN]: storefrontBehavior(this, apiBehavior),
        // Before /api/*: CSV exports stream from their own function URL (constructs/ledger-exports.ts).
        [EXPORTS_PATH_PATTERN]: props.ledgerExports.behavior(this.apiHeadersPolicy),
        '/api/*': apiBehavior,
        '/r/*': apiBehavior,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    acknowledgeNag(
      this.distribution,
      'CFR4',
      'Served on the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes (minimumProtocolVersion has no effect without a certificate); with a custom domain + ACM certificate set TLSv1.2_2021.',
    );
    acknowledgeNag(
      this.distribution,
      'CFR1',
      'A public marketplace with no country restrictions in the product spec.',
    );

    this.deploySpa(props);
  }

  private deploySpa(props: WebHostingProps): void {
    if (!existsSync(path.join(props.webDistPath, 'index.html'))) {
      console.warn(
        `[infra] ${props.webDistPath}/index.html not found: the SPA is not uploaded in this synth. ` +
          'Run `npm run build:web` first (`npm run deploy` does).',
      );
      return;
    }

    // One role and log group for the deployment handler, with no managed policy attached.
    const logGroup = new LogGroup(this, 'DeploymentLogs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'DeploymentRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    logGroup.grant(role, 'logs:CreateLogStream', 'logs:PutLogEvents');

    const spa = Source.asset(props.webDistPath);

    // Vite's hashed bundles never change under a name: cached for a year, and old ones are kept
    // (prune: false) so tabs still running the previous release can lazy-load their chunks.
    const hashedAssets = new BucketDeployment(this, 'DeployAssets', {
      sources: [spa],
      destinationBucket: this.bucket,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      role,
      logGroup,
      memoryLimit: 512,
      // The key list would go into the custom resource response, which is capped at 4 KB.
      outputObjectKeys: false,
    });

    // config.json (and the build's other files) are revalidated on every load. index.html is uploaded
    // but not served from here (the render function bundles its own copy). The `/*` invalidation also
    // drops the pages rendered with the previous release's script names: the function is updated
    // before this runs (the distribution, which this depends on, depends on its URL).
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [spa, Source.jsonData('config.json', props.runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      role,
      logGroup,
      memoryLimit: 512,
      // The key list would go into the custom resource response, which is capped at 4 KB.
      outputObjectKeys: false,
    });
    shell.node.addDependency(hashedAssets);
    this.deployments.push(hashedAssets, shell);

    this.acknowledgeDeploymentGrants(role);
  }

  /** The grants BucketDeployment makes to its handler role are CDK's own, sized for `aws s3 sync`. */
  private acknowledgeDeploymentGrants(role: Role): void {
    const stack = Stack.of(this);
    const synthesizer = stack.synthesizer;
    const qualifier =
      synthesizer instanceof DefaultStackSynthesizer
        ? (synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
        : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetObjects = `arn:${stack.partition}:s3:::cdk-${qualifier}-assets-${stack.account}-${stack.region}/*`;
    const findings: Array<[string, string]> = [
      [
        'IAM5[Action::s3:GetBucket*]',
        'BucketDeployment reads the CDK asset bucket and the SPA bucket (s3 sync).',
      ],
      [
        'IAM5[Action::s3:GetObject*]',
        'BucketDeployment reads the SPA zip from the CDK asset bucket (s3 sync).',
      ],
      ['IAM5[Action::s3:List*]', 'BucketDeployment lists source and destination for s3 sync.'],
      ['IAM5[Action::s3:Abort*]', 'BucketDeployment aborts failed multipart uploads into the SPA bucket.'],
      [
        'IAM5[Action::s3:DeleteObject*]',
        'BucketDeployment prunes files of the previous release from the SPA bucket.',
      ],
      [
        wildcardResourceFinding(this, assetObjects),
        'The zipped SPA is an object of the CDK asset bucket; its key is only known at deploy time.',
      ],
      [
        wildcardResourceFinding(this, `${this.bucket.bucketArn}/*`),
        'Objects of the SPA bucket only: the deployment writes the whole site.',
      ],
      [
        'IAM5[Resource::*]',
        'cloudfront:CreateInvalidation/GetInvalidation as granted by BucketDeployment (invalidates this distribution after upload).',
      ],
    ];
    for (const [finding, reason] of findings) acknowledgeNag(role, finding, reason);

    // The handler function itself is a stack-level singleton created by BucketDeployment.
    const handler = stack.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler) {
      acknowledgeNag(
        handler,
        'L1',
        'CDK-provided BucketDeployment handler: aws-cdk-lib chooses its Python runtime.',
      );
    }
  }
}
