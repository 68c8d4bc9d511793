/**
 * KMS's Encrypt and Decrypt, the two operations the secret box uses (../crypto/secret-box.ts), as JSON
 * calls (json-call.ts) instead of the SDK's client. Binary values travel base64 in the JSON, as the SDK
 * sends them. tests/integration/aws-json-calls.test.ts holds the requests and readings to the SDK's.
 */
import { env } from '../config';
import { callAwsJson } from './json-call';

type EncryptionContext = Record<string, string>;

const kms = async (operation: 'Encrypt' | 'Decrypt', input: object, endpoint?: string) =>
  (
    await callAwsJson({
      service: 'kms',
      region: env.region,
      endpoint,
      target: `TrentService.${operation}`,
      jsonVersion: '1.1',
      body: JSON.stringify(input),
    })
  ).body;

const binary = (value: unknown, what: string): Buffer => {
  if (typeof value !== 'string') throw new Error(`KMS returned no ${what}`);
  return Buffer.from(value, 'base64');
};

/** The ciphertext of `plaintext` under the key, bound to its context. */
export const kmsEncrypt = async (
  keyId: string,
  plaintext: Buffer,
  context: EncryptionContext,
  endpoint?: string,
): Promise<Buffer> => {
  const body = await kms(
    'Encrypt',
    { KeyId: keyId, Plaintext: plaintext.toString('base64'), EncryptionContext: context },
    endpoint,
  );
  return binary(body.CiphertextBlob, 'ciphertext');
};

/** The plaintext of a ciphertext; KMS refuses it under another context (InvalidCiphertextException). */
export const kmsDecrypt = async (
  ciphertext: Buffer,
  context: EncryptionContext,
  endpoint?: string,
): Promise<Buffer> => {
  const body = await kms(
    'Decrypt',
    { CiphertextBlob: ciphertext.toString('base64'), EncryptionContext: context },
    endpoint,
  );
  return binary(body.Plaintext, 'plaintext');
};
