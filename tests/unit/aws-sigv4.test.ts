/**
 * The lean DynamoDB client's signer (functions/shared/aws/sigv4.ts) against the SDK's own
 * (@smithy/signature-v4): the same request, keys and instant give the same Authorization header, with
 * and without a session token, on a default and on an explicit port, for bodies with any characters.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../functions/shared/aws/sigv4';

const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

const sdkAuthorization = async (
  host: string,
  region: string,
  body: string,
  headers: Record<string, string>,
  when: Date,
  sessionToken?: string,
) => {
  const signer = new SignatureV4({
    credentials: { ...credentials, sessionToken },
    region,
    service: 'dynamodb',
    sha256: Sha256,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'https:',
      hostname: host.split(':')[0] ?? host,
      path: '/',
      headers: { ...headers, host },
      body,
    },
    { signingDate: when },
  );
  return signed.headers.authorization;
};

const cases: [string, { host: string; region: string; body: string; token?: string }][] = [
  [
    'a GetItem',
    {
      host: 'dynamodb.us-east-1.amazonaws.com',
      region: 'us-east-1',
      body: '{"TableName":"t","Key":{"pk":{"S":"A"}}}',
    },
  ],
  [
    'with a session token',
    {
      host: 'dynamodb.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      body: '{}',
      token: 'FwoGZXIvYXdzE//token+/=',
    },
  ],
  ['on an explicit port (DynamoDB Local)', { host: '127.0.0.1:8000', region: 'us-east-1', body: '{"a":1}' }],
  [
    'a body with any characters',
    {
      host: 'dynamodb.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      body: '{"S":"Café ☕ \\n\\t \\"quoted\\" 𝄞"}',
    },
  ],
  ['an empty body', { host: 'dynamodb.us-east-1.amazonaws.com', region: 'us-east-1', body: '' }],
];

describe('SigV4 for DynamoDB', () => {
  for (const [name, request] of cases) {
    it(`${name}: the Authorization header is the SDK signer's`, async () => {
      const when = new Date('2026-11-29T18:23:36.512Z');
      const headers = {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.GetItem',
      };
      const ours = signRequest({
        host: request.host,
        region: request.region,
        service: 'dynamodb',
        headers,
        body: request.body,
        credentials: { ...credentials, sessionToken: request.token },
        now: when,
      });
      expect(ours.authorization).toBe(
        await sdkAuthorization(request.host, request.region, request.body, headers, when, request.token),
      );
      expect(ours['x-amz-date']).toBe('20261129T182336Z');
      expect(ours['x-amz-security-token']).toBe(request.token);
    });
  }

  it('a different key, body or day gives a different signature', () => {
    const base = {
      host: 'dynamodb.us-east-1.amazonaws.com',
      region: 'us-east-1',
      service: 'dynamodb',
      headers: { 'x-amz-target': 'DynamoDB_20120810.GetItem' },
      body: '{}',
      credentials,
      now: new Date('2026-11-29T00:00:00Z'),
    };
    const signature = (overrides: Partial<typeof base>) =>
      signRequest({ ...base, ...overrides }).authorization?.split('Signature=')[1];
    const original = signature({});
    expect(signature({ body: '{ }' })).not.toBe(original);
    expect(signature({ credentials: { ...credentials, secretAccessKey: 'other' } })).not.toBe(original);
    expect(signature({ now: new Date('2026-11-30T00:00:00Z') })).not.toBe(original);
    expect(signature({})).toBe(original);
  });
});
