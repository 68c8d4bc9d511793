/**
 * The export function (issue 21, item 5; docs/architecture.md section 5, "Exports"): CSV files of the
 * ledger for a date range, streamed. Not an HTTP API route: API Gateway buffers a Lambda's answer (6 MB,
 * 30 s), so this function sits behind its own CloudFront behaviour (`/api/exports/*`) on a function URL
 * in RESPONSE_STREAM mode (infra/constructs/ledger-exports.ts); locally the site serves the same path
 * from this handler (infra/local/ledger-exports.ts).
 *
 *   GET /api/exports/{sales|invoices|audit-log}.csv?from=YYYY-MM-DD&to=YYYY-MM-DD   a brand's own
 *   GET /api/exports/{commissions|payouts}.csv?from=…&to=…, /api/exports/yearly.csv?year=YYYY   a creator's own
 *
 * The function URL's IAM auth only proves the caller is our distribution, so the caller's Cognito access
 * token (header `x-access-token`) is verified here exactly as the API's authorizer does, and the owner
 * whose records are read is the caller's own brand or creator, never a parameter.
 */
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { BRAND_HEADER, rolesFor } from '../../../contracts/brand-roles';
import {
  EXPORT_TOKEN_HEADER,
  type ExportKind,
  exportKinds,
  exportRange,
  exportYear,
} from '../../../contracts/exports';
import { DomainError } from '../../shared/errors';
import { verifyAccessToken } from '../../shared/http/access-token';
import { AppError, errorBody } from '../../shared/http/errors';
import { streamifyResponse, withHead } from '../../shared/http/response-stream';
import { parseInput } from '../../shared/http/validate';
import { log, withLogContext } from '../../shared/log';
import { requireRole, resolveBrandAccess } from '../../shared/tenancy/brand-access';
import { type ExportRequest, exportTable } from '../exports/export-rows';
import { writeCsv } from '../exports/write-csv';

const PATH = /^\/api\/exports\/([a-z]+(?:-[a-z]+)*)\.csv$/;

const isKind = (value: string | undefined): value is ExportKind =>
  value !== undefined && Object.hasOwn(exportKinds, value);

const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

const answerError = (stream: Writable, error: AppError, extra: Record<string, string> = {}) => {
  const body = withHead(stream, {
    statusCode: error.status,
    headers: { 'content-type': 'application/json', ...noStore, ...extra },
  });
  body.end(JSON.stringify(errorBody(error)));
};

const brandExportAccess = async (userId: string, requestedBrandId: string | undefined) => {
  const access = await resolveBrandAccess(userId, requestedBrandId);
  requireRole(access, rolesFor.money);
  return access;
};

/** The request checked: the kind, the caller's role for it, the range; the owner is the caller's own. */
const exportRequestOf = async (event: APIGatewayProxyEventV2) => {
  if (!['GET', 'HEAD'].includes(event.requestContext.http.method)) {
    throw new AppError('method_not_allowed', 'Exports are read with GET.');
  }
  const kind = PATH.exec(event.rawPath)?.[1];
  if (!isKind(kind)) throw new AppError('not_found', 'No such export.');
  const caller = await verifyAccessToken(event.headers[EXPORT_TOKEN_HEADER]);
  if (!caller) throw new AppError('unauthorized', 'Sign in to download exports.');
  const role = exportKinds[kind];
  if (caller.role !== role) throw new AppError('forbidden', `This export is for ${role} accounts.`);
  const query = { queryStringParameters: event.queryStringParameters ?? {} } as never;
  let request: Omit<ExportRequest, 'ownerId'>;
  let name: string;
  if (kind === 'yearly') {
    const { year } = parseInput({ query: exportYear }, query).query as { year: number };
    request = { range: { from: `${year}-01-01`, to: `${year}-12-31` }, year };
    name = `yearly-totals-${year}`;
  } else {
    const { from, to } = parseInput({ query: exportRange }, query).query as { from: string; to: string };
    request = { range: { from, to } };
    name = `${kind}-${from}-to-${to}`;
  }
  // Issue 35: a brand's export is the brand in use's, for the roles that handle money (members checked now).
  const ownerId =
    role === 'brand'
      ? (await brandExportAccess(caller.userId, event.headers[BRAND_HEADER])).brandId
      : caller.userId;
  return { kind, name, request: { ...request, ownerId } };
};

const serveExport = async (event: APIGatewayProxyEventV2, stream: Writable) => {
  let checked: Awaited<ReturnType<typeof exportRequestOf>>;
  try {
    checked = await exportRequestOf(event);
  } catch (error) {
    if (error instanceof AppError) {
      return answerError(
        stream,
        error,
        error.code === 'unauthorized' ? { 'www-authenticate': `Bearer realm="${EXPORT_TOKEN_HEADER}"` } : {},
      );
    }
    if (error instanceof DomainError) return answerError(stream, new AppError(error.code, error.message));
    log.error('Export refused by an error', { error });
    return answerError(stream, new AppError('internal_error', 'Something went wrong. Please try again.'));
  }
  const started = Date.now();
  const body = withHead(stream, {
    statusCode: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${checked.name}.csv"`,
      ...noStore,
    },
  });
  if (event.requestContext.http.method === 'HEAD') return void body.end();
  try {
    const written = await writeCsv(exportTable(checked.kind, checked.request), body);
    body.end();
    log.info('Export written', { kind: checked.kind, ...written, ms: Date.now() - started });
  } catch (error) {
    // The head is sent: the only honest signal left is a broken stream, never a file that looks whole.
    log.error('Export failed while streaming', { error, kind: checked.kind });
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  }
};

export const handler = streamifyResponse((event, responseStream) =>
  withLogContext({ requestId: event.requestContext?.requestId ?? randomUUID() }, () =>
    serveExport(event, responseStream),
  ),
);
