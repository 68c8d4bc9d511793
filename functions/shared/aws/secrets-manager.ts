/**
 * Secrets Manager's GetSecretValue, the one operation the functions use (their keys, read at cold
 * start), as one JSON call (json-call.ts) instead of the SDK's client (~40 ms of the cold start to import).
 * tests/integration/aws-json-calls.test.ts holds its request and reading to the SDK's.
 */
import { env } from '../config';
import { callAwsJson } from './json-call';

/** The secret's text (SecretString); undefined for a binary secret. */
export const getSecretString = async (secretId: string, endpoint?: string): Promise<string | undefined> => {
  const { body } = await callAwsJson({
    service: 'secretsmanager',
    region: env.region,
    endpoint,
    target: 'secretsmanager.GetSecretValue',
    jsonVersion: '1.1',
    body: JSON.stringify({ SecretId: secretId }),
  });
  return typeof body.SecretString === 'string' ? body.SecretString : undefined;
};
