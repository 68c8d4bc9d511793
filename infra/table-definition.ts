/**
 * The single DynamoDB table, defined once as plain data: the CDK stack and the local cloud
 * (DynamoDB Local CreateTable) both build the table from this, so they cannot drift apart.
 *
 * Access patterns (spec 7.2) -> key design. Keys are generic; every item carries `type`.
 *
 * | entity  | pk               | sk        | gsi1pk (by owner)  | gsi1sk  | pattern it serves                      |
 * |---------|------------------|-----------|--------------------|---------|----------------------------------------|
 * | profile | USER#{userId}    | PROFILE   |                    |         | GET /api/me: profile by user id         |
 * | brand   | BRAND#{brandId}  | BRAND     | USER#{userId}      | BRAND   | brand by id; brand of a user (gsi1)     |
 * | guard   | USER#{userId}    | BRAND     |                    |         | one brand per user (conditional write)  |
 *
 * gsi1 ("by-owner") answers "the X of user Y" without a Scan.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof tableDefinition;
