/**
 * The local stand-in for CloudFront's API, as far as the product calls it: CreateInvalidation (REST-XML,
 * `POST /2020-05-31/distribution/{Id}/invalidation`), GetInvalidation and ListInvalidations, for the one
 * local distribution.
 * The product's CloudFront client reaches it through CLOUDFRONT_ENDPOINT (the local cloud serves it under
 * /__local/cloudfront). As CloudFront does, a repeated CallerReference with the same paths answers the
 * invalidation already made and purges nothing again; with other paths it is refused
 * (InvalidationBatchAlreadyExists). The local cache is purged at once, so the status is Completed.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './http-util';

/** The local site's distribution id (PUBLIC_PAGES_DISTRIBUTION_ID). */
export const LOCAL_DISTRIBUTION_ID = 'ELOCALSITE0001';

const API_VERSION = '2020-05-31';
const NAMESPACE = `http://cloudfront.amazonaws.com/doc/${API_VERSION}/`;

interface InvalidationRecord {
  id: string;
  callerReference: string;
  paths: string[];
  createTime: string;
}

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, '&');

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const textsOf = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    unescapeXml(match[1] ?? ''),
  );

/** The InvalidationBatch of a CreateInvalidation body; undefined when it is not one. */
export const parseInvalidationBatch = (
  xml: string,
): { callerReference: string; paths: string[] } | undefined => {
  const [callerReference] = textsOf(xml, 'CallerReference');
  const [quantity] = textsOf(xml, 'Quantity');
  const paths = textsOf(xml, 'Path');
  if (!callerReference || quantity === undefined || Number(quantity) !== paths.length || paths.length === 0) {
    return undefined;
  }
  return { callerReference, paths };
};

const invalidationXml = (record: InvalidationRecord): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Invalidation xmlns="${NAMESPACE}">` +
  `<Id>${record.id}</Id><Status>Completed</Status><CreateTime>${record.createTime}</CreateTime>` +
  `<InvalidationBatch><Paths><Quantity>${record.paths.length}</Quantity><Items>` +
  record.paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('') +
  `</Items></Paths><CallerReference>${escapeXml(record.callerReference)}</CallerReference>` +
  '</InvalidationBatch></Invalidation>';

const sendError = (res: ServerResponse, status: number, code: string, message: string): void => {
  res.writeHead(status, { 'content-type': 'text/xml', 'x-amzn-requestid': randomBytes(8).toString('hex') });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ErrorResponse xmlns="${NAMESPACE}"><Error><Type>Sender</Type>` +
      `<Code>${code}</Code><Message>${escapeXml(message)}</Message></Error></ErrorResponse>`,
  );
};

const newInvalidationId = (): string =>
  `I${randomBytes(10).toString('base64url').replace(/[-_]/g, '').toUpperCase().slice(0, 13)}`;

export interface LocalCloudFrontApi {
  /** Answers a request whose URL is the API path (the local cloud strips its /__local/cloudfront prefix). */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** `purge` drops the paths from the local edge cache (edge-cache.ts `invalidate`). */
export const createLocalCloudFrontApi = (purge: (paths: readonly string[]) => void): LocalCloudFrontApi => {
  const byCallerReference = new Map<string, InvalidationRecord>();
  const byId = new Map<string, InvalidationRecord>();
  const route = new RegExp(`^/${API_VERSION}/distribution/([^/]+)/invalidation(?:/([^/]+))?$`);

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://local');
      const match = route.exec(url.pathname);
      if (!match) return sendError(res, 404, 'NotFound', `No such CloudFront API path: ${url.pathname}`);
      const [, distributionId, invalidationId] = match;
      if (distributionId !== LOCAL_DISTRIBUTION_ID) {
        return sendError(res, 404, 'NoSuchDistribution', 'The specified distribution does not exist.');
      }
      if (req.method === 'GET' && invalidationId) {
        const record = byId.get(invalidationId);
        if (!record)
          return sendError(res, 404, 'NoSuchInvalidation', 'The specified invalidation does not exist.');
        res.writeHead(200, { 'content-type': 'text/xml' });
        return void res.end(invalidationXml(record));
      }
      if (req.method === 'GET') {
        // ListInvalidations, newest first as CloudFront lists them (one page: the local cloud keeps few).
        const records = [...byId.values()].reverse();
        res.writeHead(200, { 'content-type': 'text/xml' });
        return void res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<InvalidationList xmlns="${NAMESPACE}"><Marker></Marker>` +
            `<MaxItems>${records.length}</MaxItems><IsTruncated>false</IsTruncated><Quantity>${records.length}</Quantity>` +
            `<Items>${records
              .map(
                (record) =>
                  `<InvalidationSummary><Id>${record.id}</Id><CreateTime>${record.createTime}</CreateTime><Status>Completed</Status></InvalidationSummary>`,
              )
              .join('')}</Items></InvalidationList>`,
        );
      }
      if (req.method !== 'POST' || invalidationId) {
        return sendError(
          res,
          405,
          'MethodNotAllowed',
          'Only CreateInvalidation, GetInvalidation and ListInvalidations are local.',
        );
      }
      const batch = parseInvalidationBatch((await readBody(req)).toString('utf8'));
      if (!batch)
        return sendError(
          res,
          400,
          'InvalidArgument',
          'An InvalidationBatch with Paths and CallerReference is required.',
        );
      if (batch.paths.some((path) => !path.startsWith('/') || path.slice(0, -1).includes('*'))) {
        return sendError(res, 400, 'InvalidArgument', 'Each path starts with / and may only end with *.');
      }

      const earlier = byCallerReference.get(batch.callerReference);
      if (earlier) {
        if (earlier.paths.join('\n') !== batch.paths.join('\n')) {
          return sendError(
            res,
            409,
            'InvalidationBatchAlreadyExists',
            'The CallerReference was already used for a different invalidation batch.',
          );
        }
        // The same request again: CloudFront answers the invalidation it made, and purges nothing.
        res.writeHead(201, {
          'content-type': 'text/xml',
          location: `https://cloudfront.amazonaws.com/${API_VERSION}/distribution/${distributionId}/invalidation/${earlier.id}`,
        });
        return void res.end(invalidationXml(earlier));
      }

      const record: InvalidationRecord = {
        id: newInvalidationId(),
        callerReference: batch.callerReference,
        paths: batch.paths,
        createTime: new Date().toISOString(),
      };
      byCallerReference.set(record.callerReference, record);
      byId.set(record.id, record);
      purge(record.paths);
      res.writeHead(201, {
        'content-type': 'text/xml',
        location: `https://cloudfront.amazonaws.com/${API_VERSION}/distribution/${distributionId}/invalidation/${record.id}`,
      });
      res.end(invalidationXml(record));
    },
  };
};
