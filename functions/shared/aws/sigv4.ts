/**
 * AWS Signature Version 4 for a JSON POST to one service (DynamoDB, Secrets Manager, KMS), with
 * node:crypto only. The SDK's signer (@smithy/signature-v4 and the middleware around it) costs ~30 ms of
 * every cold start to import; this is the part of it those calls need. tests/unit/aws-sigv4.test.ts
 * holds it to the SDK's signer.
 */
import { createHash, createHmac } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignedRequest {
  /** `host[:port]`, as sent in the Host header. */
  host: string;
  region: string;
  service: string;
  /** The request's headers other than Host and the signature's own (content-type, x-amz-target, …). */
  headers: Record<string, string>;
  body: string;
  credentials: Credentials;
  now?: Date;
}

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** The signing key of a day, cached: it changes once a day per secret, region and service. */
const signingKeys = new Map<string, Buffer>();
const signingKey = (secret: string, day: string, region: string, service: string): Buffer => {
  const cacheKey = `${secret}\n${day}\n${region}\n${service}`;
  let key = signingKeys.get(cacheKey);
  if (!key) {
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
    if (signingKeys.size > 10) signingKeys.clear();
    signingKeys.set(cacheKey, key);
  }
  return key;
};

/** `20261129T182336Z`: the signature's timestamp (ISO 8601 basic, seconds). */
const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The request's headers with Host, X-Amz-Date, the session token and Authorization added. */
export const signRequest = (request: SignedRequest): Record<string, string> => {
  const { credentials, region, service } = request;
  const timestamp = amzDate(request.now ?? new Date());
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value.trim();
  headers.host = request.host;
  headers['x-amz-date'] = timestamp;
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    'POST',
    '/',
    '',
    ...names.map((name) => `${name}:${(headers[name] ?? '').replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    sha256Hex(request.body),
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(credentials.secretAccessKey, day, region, service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
};
