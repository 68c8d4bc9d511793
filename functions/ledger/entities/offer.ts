import type { EntityItem } from 'electrodb';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';

const text = { type: 'string', required: true } as const;

/**
 * A brand's time-limited offer (issue 21; docs/architecture.md section 5, "Terms"), BRAND#{brandId} /
 * OFFER#{id}: a rate for one product or (no product) every product of the brand, from `starts_at` until
 * `ends_at` (UTC instants: the first day's start, the day after the last day's start). A sale whose order
 * time falls in it has the offer as a candidate rule. Listed on Explore → Promotions through the sparse
 * `directory` partition PROMOTIONS (gsi2sk `{ends_at}#{brand}#{id}`: a key range gives those not over);
 * gone from the table 60 days after its end (TTL), well after any late webhook of its orders.
 */
export const offerEntity = defineEntity({
  model: { entity: 'offer', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    id: text,
    brand_name: text,
    product_id: { type: 'string' },
    product_name: { type: 'string' },
    rate_percentage: { type: 'number', required: true },
    starts_at: text,
    ends_at: text,
    created_at: text,
    expiresAt: { type: 'number' },
    gsi2pk: text,
    gsi2sk: text,
  },
  indexes: {
    primary: { pk: tableKey('pk', 'BRAND#${brand_id}'), sk: tableKey('sk', 'OFFER#${id}') },
    promotions: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

export type OfferItem = EntityItem<typeof offerEntity>;

/** The brand's offers (ended ones until their TTL): one Query of the brand's partition. */
export const listOffersOfBrand = async (brandId: string, consistent = false): Promise<OfferItem[]> =>
  (await offerEntity.query.primary({ brand_id: brandId }).go({ pages: 'all', consistent })).data;

/** Offers not over at `now`, soonest ending first: one bounded Query of the PROMOTIONS partition. */
export const listPromotions = async (now: string, limit: number): Promise<OfferItem[]> =>
  (await offerEntity.query.promotions({ gsi2pk: indexKeys.promotions }).gt({ gsi2sk: now }).go({ limit }))
    .data;
