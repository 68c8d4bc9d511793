/**
 * One call to an AWS service that speaks the JSON protocol (DynamoDB, Secrets Manager, KMS, Cognito), over
 * node:https with SigV4 (sigv4.ts), retried as the SDK's standard mode retries: throttling, 5xx and
 * dropped connections, 3 attempts with jittered exponential backoff. Its errors carry the SDK's names
 * (`ConditionalCheckFailedException`, `ResourceNotFoundException`) and the answer's other fields.
 *
 * Why not the SDK: its clients cost 40–95 ms of every cold start to import (issue 33), more than some
 * handlers' whole work, and a function needs one or two of their operations. Credentials come from the
 * environment, as Lambda gives them to every function (the local cloud sets them too).
 */
import http from 'node:http';
import https from 'node:https';
import { type Credentials, signRequest } from './sigv4';

export interface JsonCall {
  /** The signing name and endpoint prefix: `dynamodb`, `secretsmanager`, `kms`. */
  service: string;
  region: string;
  /** An endpoint URL (DynamoDB Local); unset: the region's. */
  endpoint?: string;
  /** The X-Amz-Target: `DynamoDB_20120810.GetItem`, `secretsmanager.GetSecretValue`. */
  target: string;
  /** The protocol's version: DynamoDB speaks 1.0, most others 1.1. */
  jsonVersion: '1.0' | '1.1';
  body: string;
  maxAttempts?: number;
  abortSignal?: AbortSignal;
}

export interface JsonAnswer {
  body: Record<string, unknown>;
  $metadata: { httpStatusCode: number; requestId?: string; attempts: number };
}

/** An error an AWS service answered, named as the SDK names it, with the answer's other fields. */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode?: number; requestId?: string; attempts: number };
  [field: string]: unknown;
  constructor(
    name: string,
    message: string,
    status: number,
    requestId: string | undefined,
    attempts: number,
  ) {
    super(message);
    this.name = name;
    this.$fault = status < 500 ? 'client' : 'server';
    this.$metadata = { httpStatusCode: status, requestId, attempts };
  }
}

const THROTTLING = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottledException',
  'TooManyRequestsException',
]);
const TRANSIENT = new Set(['InternalServerError', 'InternalFailure', 'ServiceUnavailable']);
const NETWORK = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED', 'EAI_AGAIN', 'ECONNABORTED']);

const environmentCredentials = (): Credentials => {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).');
  }
  return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN || undefined };
};

/** Connections kept open between calls and invocations, as the SDK's handler keeps them (50 a host). */
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 50 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 50 }),
};

interface RawAnswer {
  status: number;
  text: string;
  requestId?: string;
}

const post = (url: URL, headers: Record<string, string>, body: string, signal?: AbortSignal) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(
      {
        hostname: url.hostname,
        port: url.port || undefined,
        // A regional endpoint's path is '/'; a local engine may be mounted under one (cognito-local at
        // /cognito on the local cloud's port, which checks no signature).
        path: url.pathname || '/',
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: secure ? agents.https : agents.http,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            requestId: response.headers['x-amzn-requestid'] as string | undefined,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** The answer's JSON; a body that is not JSON (a proxy's error page) reads as no fields. */
const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    const value = text ? JSON.parse(text) : {};
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The call's answer; throws the service's error (after retries) or the connection's. */
export const callAwsJson = async (call: JsonCall): Promise<JsonAnswer> => {
  const url = new URL(call.endpoint ?? `https://${call.service}.${call.region}.amazonaws.com`);
  const maxAttempts = call.maxAttempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    const headers = signRequest({
      host: url.host,
      region: call.region,
      service: call.service,
      headers: { 'content-type': `application/x-amz-json-${call.jsonVersion}`, 'x-amz-target': call.target },
      body: call.body,
      credentials: environmentCredentials(),
    });
    let error: Error;
    let retry: 'throttled' | 'transient' | undefined;
    try {
      const answer = await post(url, headers, call.body, call.abortSignal);
      const body = parse(answer.text);
      if (answer.status === 200 && body) {
        return { body, $metadata: { httpStatusCode: 200, requestId: answer.requestId, attempts: attempt } };
      }
      const { __type, message, Message, ...fields } = body ?? {};
      const name =
        String(__type ?? '')
          .split('#')
          .pop() || `HTTP${answer.status}`;
      const text = String(message ?? Message ?? (body ? name : answer.text.slice(0, 200) || name));
      error = Object.assign(
        new AwsServiceError(name, text, answer.status, answer.requestId, attempt),
        fields,
      );
      if (THROTTLING.has(name)) retry = 'throttled';
      else if (TRANSIENT.has(name) || answer.status >= 500) retry = 'transient';
    } catch (thrown) {
      error = thrown as Error;
      if (NETWORK.has((thrown as { code?: string }).code ?? '') && !call.abortSignal?.aborted)
        retry = 'transient';
    }
    if (!retry || attempt >= maxAttempts) throw error;
    await pause(Math.random() * Math.min(20_000, (retry === 'throttled' ? 500 : 100) * 2 ** (attempt - 1)));
  }
};
