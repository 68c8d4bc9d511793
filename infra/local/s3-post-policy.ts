/**
 * S3's browser POST, checked as S3 checks it (issue 34): the policy's SigV4 signature, its expiry, every
 * condition (exact values, starts-with, content-length-range), and that every form field is covered by a
 * condition. s3rver, the npm local S3, stores a POST without reading its policy at all, so a test of
 * "S3 refuses an 11 MB file" would pass there and fail in AWS; this is the part of S3 the uploads rely on.
 * Messages are S3's own (its AccessDenied, EntityTooLarge, SignatureDoesNotMatch answers).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostPolicyCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export class S3RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Fields S3 never asks a condition for. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

type Condition = Record<string, string> | [string, ...unknown[]];

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

const signingKey = (secret: string, day: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');

const denied = (message: string) => new S3RequestError('AccessDenied', message, 403);

/**
 * Checks a POST's fields (names lower-cased, as S3 compares them) and its file size against the policy it
 * carries, for `bucket`. Answers the object's key and content type; throws S3's error otherwise.
 */
export const checkPostPolicy = (
  bucket: string,
  fields: Map<string, string>,
  fileSize: number,
  credentials: PostPolicyCredentials,
  now = new Date(),
): { key: string; contentType: string | undefined } => {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policy || !signature || !credential) {
    throw denied('Bucket POST must contain a policy, x-amz-credential and x-amz-signature');
  }
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
    throw new S3RequestError('InvalidArgument', 'Only the AWS4-HMAC-SHA256 algorithm is supported', 400);
  }
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (!accessKeyId || !day || !region || service !== 's3' || terminator !== 'aws4_request') {
    throw new S3RequestError('InvalidArgument', 'Invalid x-amz-credential', 400);
  }
  if (accessKeyId !== credentials.accessKeyId) {
    throw new S3RequestError('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.', 403);
  }
  const expected = hmac(signingKey(credentials.secretAccessKey, day, region, service), policy);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new S3RequestError(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
      403,
    );
  }

  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    throw new S3RequestError('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.', 400);
  }
  if (!document.expiration || !(Date.parse(document.expiration) > now.getTime())) {
    throw denied('Invalid according to Policy: Policy expired.');
  }
  const covered = new Set<string>(['bucket']);
  const fieldValue = (name: string): string | undefined =>
    name === 'bucket' ? bucket : (fields.get(name) ?? undefined);
  const failed = (condition: Condition) =>
    denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);

  for (const condition of document.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        const field = name.toLowerCase();
        covered.add(field);
        if (fieldValue(field) !== value) throw failed(condition);
      }
      continue;
    }
    const [operator, ...args] = condition;
    if (operator === 'content-length-range') {
      const [min, max] = args.map(Number) as [number, number];
      if (fileSize > max) {
        throw new S3RequestError(
          'EntityTooLarge',
          'Your proposed upload exceeds the maximum allowed size',
          400,
        );
      }
      if (fileSize < min) {
        throw new S3RequestError(
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed size',
          400,
        );
      }
      continue;
    }
    const [target, expectedValue] = args as [string, string];
    const field = String(target).replace(/^\$/, '').toLowerCase();
    covered.add(field);
    const value = fieldValue(field) ?? '';
    if (
      operator === 'eq'
        ? value !== expectedValue
        : operator === 'starts-with'
          ? !value.startsWith(expectedValue)
          : true
    ) {
      throw failed(condition);
    }
  }

  const extra = [...fields.keys()].filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name),
  );
  if (extra.length > 0) throw denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  const key = fields.get('key');
  if (!key) throw new S3RequestError('InvalidArgument', "Bucket POST must contain a field named 'key'.", 400);
  return { key, contentType: fields.get('content-type') };
};
