/**
 * The export function (issue 21, item 5; functions/ledger/http/ledger-exports.ts): CSV files of the ledger
 * streamed to the browser. Not an HTTP API route, because API Gateway buffers a Lambda's answer (6 MB,
 * 30 s) and a 100,000-row file is about 20 MB. Instead:
 *
 *   CloudFront `/api/exports/*` (before `/api/*`, so the WAF's /api/ rate rule covers it)
 *     → origin access control (SigV4) → function URL, AWS_IAM, RESPONSE_STREAM
 *     → the function verifies the caller's Cognito access token itself (header `x-access-token`:
 *       OAC's signature takes the Authorization header) and streams the file page by page.
 *
 * Nothing is cached (CACHING_DISABLED); the origin gets only the query string's `from`, `to`, `year` and
 * the token header (no cookies, no Host: a function URL refuses a foreign Host).
 */
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  type IResponseHeadersPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type FunctionUrl, FunctionUrlAuthType, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { BRAND_HEADER } from '../../contracts/brand-roles';
import { EXPORT_QUERY_PARAMETERS, EXPORT_TOKEN_HEADER, EXPORTS_PATH } from '../../contracts/exports';
import type { FunctionAccess } from '../../events/function-access';
import { AppFunction } from './app-function';

export const EXPORT_FUNCTION_ENTRY = 'functions/ledger/http/ledger-exports.ts';
export const EXPORTS_PATH_PATTERN = `${EXPORTS_PATH}/*`;

/** Reads the ledger (Queries and BatchGetItem), writes nothing. */
export const exportFunctionAccess: FunctionAccess = { table: 'read' };

/**
 * The longest an export may take. Deployed, 100,000 ledger lines (about 35 MB of CSV) are about 90
 * DynamoDB pages of 1 MB (a few seconds of Queries) and, above all, Lambda's streaming bandwidth: the
 * first 6 MB go at once, the rest at up to 2 MB/s, so about 15 s. Two minutes leave room for a bigger
 * range; the bench (tests/bench/exports.ts) fails when the same export on DynamoDB Local, which reads
 * far slower (about a second per 1 MB page on this machine), takes longer than this.
 */
export const EXPORT_FUNCTION_TIMEOUT = Duration.seconds(120);

export interface LedgerExportsProps {
  readonly table: ITable;
  /** The user pool's issuer URL (https://cognito-idp.{region}.amazonaws.com/{poolId}). */
  readonly issuerUrl: string;
  /** The SPA's app client: the only audience whose access tokens are accepted. */
  readonly clientId: string;
}

export class LedgerExports extends Construct {
  readonly exporter: AppFunction;
  readonly functionUrl: FunctionUrl;
  readonly originRequestPolicy: OriginRequestPolicy;

  constructor(scope: Construct, id: string, props: LedgerExportsProps) {
    super(scope, id);

    this.exporter = new AppFunction(this, 'Export', {
      entry: EXPORT_FUNCTION_ENTRY,
      description: 'CSV exports of the ledger (sales, invoices, commissions, payouts), streamed',
      // More memory is more CPU: the CSV text is the work. The memory it holds stays about one page.
      memorySize: 512,
      timeout: EXPORT_FUNCTION_TIMEOUT,
      environment: { COGNITO_ISSUER: props.issuerUrl, COGNITO_CLIENT_ID: props.clientId },
    }).bindAccess(exportFunctionAccess, { table: props.table });

    // AWS_IAM: only the distribution, signing through its origin access control, may call the URL;
    // RESPONSE_STREAM: the file goes out as it is written, beyond the 6 MB of a buffered answer.
    this.functionUrl = this.exporter.fn.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.RESPONSE_STREAM,
    });

    this.originRequestPolicy = new OriginRequestPolicy(this, 'OriginRequestPolicy', {
      comment: 'Exports: the range and the access token only',
      headerBehavior: OriginRequestHeaderBehavior.allowList(EXPORT_TOKEN_HEADER, BRAND_HEADER),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.allowList(...EXPORT_QUERY_PARAMETERS),
    });
  }

  /** The `/api/exports/*` behaviour: GET/HEAD, never cached, with the API's security headers. */
  behavior(responseHeadersPolicy: IResponseHeadersPolicy): BehaviorOptions {
    return {
      origin: FunctionUrlOrigin.withOriginAccessControl(this.functionUrl),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: this.originRequestPolicy,
      responseHeadersPolicy,
    };
  }
}
