/**
 * The single DynamoDB table, defined once as plain data: the CDK stack and the local cloud
 * (DynamoDB Local CreateTable) both build the table from this, so they cannot drift apart.
 * Key formats are declared by the entities (functions/<module>/entities/); what each item and index
 * partition serves is in infra/access-patterns.ts, and docs/access-patterns.md is generated from both
 * (`npm run docs:keys`). Every item carries `type`.
 *
 * marketByCategory is keyed on attributes products already carry (`category`, and `gsi2sk`, present
 * only while the product is available), so a table with data gets it filled by DynamoDB itself, with no
 * backfill. Its keys must be strings on EVERY item that has them: a write whose `category` is not a
 * string (null included) is refused, so no other entity may store a non-string `category`.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    // byOwner: the items of one owner, listed for another party or a sweep — a brand's applications and
    // discount-code requests (by status, newest first), a creator's referral links, the outbox events
    // still pending (sparse), a brand by its user (docs/access-patterns.md lists its partitions).
    // Its key attributes keep their original generic names (gsi1pk/gsi1sk, as the index was once called
    // gsi1): items need no rewrite, and an index created on them is filled by DynamoDB from the items.
    { indexName: 'byOwner', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // directory: sparse, sorted listings — Explore's available products (newest first), the connected
    // brands (by name), the onboarded creators (by username), a product's referral links. Keys
    // gsi2pk/gsi2sk (it was once called gsi2).
    { indexName: 'directory', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // Explore filtered by one category, newest first (sparse like the directory's MARKET listing).
    // CloudFormation creates or deletes at most one GSI per table update: a deployed table changes its
    // indexes one deployment at a time (docs/architecture.md, "Renaming an index of a deployed table").
    // The local cloud refuses a kept `.local/` table with other indexes (reset: npm run start:reset).
    { indexName: 'marketByCategory', partitionKey: 'category', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof tableDefinition;
