import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import type { BillingCounter } from '../billing/invoice-lines';

/**
 * What a brand's invoice for a period bills for one creator (BRAND#{brandId} / BILLBY#{period}#{creatorId}):
 * the same counters as the brand's period (billing-period.ts), ADDed in the same transactions by the same
 * writers (ledger-counters.ts, other-earnings.ts), so the creators' counters of a period add up to the
 * brand's — exactly, whatever the order of deliveries. The invoice's rows by creator are read from them
 * when it is issued (billing/invoice-creators.ts).
 */
const counter = { type: 'number' } as const;

export const billingCreatorPeriodEntity = defineEntity({
  model: { entity: 'billing-creator-period', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    period: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    sales_cents: counter,
    commission_cents: counter,
    credited_sales_cents: counter,
    credited_commission_cents: counter,
    ugc_cents: counter,
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'BILLBY#${period}#${creator_id}'),
    },
  },
});

export interface CreatorBillingCounter extends Required<BillingCounter> {
  creator_id: string;
}

/** Every creator's counter of a brand's period (one Query, paged: a few hundred bytes per creator). */
export const listCreatorBillingCounters = async (
  brandId: string,
  period: string,
): Promise<CreatorBillingCounter[]> => {
  const { data } = await billingCreatorPeriodEntity.query
    .primary({ brand_id: brandId, period })
    .go({ pages: 'all', consistent: true });
  return data.map((item) => ({
    creator_id: item.creator_id,
    sales_cents: item.sales_cents ?? 0,
    commission_cents: item.commission_cents ?? 0,
    credited_sales_cents: item.credited_sales_cents ?? 0,
    credited_commission_cents: item.credited_commission_cents ?? 0,
    ugc_cents: item.ugc_cents ?? 0,
  }));
};
