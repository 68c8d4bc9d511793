/**
 * The local S3 (issue 34): the few parts of S3 the uploads use, on a loopback port of its own, reached by
 * the same SDK code as in AWS (S3_ENDPOINT, path-style) and by the browser's presigned POST:
 *
 * - browser POST to /{bucket} (multipart/form-data), its policy and signature checked as S3 checks them
 *   (s3-post-policy.ts), CORS for the site's origin as the deployed bucket's CORS rule allows;
 * - PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2 (path-style), errors as S3's XML;
 * - ObjectCreated notifications (`onObjectCreated`): the local cloud calls the processing function with
 *   S3's event, as the deployed bucket's notification does.
 *
 * Why not s3rver 3.7 (npm): it stores a browser POST without reading its policy (no signature, no
 * content-length-range, no conditions), the very checks a refused upload depends on.
 * Objects live on disk under the data folder (kept between runs, like the table), one file per object
 * and one beside it for its metadata. The REST calls are not signature-checked: like DynamoDB Local, the
 * port is loopback-only and takes the local cloud's fixed credentials.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { urlHost } from './listen-address';
import { checkPostPolicy, type PostPolicyCredentials, S3RequestError } from './s3-post-policy';

export interface LocalBucket {
  name: string;
  /** Origins a browser may POST from (the bucket's CORS rule); none: no browser access. */
  corsOrigins?: readonly string[];
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  etag: string;
  lastModified: string;
}

export interface ObjectCreated {
  bucket: string;
  key: string;
  size: number;
  etag: string;
  /** S3's event name: ObjectCreated:Post (browser POST) or ObjectCreated:Put. */
  eventName: string;
}

export interface LocalS3 {
  /** The S3 API's origin (S3_ENDPOINT; outputs.json S3Endpoint). */
  endpoint: string;
  getObject: (bucket: string, key: string) => StoredObject | undefined;
  onObjectCreated: (listener: (created: ObjectCreated) => void) => void;
  stop: () => Promise<void>;
}

/** A presigned URL's X-Amz-Date (20261130T101500Z) plus its X-Amz-Expires seconds is in the past. */
export const presignedLinkExpired = (query: URLSearchParams, now = Date.now()): boolean => {
  const signedAt = query.get('X-Amz-Date');
  const expires = Number(query.get('X-Amz-Expires'));
  if (!signedAt || !Number.isFinite(expires)) return false;
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(signedAt);
  if (!match) return true;
  const [, y, mo, d, h, mi, se] = match;
  return (
    now > Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)) + expires * 1000
  );
};

/** A POST body beyond this is refused before it is read (S3's policy allows 10 MB here). */
const MAX_POST_BYTES = 32 * 1024 * 1024;

/** Element text as S3 writes it: only &, < and > escaped (quotes stay as they are). */
const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A body sent with `aws-chunked` encoding (the SDK streams some bodies so, with a trailing checksum):
 * `{hex size};chunk-signature=…\r\n{bytes}\r\n` until a zero-size chunk.
 */
const decodeAwsChunked = (body: Buffer): Buffer => {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
};

export const startLocalS3 = async (options: {
  host: string;
  dataDir: string;
  buckets: readonly LocalBucket[];
  credentials: PostPolicyCredentials;
  log?: (message: string) => void;
}): Promise<LocalS3> => {
  const buckets = new Map(options.buckets.map((bucket) => [bucket.name, bucket]));
  const listeners: Array<(created: ObjectCreated) => void> = [];
  const dirOf = (bucket: string) => path.join(options.dataDir, bucket);
  for (const bucket of buckets.keys()) mkdirSync(dirOf(bucket), { recursive: true });
  const fileOf = (bucket: string, key: string) => path.join(dirOf(bucket), encodeURIComponent(key));

  const getObject = (bucket: string, key: string): StoredObject | undefined => {
    const file = fileOf(bucket, key);
    if (!buckets.has(bucket) || !existsSync(file) || !existsSync(`${file}.meta`)) return undefined;
    const meta = JSON.parse(readFileSync(`${file}.meta`, 'utf8')) as Omit<StoredObject, 'body'>;
    return { ...meta, body: readFileSync(file) };
  };

  const putObject = (
    bucket: string,
    key: string,
    body: Buffer,
    meta: { contentType?: string; cacheControl?: string },
  ) => {
    const file = fileOf(bucket, key);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    writeFileSync(file, body);
    const stored: Omit<StoredObject, 'body'> = {
      contentType: meta.contentType ?? 'binary/octet-stream',
      ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
      etag,
      lastModified: new Date().toUTCString(),
    };
    writeFileSync(`${file}.meta`, JSON.stringify(stored));
    return etag;
  };

  const created = (event: ObjectCreated) => {
    for (const listener of listeners) listener(event);
  };

  const corsHeaders = (req: IncomingMessage, bucket: LocalBucket | undefined): Record<string, string> => {
    const origin = req.headers.origin;
    if (!origin || !bucket?.corsOrigins?.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': 'ETag',
      'access-control-max-age': '3000',
      vary: 'Origin',
    };
  };

  const sendError = (res: ServerResponse, error: S3RequestError, extra: Record<string, string> = {}) => {
    res.writeHead(error.status, { 'content-type': 'application/xml', ...extra });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${error.code}</Code><Message>${xmlEscape(error.message)}</Message></Error>`,
    );
  };

  const listObjects = (res: ServerResponse, bucket: string, prefix: string) => {
    const keys = readdirSync(dirOf(bucket))
      .filter((name) => !name.endsWith('.meta'))
      .map((name) => decodeURIComponent(name))
      .filter((key) => key.startsWith(prefix))
      .sort();
    const contents = keys
      .map((key) => {
        const stat = statSync(fileOf(bucket, key));
        return `<Contents><Key>${xmlEscape(key)}</Key><Size>${stat.size}</Size><LastModified>${stat.mtime.toISOString()}</LastModified></Contents>`;
      })
      .join('');
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
    );
  };

  /** A browser's POST: the form's fields, then its one file, checked against the policy before storing. */
  const postObject = async (req: IncomingMessage, res: ServerResponse, bucket: LocalBucket) => {
    const cors = corsHeaders(req, bucket);
    if (Number(req.headers['content-length'] ?? 0) > MAX_POST_BYTES) {
      req.resume();
      throw new S3RequestError(
        'MaxPostPreDataLengthExceeded',
        'Your POST request fields preceeding the upload file was too large.',
        400,
      );
    }
    const form = await new Request('http://local-s3/', {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
      body: Readable.toWeb(req) as ReadableStream,
      duplex: 'half',
    } as RequestInit).formData();
    const fields = new Map<string, string>();
    let file: Blob | undefined;
    for (const [name, value] of form.entries()) {
      if (name.toLowerCase() === 'file') file = typeof value === 'string' ? new Blob([value]) : value;
      else if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    }
    if (!file)
      throw new S3RequestError('InvalidArgument', 'POST requires exactly one file upload per request.', 400);
    const { key, contentType } = checkPostPolicy(bucket.name, fields, file.size, options.credentials);
    const body = Buffer.from(await file.arrayBuffer());
    const etag = putObject(bucket.name, key, body, { contentType });
    res.writeHead(204, { ...cors, etag, location: `/${bucket.name}/${encodeURIComponent(key)}` });
    res.end();
    created({ bucket: bucket.name, key, size: body.length, etag, eventName: 'ObjectCreated:Post' });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://local-s3');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const bucket = buckets.get(bucketName);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      const cors = corsHeaders(req, bucket);
      res.writeHead(Object.keys(cors).length > 0 ? 200 : 403, cors);
      return void res.end();
    }
    if (!bucket) {
      req.resume();
      return sendError(res, new S3RequestError('NoSuchBucket', 'The specified bucket does not exist', 404));
    }
    if (method === 'POST' && !key) return postObject(req, res, bucket);
    if (method === 'GET' && !key) {
      return listObjects(res, bucket.name, url.searchParams.get('prefix') ?? '');
    }
    if (method === 'PUT' && key) {
      const raw = await readBody(req);
      const chunked = String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
      const body = chunked ? decodeAwsChunked(raw) : raw;
      const etag = putObject(bucket.name, key, body, {
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
      res.writeHead(200, { etag });
      res.end();
      created({ bucket: bucket.name, key, size: body.length, etag, eventName: 'ObjectCreated:Put' });
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && key) {
      // Issue 35: a presigned GET (a data export's link) is refused once its X-Amz-Expires has passed, as
      // S3 refuses it; its signature is not checked (see above).
      if (presignedLinkExpired(url.searchParams)) {
        return sendError(res, new S3RequestError('AccessDenied', 'Request has expired', 403));
      }
      const object = getObject(bucket.name, key);
      if (!object)
        return sendError(res, new S3RequestError('NoSuchKey', 'The specified key does not exist.', 404));
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      });
      return void res.end(method === 'HEAD' ? undefined : object.body);
    }
    if (method === 'DELETE' && key) {
      req.resume();
      rmSync(fileOf(bucket.name, key), { force: true });
      rmSync(`${fileOf(bucket.name, key)}.meta`, { force: true });
      res.writeHead(204);
      return void res.end();
    }
    req.resume();
    sendError(res, new S3RequestError('NotImplemented', `${method} is not implemented by the local S3`, 501));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof S3RequestError) {
        const bucket = buckets.get(new URL(req.url ?? '/', 'http://local-s3').pathname.split('/')[1] ?? '');
        return sendError(res, error, corsHeaders(req, bucket));
      }
      options.log?.(`! Local S3: ${String(error)}`);
      if (!res.headersSent)
        sendError(res, new S3RequestError('InternalError', 'We encountered an internal error.', 500));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${urlHost(options.host)}:${port}`,
    getObject,
    onObjectCreated: (listener) => {
      listeners.push(listener);
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
