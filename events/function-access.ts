/**
 * What a function of ours may touch in AWS, declared beside what it is (route features in
 * functions/routes.ts, event consumers in events/rules.ts, stream consumers in events/stream-consumers.ts).
 * The CDK construct turns each declaration into exactly these grants, and a template test checks them,
 * so least privilege is written down once and cannot drift from the code that needs it.
 */
export interface FunctionAccess {
  /**
   * Data-plane access to the one table (and its indexes): 'read' (GetItem, Query, BatchGetItem, ...),
   * 'write', 'readWrite', or exactly some item actions on items whose partition key has a given prefix.
   */
  table: 'none' | 'read' | 'write' | 'readWrite' | TableItemAccess;
  /** events:PutEvents on the product's bus (only the outbox publisher needs it once producers use the outbox). */
  putEvents?: boolean;
  /** The KMS key that seals store access tokens: seal on connect, open where the store is called. */
  secretsKey?: 'encrypt' | 'decrypt' | 'encryptDecrypt';
  /** Read the Shopify app secret from Secrets Manager (functions that call Shopify or verify its HMACs). */
  shopifyApp?: boolean;
  /**
   * Read the Stripe secret (API key + webhook signing secret) from Secrets Manager, and get APP_URL:
   * functions that call Stripe or verify its webhooks (functions/integrations/stripe/).
   */
  stripeApp?: boolean;
  /**
   * E-mail (functions/notifications/): 'sign' reads the unsubscribe links' HMAC key (MAIL_SIGNING_KEY,
   * deployed from its secret at cold start); 'send' also may ses:SendEmail as the stack's identity with its
   * configuration set, and gets MAIL_FROM, MAIL_CONFIGURATION_SET, MAIL_POSTAL_ADDRESS and APP_URL.
   */
  mail?: 'sign' | 'send';
  /**
   * cloudfront:CreateInvalidation on the site's distribution only, with PUBLIC_PAGES_DISTRIBUTION_ID: the
   * consumer that drops changed public pages from the edge cache (functions/public-pages/consumers/).
   */
  invalidatePublicPages?: boolean;
  /**
   * Images people upload (issue 34; infra/constructs/media-uploads.ts): 'presign' signs browser POSTs into
   * the uploads bucket's originals/ prefix (s3:PutObject there, UPLOADS_BUCKET); 'process' reads and
   * deletes originals and writes and deletes sizes under the media bucket's media/ prefix (UPLOADS_BUCKET,
   * MEDIA_BUCKET).
   */
  media?: 'presign' | 'process';
  /**
   * Issue 35, two-factor sign-in (functions/identity/security/), on the user pool's users: 'mfaState' is
   * AdminGetUser alone (is TOTP on: requireSecondFactor, the gate of money and key actions), with
   * USER_POOL_ID; 'secondFactor' adds AdminInitiateAuth and AdminRespondToAuthChallenge through the API's
   * own app client (a password with a recovery code, a current code to turn TOTP off) and
   * AdminSetUserMFAPreference, with COGNITO_SERVER_CLIENT_ID.
   */
  userPool?: 'mfaState' | 'secondFactor';
}

/** A DynamoDB item action, as IAM names it without the `dynamodb:` prefix. */
export type TableItemAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem';

/**
 * Fine-grained table access: each grant allows its actions only on base-table items whose partition key
 * starts with one of the prefixes (IAM's `dynamodb:LeadingKeys`). For hot, tiny functions whose key
 * shapes are fixed (the redirect); take the prefixes from functions/shared/data/keys.ts.
 */
export interface TableItemAccess {
  items: readonly TableItemGrant[];
}

export interface TableItemGrant {
  actions: readonly TableItemAction[];
  partitionKeyPrefixes: readonly string[];
  /**
   * Only these attributes (IAM `dynamodb:Attributes`; the key attributes are always allowed): the request
   * must name them (a ProjectionExpression), so the function cannot read the rest of such items.
   */
  attributes?: readonly string[];
}

/**
 * The partition-key prefix of a key of keys.ts built with empty ids: `pkPrefix(keys.link('')) === 'LINK#'`.
 * Refuses a key whose partition does not end in its `#` separator (an id would then be part of it).
 */
export const pkPrefix = (key: { pk: string }): string => {
  if (!key.pk.endsWith('#'))
    throw new Error(`pkPrefix: "${key.pk}" is not a key prefix (build it with empty ids)`);
  return key.pk;
};
