/**
 * Every query of the creator workspace has a key under this root (as the brand's do under
 * brand-query.ts), so features can refresh each other's data without importing each other.
 */
export const creatorQueryRoot = ['creator'] as const;

/**
 * What partnership actions change: My Campaigns (links, applications, codes) and the dashboard's
 * totals. Applying, getting a link or requesting a code invalidates this key.
 */
export const creatorPartnershipsKey = [...creatorQueryRoot, 'partnerships'] as const;
