import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { discountCode } from '../../../contracts/shapes';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, defineService, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { withNulls } from '../../shared/data/nulls';
import { outboxEntity } from '../../shared/outbox/outbox-event';
import { applicationEntity } from './application';

export type DiscountCode = z.infer<typeof discountCode>;

/**
 * discount_codes (spec 3): one request per creator and brand (the key makes it unique), stored under the
 * creator; the brand lists its requests through byOwner by status, newest first: status_at is when the
 * status was set (requested_at while pending, reviewed_at once decided). Old items carry no status_at;
 * only writes need it. `store_attempts` counts the store consumer's calls.
 */
export const discountCodeEntity = defineEntity({
  model: { entity: 'discount-code', version: '1', service: SERVICE },
  attributes: {
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    code: { type: 'string', required: true },
    status: { type: ['pending', 'approved', 'denied'] as const, required: true },
    discount_percentage: { type: 'number' },
    current_uses: { type: 'number', required: true },
    max_uses: { type: 'number' },
    valid_until: { type: 'string' },
    /** What happened in the brand's store after approval. */
    store_sync: { type: ['not_applicable', 'pending', 'created', 'failed'] as const, required: true },
    store_error: { type: 'string' },
    /** The creator's pitch (issue 34); absent (null) without one and on older requests. */
    message: { type: 'string' },
    requested_at: { type: 'string', required: true },
    reviewed_at: { type: 'string' },
    status_at: { type: 'string' },
    store_attempts: { type: 'number' },
    /** Sales through the code (the ledger's ADDs, in the sale's transaction). */
    conversions: { type: 'number' },
    total_sales_cents: { type: 'number' },
    commission_cents: { type: 'number' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'CODE#${brand_id}') },
    ofBrand: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'BRAND#${brand_id}#CODES'),
      sk: tableKey('gsi1sk', '${status}#${status_at}'),
    },
  },
});

/**
 * A code text reserved for the creator who first got it, forever: DCODE#{code, lower-cased: stores match
 * codes case-insensitively} / DCODE. `code` keeps the text as given; `code_key` (claimKey) is the key's part.
 */
export const discountCodeClaimEntity = defineEntity({
  model: { entity: 'discount-code-claim', version: '1', service: SERVICE },
  attributes: {
    code_key: { type: 'string', required: true },
    code: { type: 'string' },
    creator_id: { type: 'string' },
    claimed_at: { type: 'string' },
  },
  indexes: { primary: { pk: tableKey('pk', 'DCODE#${code_key}'), sk: tableKey('sk', 'DCODE') } },
});

export const claimKey = (code: string) => code.toLowerCase();

/** The creator holding a code's text, whatever its case (attribution of an order's code). */
export const discountCodeHolder = async (code: string): Promise<string | undefined> =>
  (await discountCodeClaimEntity.get({ code_key: claimKey(code) }).go()).data?.creator_id;

/** ADDs to the code's sales totals: the operation the ledger's sale transaction joins. */
export const addToCodeTotals = (
  creatorId: string,
  brandId: string,
  amounts: Partial<Record<'conversions' | 'total_sales_cents' | 'commission_cents', number>>,
) =>
  transactional(discountCodeEntity)
    .update({ creator_id: creatorId, brand_id: brandId })
    .add(amounts)
    .commit();

/** The partnership items that change together (writeTransaction), with the outbox. */
export const partnershipsService = defineService({
  application: applicationEntity,
  discountCode: discountCodeEntity,
  discountCodeClaim: discountCodeClaimEntity,
  outbox: outboxEntity,
});

/** ElectroDB stores no null: these read back as null when absent. */
const NULLABLE = [
  'discount_percentage',
  'max_uses',
  'valid_until',
  'store_error',
  'message',
  'reviewed_at',
] as const;

/** An item as read (an update's answer is typed partial, yet it is the whole item). */
type DiscountCodeItem = Partial<EntityItem<typeof discountCodeEntity>>;

export const toCode = ({
  status_at,
  store_attempts,
  conversions,
  total_sales_cents,
  commission_cents,
  ...item
}: DiscountCodeItem) => withNulls<DiscountCode>(item, NULLABLE);

/**
 * Issue 22 (GET /api/v1/partners): the discount codes of many creators at one brand, with their sales
 * counters: one BatchGetItem. A creator without a code is absent.
 */
export const getDiscountCodesOfCreators = async (brandId: string, creatorIds: readonly string[]) =>
  creatorIds.length === 0
    ? []
    : batchGetEntities<EntityItem<typeof discountCodeEntity>>(
        discountCodeEntity,
        creatorIds.map((creatorId) => ({ creator_id: creatorId, brand_id: brandId })),
      );

/**
 * Application review (issue 21): the sales counters of many creators' codes at one brand, projected to
 * what the applicants' figures show: one BatchGetItem. A creator without a code is absent.
 */
export const getCodeSalesOfCreators = (brandId: string, creatorIds: readonly string[]) =>
  batchGetEntities<{ creator_id: string; conversions?: number; total_sales_cents?: number }>(
    discountCodeEntity,
    creatorIds.map((creatorId) => ({ creator_id: creatorId, brand_id: brandId })),
    { attributes: ['creator_id', 'conversions', 'total_sales_cents'] },
  );

/** A brand's discount-code requests, newest first (byOwner index); all statuses: the tab groups them. */
export const listDiscountCodesOfBrand = async (brandId: string) => {
  const { data } = await discountCodeEntity.query
    .ofBrand({ brand_id: brandId })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toCode);
};

export const getDiscountCode = async (creatorId: string, brandId: string) => {
  const { data } = await discountCodeEntity
    .get({ creator_id: creatorId, brand_id: brandId })
    .go({ consistent: true });
  return data ? toCode(data) : undefined;
};
