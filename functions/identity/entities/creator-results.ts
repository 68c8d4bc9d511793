import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';

/** A creator's results on the marketplace over the last 90 days (issue 34), as the directory shows them. */
export interface DirectoryResults {
  sales_cents: number;
  clicks: number;
  conversions: number;
}

export const NO_RESULTS: DirectoryResults = { sales_cents: 0, clicks: 0, conversions: 0 };

/**
 * CREATOR#{id} / DIRECTORY_RESULTS: the 90-day sums of the ledger's daily counters (DAY# items, clicks
 * and attributed sales) as of `as_of` (a day), written by the daily ranking (rank-creator-directory.ts)
 * in the transaction that re-ranks the creator's facet items; read by a profile save to rank them.
 */
export const creatorResultsEntity = defineEntity({
  model: { entity: 'creator-results', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    sales_cents: { type: 'number' },
    clicks: { type: 'number' },
    conversions: { type: 'number' },
    as_of: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'DIRECTORY_RESULTS') },
  },
});

export const getDirectoryResults = async (
  creatorId: string,
  { consistent = false } = {},
): Promise<DirectoryResults & { as_of: string | null }> => {
  const { data } = await creatorResultsEntity.get({ creator_id: creatorId }).go({ consistent });
  return {
    sales_cents: data?.sales_cents ?? 0,
    clicks: data?.clicks ?? 0,
    conversions: data?.conversions ?? 0,
    as_of: data?.as_of ?? null,
  };
};
