import type { EntityItem } from 'electrodb';
import { defineEntity, defineService, SERVICE, tableKey } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
import { outboxEntity } from '../../shared/outbox/outbox-event';

const text = { type: 'string', required: true } as const;

/** The scope of a creator's terms that covers every product of the brand. */
export const BRAND_SCOPE = 'BRAND';

/**
 * A brand's rate for one creator (docs/architecture.md section 5, "Terms"), BRAND#{brandId} /
 * TERM#{creatorId}#{productId | BRAND}: for one product, or for every product of the brand (BRAND) unless
 * a product's own terms exist. Its rate has notice like a product's (contracts/rate-schedule.ts): a cut is
 * kept in `rate_changes` with its date. The creator lists their terms through byOwner
 * (gsi1pk TERMS#{creatorId}, gsi1sk {brandId}#{scope}); a sale reads the creator's terms with its brand in
 * one Query of the brand's partition.
 */
export const creatorTermEntity = defineEntity({
  model: { entity: 'creator-term', version: '1', service: SERVICE },
  attributes: {
    brand_id: text,
    creator_id: text,
    /** A product id, or BRAND_SCOPE. */
    scope: text,
    brand_name: text,
    creator_username: text,
    product_name: { type: 'string' },
    /** The rate in force when last written; the schedule is in rate_changes. */
    commission_percentage: { type: 'number', required: true },
    rate_changes: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          percentage: { type: 'number', required: true },
          from: { type: 'string', required: true },
        },
      },
    },
    rate_version: { type: 'number', required: true },
    created_at: text,
    updated_at: text,
    gsi1pk: text,
    gsi1sk: text,
  },
  indexes: {
    primary: {
      pk: tableKey('pk', 'BRAND#${brand_id}'),
      sk: tableKey('sk', 'TERM#${creator_id}#${scope}'),
    },
    ofCreator: { index: 'byOwner', pk: tableKey('gsi1pk'), sk: tableKey('gsi1sk') },
  },
});

export type CreatorTermItem = EntityItem<typeof creatorTermEntity>;

/** A term's change and the cut it announces or withdraws (its outbox event) commit together. */
export const termsService = defineService({ term: creatorTermEntity, outbox: outboxEntity });

/** The creator's terms with one brand, every scope: one Query of the brand's partition. */
export const listTermsOfCreatorWithBrand = async (
  brandId: string,
  creatorId: string,
): Promise<CreatorTermItem[]> =>
  (
    await creatorTermEntity.query // sk begins with TERM#{creatorId}# (ElectroDB stops the template after the last composite given).
      .primary({ brand_id: brandId, creator_id: creatorId })
      .go({ pages: 'all', consistent: true })
  ).data;

/** Every creator's terms of a brand: one Query (the brand's Terms screen). */
export const listTermsOfBrand = async (brandId: string): Promise<CreatorTermItem[]> =>
  (await creatorTermEntity.query.primary({ brand_id: brandId }).go({ pages: 'all' })).data;

/** A creator's terms with every brand: one Query of byOwner. */
export const listTermsOfCreator = async (creatorId: string): Promise<CreatorTermItem[]> =>
  (
    await creatorTermEntity.query
      .ofCreator({ gsi1pk: indexKeys.creatorTerms(creatorId) })
      .go({ pages: 'all' })
  ).data;
