import { getSecretString } from '../../shared/aws/secrets-manager';

/**
 * In AWS the Shopify app secret lives in Secrets Manager, not in the function's configuration: at cold
 * start (top-level await, once per container) it is read into SHOPIFY_API_SECRET. Locally the local
 * cloud sets SHOPIFY_API_SECRET itself and no ARN is given. A failed read fails the cold start loudly.
 */
const arn = process.env.SHOPIFY_API_SECRET_ARN;
if (arn && !process.env.SHOPIFY_API_SECRET) {
  const SecretString = await getSecretString(arn);
  if (SecretString && SecretString !== 'REPLACE_WITH_THE_SHOPIFY_APP_SECRET') {
    process.env.SHOPIFY_API_SECRET = SecretString;
  }
}
