import { defineEntity, SERVICE, tableKey } from '../../data/entity';

/**
 * Issue 35: BRAND#{brand_id} / TEAM, the team's counts and settings; the counts are kept in the same transaction as every membership
 * change. `owners` guards the rule that a brand always keeps an owner: demoting, removing or letting an
 * owner leave is conditional on `owners > 1`, so two owners removing each other at once cannot both succeed.
 */
export const teamCounts = defineEntity({
  model: { entity: 'team-counts', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    owners: { type: 'number', required: true },
    members: { type: 'number', required: true },
    /**
     * The brand requires two-factor sign-in of every member (Account → Team): a member without it is
     * refused every brand route (data/brand-request.ts reads this item with the membership).
     */
    require_two_factor: { type: 'boolean' },
  },
  indexes: { primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'TEAM') } },
});
