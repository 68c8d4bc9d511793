/**
 * The single DynamoDB table, defined once as plain data: the CDK stack and the local cloud
 * (DynamoDB Local CreateTable) both build the table from this, so they cannot drift apart.
 * Keys are built in functions/shared/data/keys.ts; every item carries `type`.
 *
 * Access patterns (spec 7.2) -> key design:
 *
 * | entity         | pk                | sk                 | index keys                        | serves                                  |
 * |----------------|-------------------|--------------------|-----------------------------------|-----------------------------------------|
 * | profile        | USER#{userId}     | PROFILE            |                                   | GET /api/me                              |
 * | brand owner    | USER#{userId}     | BRAND              |                                   | user → brand (GetItem); one brand/user   |
 * | brand          | BRAND#{brandId}   | BRAND              | gsi1 USER#{userId} / BRAND        | brand by id; brand of a user             |
 * |                |                   |                    | gsi2 BRANDS / {name lc}#{id}      | creators' brands directory (sparse: only |
 * |                |                   |                    |   (only while store_connected)    |   connected stores; keeps                |
 * |                |                   |                    |                                   |   available_product_count)               |
 * | product        | BRAND#{brandId}   | PRODUCT#{id}       |                                   | a brand's catalogue (Query); a brand     |
 * |                |                   |                    |                                   |   profile's available products (Query +  |
 * |                |                   |                    |                                   |   filter on availability)                |
 * |                |                   |                    | gsi2 MARKET / {created_at}#{id}   | Explore marketplace, newest first (one   |
 * |                |                   |                    |   (only while available)          |   Query per page; sparse)                |
 * |                |                   |                    | marketByCategory {category} /     | Explore filtered by category, newest     |
 * |                |                   |                    |   gsi2sk (sparse like gsi2)       |   first (one Query per page)             |
 * | import job     | BRAND#{brandId}   | IMPORT#{jobId}     |                                   | import progress (GetItem)                |
 * | relationship   | BRAND#{brandId}   | REL#{creatorId}    |                                   | favorites/blacklist/notes (Query)        |
 * | brand stats    | BRAND#{brandId}   | STATS              |                                   | dashboard totals (GetItem)               |
 * | brand day      | BRAND#{brandId}   | DAY#{yyyy-mm-dd}   |                                   | dashboard chart (Query BETWEEN)          |
 * | creator        | CREATOR#{userId}  | CREATOR            | gsi2 CREATORS / {username}        | creator by id; directory (sparse gsi2)   |
 * | username       | USERNAME#{name}   | USERNAME           |                                   | unique usernames (conditional write)     |
 * | brand message  | BRAND#{brandId}   | MSG#{msg_ULID}     |                                   | brand's inbox, newest first (Query desc) |
 * | sample request | BRAND#{brandId}   | SAMPLE#{creatorId}#{productId} |                       | one per creator+product (conditional Put)|
 * | oauth install  | OAUTH#{nonce}     | OAUTH              |                                   | store connection in progress (TTL)       |
 * | import active  | BRAND#{brandId}   | ACTIVE_IMPORT      |                                   | one import per brand (conditional Put)   |
 * | outbox event   | OUTBOX#{eventId}  | OUTBOX             | gsi1 OUTBOX#PENDING#{0..3} /      | the stream publishes it (INSERT); the    |
 * |                |                   |                    |   {created_at}#{id} (only while   |   sweep Queries pending ones older than  |
 * |                |                   |                    |   pending: sparse)                |   a minute; TTL once published           |
 * | click mark     | AGG#CLICK#{code}  | SHARD#{n}          |                                   | clicks of a shard already in the totals  |
 * |                |                   |                    |                                   |   (BatchGet; TTL)                        |
 * | link owner     | CREATOR#{id}      | LINK#{productId}   |                                   | one link per creator+product (cond. Put) |
 * | link           | LINK#{code}       | LINK               | gsi1 / gsi2 (creator's, product's)| the redirect (GetItem); never deleted, so |
 * |                |                   |                    |                                   |   a code stays reserved forever          |
 * | code claim     | DCODE#{code lc}   | DCODE              |                                   | a discount code's text, reserved for the |
 * |                |                   |                    |                                   |   creator who first got it, forever      |
 * | store claim    | STORE#{domain}    | STORE              |                                   | one brand per store (in the connect /    |
 * |                |                   |                    |                                   |   disconnect transaction)                |
 * | rate window    | CREATOR#{id}      | RATE#{action}#{t}  |                                   | per-creator limits (ADD with a condition |
 * |                |                   |                    |                                   |   in the counted write's transaction; TTL)|
 *
 * | brand dir stats| STATS#BRAND_DIRECTORY | STATS          |                                   | Brands directory tiles (GetItem; ADDs in |
 * |                |                   |                    |                                   |   the connect/availability transactions) |
 *
 * gsi1 ("by owner") answers "the X of user Y"; gsi2 ("directory") holds sparse, sorted listings.
 * marketByCategory is keyed on attributes products already carry (`category`, and `gsi2sk`, present
 * only while the product is available), so a table with data gets it filled by DynamoDB itself, with no
 * backfill. Its keys must be strings on EVERY item that has them: a write whose `category` is not a
 * string (null included) is refused, so no other entity may store a non-string `category`.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // CloudFormation adds at most one GSI per table update: add indexes one deployment at a time.
    { indexName: 'marketByCategory', partitionKey: 'category', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const;

export type TableDefinition = typeof tableDefinition;
