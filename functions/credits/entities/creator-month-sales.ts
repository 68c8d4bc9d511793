import { defineEntity, SERVICE } from '../../shared/data/entity';

/**
 * A creator's attributed sales in a month (SALESMONTH#{yyyy-mm} / CREATOR#{id}), as Top Performer reads
 * them: the ledger ADDs each sale's figures in the sale's transaction (it owns these items; never
 * written here).
 */
export const creatorMonthSalesEntity = defineEntity({
  model: { entity: 'creator-month-sales', version: '1', service: SERVICE },
  attributes: {
    month: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    sales_cents: { type: 'number' },
    conversions: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['month'], template: 'SALESMONTH#${month}', casing: 'none' },
      sk: { field: 'sk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
    },
  },
});
