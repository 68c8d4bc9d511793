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
} as const;

/** Sort-key prefixes for the Queries that list a brand's items of one kind. */
export const prefixes = {
  product: 'PRODUCT#',
  relationship: 'REL#',
  day: 'DAY#',
} as const;
