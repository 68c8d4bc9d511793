/**
 * What a function of ours may touch in AWS, declared beside what it is (route features in
 * functions/routes.ts, event consumers in events/rules.ts, stream consumers in events/stream-consumers.ts).
 * The CDK construct turns each declaration into exactly these grants, and a template test checks them,
 * so least privilege is written down once and cannot drift from the code that needs it.
 */
export interface FunctionAccess {
  /** Data-plane access to the one table (and its indexes). */
  table: 'none' | 'read' | 'write' | 'readWrite';
  /** events:PutEvents on the product's bus (only the outbox publisher needs it once producers use the outbox). */
  putEvents?: boolean;
  /** The KMS key that seals store access tokens: seal on connect, open where the store is called. */
  secretsKey?: 'encrypt' | 'decrypt' | 'encryptDecrypt';
  /** Read the Shopify app secret from Secrets Manager (functions that call Shopify or verify its HMACs). */
  shopifyApp?: boolean;
}
