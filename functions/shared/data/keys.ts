/**
 * Every key of the single table, in one place (the access-pattern table is in infra/table-definition.ts).
 * Tenancy is in the key: a brand's items share the partition BRAND#{brandId}, so a handler working for
 * one brand cannot reach another's items by forgetting a filter.
 */
export const keys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** One per user that owns a brand: makes "one brand per user" a conditional write and maps user → brand. */
  brandOwner: (userId: string) => ({ pk: `USER#${userId}`, sk: 'BRAND' }),
  brand: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'BRAND' }),
  brandStats: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'STATS' }),
  brandDay: (brandId: string, day: string) => ({ pk: `BRAND#${brandId}`, sk: `DAY#${day}` }),
  product: (brandId: string, productId: string) => ({ pk: `BRAND#${brandId}`, sk: `PRODUCT#${productId}` }),
  importJob: (brandId: string, jobId: string) => ({ pk: `BRAND#${brandId}`, sk: `IMPORT#${jobId}` }),
  relationship: (brandId: string, creatorId: string) => ({ pk: `BRAND#${brandId}`, sk: `REL#${creatorId}` }),
  creator: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'CREATOR' }),
  username: (username: string) => ({ pk: `USERNAME#${username}`, sk: 'USERNAME' }),
  oauthInstall: (nonce: string) => ({ pk: `OAUTH#${nonce}`, sk: 'OAUTH' }),
  /** Contact-form messages to a brand (its inbox), newest last by id. */
  brandMessage: (brandId: string, messageId: string) => ({ pk: `BRAND#${brandId}`, sk: `MSG#${messageId}` }),
  /** One sample request per creator and product, kept under the brand that ships it. */
  sampleRequest: (brandId: string, creatorId: string, productId: string) => ({
    pk: `BRAND#${brandId}`,
    sk: `SAMPLE#${creatorId}#${productId}`,
  }),
  /** One application per creator and product, under the creator; the brand lists them through gsi1. */
  application: (creatorId: string, productId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `APP#${productId}`,
  }),
  /** The redirect's GetItem: everything /r/{code} needs is on this item. */
  link: (code: string) => ({ pk: `LINK#${code}`, sk: 'LINK' }),
  /** One link per creator and product (conditional write); holds the code. */
  linkOwner: (creatorId: string, productId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `LINK#${productId}`,
  }),
  /** Click counter shards of a link: a hot link's writes spread over CLICK_SHARDS partitions. */
  clickShard: (code: string, shard: number) => ({ pk: `CLICK#${code}`, sk: `SHARD#${shard}` }),
  creatorStats: (creatorId: string) => ({ pk: `CREATOR#${creatorId}`, sk: 'STATS' }),
  creatorDay: (creatorId: string, day: string) => ({ pk: `CREATOR#${creatorId}`, sk: `DAY#${day}` }),
  /** One discount-code request per creator and brand, under the creator; the brand lists them via gsi1. */
  discountCode: (creatorId: string, brandId: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `CODE#${brandId}`,
  }),
  /**
   * Reserves a discount code's text (lower-cased: stores match codes case-insensitively) for the creator
   * who first got it, forever: a renamed creator's old codes are never handed to the name's next owner.
   */
  discountCodeClaim: (code: string) => ({ pk: `DCODE#${code.toLowerCase()}`, sk: 'DCODE' }),
  /** One brand per store: the normalized store domain, held by the brand connected to it. */
  storeClaim: (domain: string) => ({ pk: `STORE#${domain}`, sk: 'STORE' }),
  /** A creator's counter for one rate-limited action in one fixed window (TTL after the window). */
  rateWindow: (creatorId: string, action: string, windowStart: string) => ({
    pk: `CREATOR#${creatorId}`,
    sk: `RATE#${action}#${windowStart}`,
  }),
  /**
   * How much of one click shard's count the stream aggregator has added to the totals (a high-water
   * mark written in the same transaction as the totals it covers, TTL): a replayed record adds nothing.
   */
  clickShardAggregated: (code: string, shardSk: string) => ({ pk: `AGG#CLICK#${code}`, sk: shardSk }),
  /** A domain event waiting to be (or already) published to the bus: the transactional outbox. */
  outboxEvent: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  /** The one import a brand may have running at a time (job id + heartbeat). */
  activeImport: (brandId: string) => ({ pk: `BRAND#${brandId}`, sk: 'ACTIVE_IMPORT' }),
  /**
   * The creators' brands directory totals (connected stores, their available products), kept by atomic
   * ADDs in the transactions that connect, disconnect and change availability: the tiles read one item.
   */
  brandDirectoryStats: () => ({ pk: 'STATS#BRAND_DIRECTORY', sk: 'STATS' }),
} as const;

/** gsi1 / gsi2 partition values of the listings (see infra/table-definition.ts). */
export const indexKeys = {
  /** gsi2: products brands made available to creators (Explore), newest first. */
  marketplace: 'MARKET',
  /** gsi2: brands with a connected store (creators' Brands directory), by name. */
  connectedBrands: 'BRANDS',
  /** gsi2: creators who finished onboarding (brands' Creators directory), by username. */
  creatorDirectory: 'CREATORS',
  /** gsi2: the referral links of a product (brand's Links dialog). */
  productLinks: (productId: string) => `LINKS#${productId}`,
  /** gsi1: a brand's applications, sk `{status}#{applied_at}`. */
  brandApplications: (brandId: string) => `BRAND#${brandId}#APPS`,
  /** gsi1: a brand's discount-code requests, sk `{status}#{requested_at}`. */
  brandDiscountCodes: (brandId: string) => `BRAND#${brandId}#CODES`,
  /** gsi1: a creator's referral links, sk created_at. */
  creatorLinks: (creatorId: string) => `CREATOR#${creatorId}#LINKS`,
  /** gsi1 (sparse): outbox events not yet published, sk `{created_at}#{id}`; spread over shards. */
  pendingOutbox: (shard: number) => `OUTBOX#PENDING#${shard}`,
} as const;

/** Sort-key prefixes for the Queries that list a brand's items of one kind. */
export const prefixes = {
  product: 'PRODUCT#',
  relationship: 'REL#',
  day: 'DAY#',
  message: 'MSG#',
  application: 'APP#',
  discountCode: 'CODE#',
  linkOwner: 'LINK#',
  importJob: 'IMPORT#',
} as const;

/** Shards per link click counter: 10 partitions × ~1000 writes/s each before a link could throttle. */
export const CLICK_SHARDS = 10;
