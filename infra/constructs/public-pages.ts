/**
 * The site's default origin (issue 20): the render function (functions/public-pages/http/render-page.ts)
 * behind a Lambda function URL that only CloudFront may call (AWS_IAM + origin access control). It
 * renders the public pages (/{username}, /product/{id}) and answers every other app path with the SPA's
 * shell, so it replaces the S3 default behaviour and its SPA-fallback function (web-hosting.ts).
 *
 * Share cards (issue 34), the PNGs the pages' og:image names under /og/*, come from a function of their
 * own (functions/public-pages/http/render-card.ts) behind its own function URL, the same way: satori
 * and resvg are ~1 MB of code and a native binary the pages must not load, and the binary decides the
 * function's architecture (x86_64, below).
 *
 * CloudFront keeps each page and card as long as its function's Cache-Control says (s-maxage, and serves
 * it stale while refetching); the events that change a page invalidate it, and its card, at once
 * (functions/public-pages/consumers/invalidate-public-pages.consumer.ts, invalidation/paths.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type IResponseHeadersPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, type FunctionUrl, FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import {
  BUNDLED_WEB_DIR,
  CARD_PATH_PREFIX,
  CARD_RUNTIME_FILES,
  PUBLIC_MANIFEST,
  resvgBinaryFiles,
} from '../../functions/public-pages';
import { AppFunction } from './app-function';

export const RENDER_FUNCTION_ENTRY = 'functions/public-pages/http/render-page.ts';
export const CARD_FUNCTION_ENTRY = 'functions/public-pages/http/render-card.ts';

/** The distribution's behaviour for share cards: every path under /og/. */
export const CARD_PATH_PATTERN = `${CARD_PATH_PREFIX}*`;

/**
 * x86_64, not the stack's arm64: resvg's binary is a platform package, and the one npm installs on the
 * machines that build the stack (Linux x64, glibc, as Lambda's) is the one the bundle can carry.
 */
export const CARD_FUNCTION_ARCHITECTURE = Architecture.X86_64;
export const CARD_BINARY_FILES = resvgBinaryFiles('x64');

/** Never longer than a day at the edge, whatever the origin says (pages ask for 10 minutes). */
export const PUBLIC_PAGES_MAX_TTL = Duration.days(1);

/** The header the render function reads the viewer's host from (its canonical URLs without APP_URL). */
export const FORWARDED_HOST_HEADER = 'x-forwarded-host';

/**
 * CloudFront sends the function URL's own Host to the origin (a function URL refuses any other), so the
 * viewer's host travels in x-forwarded-host, set here from the real Host: whatever a viewer sent in
 * that header is overwritten, so no one can make a cached page's canonical URL name another site.
 */
export const FORWARD_HOST_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${FORWARDED_HOST_HEADER}'] = { value: request.headers.host.value };
  return request;
}`;

/** The two files of the web build the render function reads (functions/public-pages/web-build.ts). */
const WEB_BUILD_FILES = ['index.html', PUBLIC_MANIFEST] as const;

/**
 * Copies the web build's two files into the bundle's `web/` folder after esbuild. Without a build
 * (a synth before `npm run build:web`, as the tests do) nothing is copied and the deployed function
 * answers 503 until a deploy with the build; the synth itself never fails on it.
 */
const webBuildHooks = (webDistPath: string): ICommandHooks => ({
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (_inputDir, outputDir) => {
    const target = path.join(outputDir, BUNDLED_WEB_DIR);
    const present = WEB_BUILD_FILES.map((file) => `[ -f "${path.join(webDistPath, file)}" ]`).join(' && ');
    const copies = WEB_BUILD_FILES.map(
      (file) => `cp "${path.join(webDistPath, file)}" "${path.join(target, file)}"`,
    ).join(' && ');
    return [
      `if ${present}; then mkdir -p "${path.join(target, path.dirname(PUBLIC_MANIFEST))}" && ${copies}; ` +
        `else echo "[infra] ${webDistPath} is not built: the render function will answer 503" >&2; fi`,
    ];
  },
});

export interface PublicPagesProps {
  readonly table: ITable;
  /** Absolute path of the web build (Vite's web/dist). */
  readonly webDistPath: string;
  /** Our public URL (the `appUrl` context, a custom domain): canonical URLs; else the viewer's host. */
  readonly appUrl?: string;
}

export class PublicPages extends Construct {
  readonly render: AppFunction;
  readonly functionUrl: FunctionUrl;
  /** Share cards (/og/*): their own function and URL. */
  readonly card: AppFunction;
  readonly cardUrl: FunctionUrl;
  readonly cachePolicy: CachePolicy;
  readonly originRequestPolicy: OriginRequestPolicy;
  readonly forwardHost: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: PublicPagesProps) {
    super(scope, id);

    if (!WEB_BUILD_FILES.every((file) => existsSync(path.join(props.webDistPath, file)))) {
      console.warn(
        `[infra] ${props.webDistPath} has no ${WEB_BUILD_FILES.join(' / ')}: the render function is bundled ` +
          'without the web build and answers 503. Run `npm run build:web` first (`npm run deploy` does).',
      );
    }

    this.render = new AppFunction(this, 'Render', {
      entry: RENDER_FUNCTION_ENTRY,
      description: 'Public pages (storefront, product) rendered to HTML; the SPA shell for app paths',
      // React's server renderer: more memory is also more CPU, and a page is rendered once per edge TTL.
      memorySize: 512,
      environment: props.appUrl ? { APP_URL: props.appUrl } : {},
      bundlingHooks: webBuildHooks(props.webDistPath),
    }).bindAccess({ table: 'read' }, { table: props.table });

    // AWS_IAM: only the distribution, signing through its origin access control, may call the URL.
    this.functionUrl = this.render.fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    this.card = new AppFunction(this, 'Card', {
      entry: CARD_FUNCTION_ENTRY,
      description: 'Share cards: the 1200x630 PNG of a storefront, product or the site (og:image)',
      // Layout, text shaping and rasterizing are CPU work, which Lambda gives with memory; one card is
      // drawn once per edge TTL. Its pictures are fetched side by side, each within 2.5 s.
      memorySize: 512,
      timeout: Duration.seconds(15),
      architecture: CARD_FUNCTION_ARCHITECTURE,
      environment: props.appUrl ? { APP_URL: props.appUrl } : {},
      // What the card engines read at run time beside the bundle (functions/public-pages/card/card-engine.ts):
      // resvg's loader and its x86_64 binary, satori's layout.wasm, the font.
      nodePackages: [...CARD_RUNTIME_FILES, ...CARD_BINARY_FILES],
    }).bindAccess({ table: 'read' }, { table: props.table });
    this.cardUrl = this.card.fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    this.cachePolicy = new CachePolicy(this, 'CachePolicy', {
      comment: 'Public pages and cards: one copy per path, TTL from the origin Cache-Control (at most a day)',
      // 0 / 0 / 1 day: the function's s-maxage decides; an answer without it (no-store 503) is not kept.
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: PUBLIC_PAGES_MAX_TTL,
      // The path alone: a page is the same for every viewer. No query strings: the one a page knows,
      // `?follow=1` (Follow after sign-in), is read by the page's script in the browser, never by the
      // function, so keying on it would only split the cache (and let anyone bust it at will).
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // Only the viewer's host (set by the function below) reaches the origin, never Host itself.
    this.originRequestPolicy = new OriginRequestPolicy(this, 'OriginRequestPolicy', {
      comment: 'Public pages: the viewer host as x-forwarded-host only',
      headerBehavior: OriginRequestHeaderBehavior.allowList(FORWARDED_HOST_HEADER),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });

    this.forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      code: FunctionCode.fromInline(FORWARD_HOST_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Public pages: the viewer Host -> x-forwarded-host (canonical URLs)',
    });
  }

  /** The distribution's default behaviour: the render function, with the SPA's security headers. */
  behavior(responseHeadersPolicy: IResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: FunctionUrlOrigin.withOriginAccessControl(this.functionUrl),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: this.cachePolicy,
      originRequestPolicy: this.originRequestPolicy,
      responseHeadersPolicy,
      functionAssociations: [{ function: this.forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
  }

  /**
   * The /og/* behaviour: the card function, cached and keyed exactly as the pages are (the path alone),
   * so the pages' invalidations name their cards too; the viewer's host travels the same way (the card
   * resolves a page's relative picture URLs against it).
   */
  cardBehavior(responseHeadersPolicy: IResponseHeadersPolicy): BehaviorOptions {
    return {
      ...this.behavior(responseHeadersPolicy),
      origin: FunctionUrlOrigin.withOriginAccessControl(this.cardUrl),
    };
  }
}
