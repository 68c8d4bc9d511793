import { getSecretString } from '../aws/secrets-manager';

/**
 * Deployed, the unsubscribe links' HMAC key lives in a Secrets Manager secret the stack generates (never
 * in the function's configuration): at cold start (top-level await, once per container) it is read
 * into MAIL_SIGNING_KEY. Locally the local cloud sets MAIL_SIGNING_KEY itself and no ARN is given. A
 * failed read fails the cold start loudly.
 */
const arn = process.env.MAIL_SIGNING_SECRET_ARN;
if (arn && !process.env.MAIL_SIGNING_KEY) {
  const SecretString = await getSecretString(arn);
  if (!SecretString || SecretString.length < 32)
    throw new Error('The mail signing secret is empty or too short');
  process.env.MAIL_SIGNING_KEY = SecretString;
}
