import { defineEntity, SERVICE } from '../../shared/data/entity';
import { withoutNulls } from './records';

export type DiscountCodeStatus = 'pending' | 'approved' | 'denied';
/** What happened in the brand's store after approval. */
export type StoreSyncStatus = 'not_applicable' | 'pending' | 'created' | 'failed';

/**
 * discount_codes (spec 3): one request per creator and brand (the key makes it unique), stored under the
 * creator; the brand lists its requests through byOwner (BRAND#{id}#CODES, `{status}#{requested_at}`).
 */
export interface DiscountCode {
  creator_id: string;
  creator_username: string;
  brand_id: string;
  brand_name: string;
  code: string;
  status: DiscountCodeStatus;
  discount_percentage: number | null;
  current_uses: number;
  max_uses: number | null;
  valid_until: string | null;
  store_sync: StoreSyncStatus;
  store_error: string | null;
  requested_at: string;
  reviewed_at: string | null;
}

/**
 * CREATOR#{creator_id} / CODE#{brand_id}; byOwner BRAND#{brand_id}#CODES / {status}#{status_at}, where
 * status_at is when the status was set (requested_at while pending, reviewed_at once decided). Old
 * items carry no status_at; only writes need it. `store_attempts` counts the store consumer's calls.
 */
export const discountCodeEntity = defineEntity({
  model: { entity: 'discount-code', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string' },
    brand_id: { type: 'string', required: true },
    brand_name: { type: 'string' },
    code: { type: 'string' },
    status: { type: ['pending', 'approved', 'denied'] as const, required: true },
    discount_percentage: { type: 'number' },
    current_uses: { type: 'number' },
    max_uses: { type: 'number' },
    valid_until: { type: 'string' },
    store_sync: { type: ['not_applicable', 'pending', 'created', 'failed'] as const },
    store_error: { type: 'string' },
    requested_at: { type: 'string' },
    reviewed_at: { type: 'string' },
    status_at: { type: 'string' },
    store_attempts: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['brand_id'], template: 'CODE#${brand_id}', casing: 'none' },
    },
    ofBrand: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['brand_id'], template: 'BRAND#${brand_id}#CODES', casing: 'none' },
      sk: {
        field: 'gsi1sk',
        composite: ['status', 'status_at'],
        template: '${status}#${status_at}',
        casing: 'none',
      },
    },
  },
});

/**
 * A code text reserved for the creator who first got it, forever: DCODE#{code, lower-cased: stores match
 * codes case-insensitively} / DCODE. `code` keeps the text as given; `code_key` (lower-cased by the
 * caller: claimKey) is the key's part.
 */
export const discountCodeClaimEntity = defineEntity({
  model: { entity: 'discount-code-claim', version: '1', service: SERVICE },
  attributes: {
    code_key: { type: 'string', required: true },
    code: { type: 'string' },
    creator_id: { type: 'string' },
    claimed_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['code_key'], template: 'DCODE#${code_key}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'DCODE', casing: 'none' },
    },
  },
});

/** The claim's key part of a code text. */
export const claimKey = (code: string) => code.toLowerCase();

type DiscountCodeRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof discountCodeEntity.get>['go']>>['data']
>;

export const toCode = (record: DiscountCodeRecord | object): DiscountCode => {
  const item = record as DiscountCodeRecord;
  return {
    creator_id: item.creator_id,
    creator_username: item.creator_username ?? '',
    brand_id: item.brand_id,
    brand_name: item.brand_name ?? '',
    code: item.code ?? '',
    status: item.status,
    discount_percentage: item.discount_percentage ?? null,
    current_uses: item.current_uses ?? 0,
    max_uses: item.max_uses ?? null,
    valid_until: item.valid_until ?? null,
    store_sync: item.store_sync ?? 'not_applicable',
    store_error: item.store_error ?? null,
    requested_at: item.requested_at ?? '',
    reviewed_at: item.reviewed_at ?? null,
  };
};

/** A decision (status, when, and for an approval its percentage and store sync) as the entity's update. */
export type DiscountCodeDecision =
  | { status: 'approved'; discount_percentage: number; store_sync: StoreSyncStatus }
  | { status: 'denied' };

/**
 * Counts a call to the store about to be made and returns how many were made before. A store's "code
 * taken" answer means "created" only when an earlier attempt of ours may have created it (a retry
 * after a crash); on the first attempt it means the store already had that code: a failure.
 */
export const recordStoreAttempt = async (creatorId: string, brandId: string): Promise<number> => {
  const { data } = await discountCodeEntity
    .patch({ creator_id: creatorId, brand_id: brandId })
    .add({ store_attempts: 1 })
    .go({ response: 'updated_old' });
  return Number(data?.store_attempts ?? 0);
};

export const recordStoreSync = async (
  creatorId: string,
  brandId: string,
  sync: StoreSyncStatus,
  error: string | null,
) => {
  const update = discountCodeEntity
    .patch({ creator_id: creatorId, brand_id: brandId })
    .set(withoutNulls({ store_sync: sync, store_error: error }));
  await (error === null ? update.remove(['store_error']) : update).go();
};

export const getDiscountCode = async (
  creatorId: string,
  brandId: string,
): Promise<DiscountCode | undefined> => {
  const { data } = await discountCodeEntity
    .get({ creator_id: creatorId, brand_id: brandId })
    .go({ consistent: true });
  return data ? toCode(data) : undefined;
};

export const listDiscountCodesOfCreator = async (creatorId: string): Promise<DiscountCode[]> => {
  const { data } = await discountCodeEntity.query.primary({ creator_id: creatorId }).go({ pages: 'all' });
  return data.map(toCode);
};

/** A brand's requests, newest first (byOwner index); all statuses — the campaigns tab groups them. */
export const listDiscountCodesOfBrand = async (brandId: string): Promise<DiscountCode[]> => {
  const { data } = await discountCodeEntity.query
    .ofBrand({ brand_id: brandId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toCode);
};
