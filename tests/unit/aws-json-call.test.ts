/**
 * The lean AWS calls (functions/shared/aws) against a stand-in service on a local port that checks each
 * request's SigV4 signature with the SDK's own signer, as AWS would:
 * - Secrets Manager's GetSecretValue and KMS's Encrypt / Decrypt send what the SDK's clients send
 *   (target, content type, JSON body) and read the same answers;
 * - retries as the SDK's standard mode: a 500 or a throttle is retried, a dropped connection too, a
 *   client error is not, and after 3 attempts the last error is thrown with the service's name.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Sha256 } from '@aws-crypto/sha256-js';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callAwsJson } from '../../functions/shared/aws/json-call';
import { kmsDecrypt, kmsEncrypt } from '../../functions/shared/aws/kms';
import { getSecretString } from '../../functions/shared/aws/secrets-manager';

const credentials = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret-key' };

interface Received {
  target: string;
  contentType: string;
  body: unknown;
  signatureValid: boolean;
}

let received: Received[] = [];
/** What the stand-in answers next, in order; then 200 `{}`. */
let script: ((response: http.ServerResponse, request: http.IncomingMessage) => void)[] = [];
let endpoint = '';
let server: http.Server;

/** Whether the request's Authorization is the one the SDK's signer computes for it. */
const verify = async (request: http.IncomingMessage, body: string): Promise<boolean> => {
  const authorization = String(request.headers.authorization ?? '');
  const scope = /Credential=[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\//.exec(authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  if (!scope) return false;
  const headers = Object.fromEntries(
    signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const date = String(request.headers['x-amz-date']);
  const signingDate = new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  const signer = new SignatureV4({
    credentials: {
      ...credentials,
      sessionToken: request.headers['x-amz-security-token'] as string | undefined,
    },
    region: scope[2] ?? '',
    service: scope[3] ?? '',
    sha256: Sha256,
    applyChecksum: false,
  });
  const expected = await signer.sign(
    { method: 'POST', protocol: 'http:', hostname: '127.0.0.1', path: '/', headers, body },
    { signingDate },
  );
  return expected.headers.authorization === authorization;
};

beforeAll(async () => {
  server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    received.push({
      target: String(request.headers['x-amz-target']),
      contentType: String(request.headers['content-type']),
      body: text ? JSON.parse(text) : undefined,
      signatureValid: await verify(request, text),
    });
    const next = script.shift();
    if (next) return next(response, request);
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
  process.env.AWS_REGION = 'eu-west-1';
});

afterAll(() => server.close());

beforeEach(() => {
  received = [];
  script = [];
});

const json = (status: number, body: object) => (response: http.ServerResponse) =>
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));

const sdkConfig = () => ({ region: 'eu-west-1', endpoint, credentials, maxAttempts: 1 });

describe('Secrets Manager and KMS, as the SDK calls them', () => {
  it('GetSecretValue: the same request as the SDK client, signed, and the same SecretString read', async () => {
    script = [
      json(200, { SecretString: 'sdk-secret', Name: 'n' }),
      json(200, { SecretString: 'lean-secret' }),
    ];
    const sdk = await new SecretsManagerClient(sdkConfig()).send(
      new GetSecretValueCommand({ SecretId: 'arn:s' }),
    );
    const lean = await getSecretString('arn:s', endpoint);
    expect(sdk.SecretString).toBe('sdk-secret');
    expect(lean).toBe('lean-secret');
    const [fromSdk, fromLean] = received;
    expect(fromLean?.target).toBe(fromSdk?.target);
    expect(fromLean?.contentType).toBe(fromSdk?.contentType);
    expect(fromLean?.body).toEqual(fromSdk?.body);
    expect(received.map((request) => request.signatureValid)).toEqual([true, true]);
  });

  it('Encrypt and Decrypt: the same requests as the SDK client (binary as base64), the same bytes read', async () => {
    const context = { brand_id: 'b1', purpose: 'shopify-token' };
    const blob = Buffer.from([1, 2, 3, 250]).toString('base64');
    script = [json(200, { CiphertextBlob: blob }), json(200, { CiphertextBlob: blob })];
    const sdkClient = new KMSClient(sdkConfig());
    const sdkCipher = await sdkClient.send(
      new EncryptCommand({
        KeyId: 'key-1',
        Plaintext: Buffer.from('shpat_x', 'utf8'),
        EncryptionContext: context,
      }),
    );
    const leanCipher = await kmsEncrypt('key-1', Buffer.from('shpat_x', 'utf8'), context, endpoint);
    expect(Buffer.from(sdkCipher.CiphertextBlob ?? [])).toEqual(leanCipher);
    expect(received[1]?.body).toEqual(received[0]?.body);
    expect(received[1]?.target).toBe(received[0]?.target);

    received = [];
    const plain = Buffer.from('shpat_x').toString('base64');
    script = [json(200, { Plaintext: plain }), json(200, { Plaintext: plain })];
    const sdkPlain = await sdkClient.send(
      new DecryptCommand({ CiphertextBlob: leanCipher, EncryptionContext: context }),
    );
    const leanPlain = await kmsDecrypt(leanCipher, context, endpoint);
    expect(Buffer.from(sdkPlain.Plaintext ?? []).toString()).toBe('shpat_x');
    expect(leanPlain.toString()).toBe('shpat_x');
    expect(received[1]?.body).toEqual(received[0]?.body);
    expect(received.every((request) => request.signatureValid)).toBe(true);
  });

  it('a refusal is thrown with the service’s name and message, once', async () => {
    script = [
      json(400, { __type: 'com.amazonaws.kms#InvalidCiphertextException', message: 'context mismatch' }),
    ];
    const error = await kmsDecrypt(Buffer.from('x'), { a: 'b' }, endpoint).catch((thrown) => thrown);
    expect(error.name).toBe('InvalidCiphertextException');
    expect(error.message).toBe('context mismatch');
    expect(error.$metadata.httpStatusCode).toBe(400);
    expect(received).toHaveLength(1);
  });
});

describe('retries, as the SDK’s standard mode', () => {
  const call = () =>
    callAwsJson({
      service: 'dynamodb',
      region: 'eu-west-1',
      endpoint,
      target: 'DynamoDB_20120810.GetItem',
      jsonVersion: '1.0',
      body: '{}',
    });

  it('a 500 and a throttle are retried, and the third attempt answers', async () => {
    script = [
      json(500, { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'oops' }),
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
        message: 'slow down',
      }),
      json(200, { Item: { pk: { S: 'A' } } }),
    ];
    const answer = await call();
    expect(answer.body).toEqual({ Item: { pk: { S: 'A' } } });
    expect(answer.$metadata.attempts).toBe(3);
    expect(received).toHaveLength(3);
  });

  it('a dropped connection is retried', async () => {
    script = [(response) => response.socket?.destroy(), json(200, { ok: true })];
    expect((await call()).body).toEqual({ ok: true });
    expect(received).toHaveLength(2);
  });

  it('a client error is not retried; its fields come with it', async () => {
    script = [
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    ];
    const error = await call().catch((thrown) => thrown);
    expect(error.name).toBe('TransactionCanceledException');
    expect(error.CancellationReasons).toEqual([{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }]);
    expect(received).toHaveLength(1);
  });

  it('after 3 failed attempts the last error is thrown', async () => {
    const unavailable = json(503, { __type: 'ServiceUnavailable', message: 'down' });
    script = [unavailable, unavailable, unavailable, json(200, {})];
    const error = await call().catch((thrown) => thrown);
    expect(error.name).toBe('ServiceUnavailable');
    expect(error.$metadata.attempts).toBe(3);
    expect(received).toHaveLength(3);
  });

  it('an answer that is not JSON (a proxy’s page) is an error with its status, not a crash', async () => {
    script = [
      (response) => response.writeHead(403, { 'content-type': 'text/html' }).end('<html>Forbidden</html>'),
    ];
    const error = await call().catch((thrown) => thrown);
    expect(error.name).toBe('HTTP403');
    expect(error.message).toContain('Forbidden');
  });
});
