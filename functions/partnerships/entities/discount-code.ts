import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { discountCode } from '../../../contracts/shapes';
import { batchGetEntities } from '../../shared/data/batch-get';
import { defineEntity, defineService, SERVICE, tableKey, transactional } from '../../shared/data/entity';
import { indexKeys } from '../../shared/data/keys';
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
    /**
     * Issue 36, leaked codes. A rotation replaces `code` and keeps the old text here until the store has
     * deactivated it at `previous_code_ends_at` (the retirement index below lists it until then).
     * `former_codes`: every text the code had, so an order placed with one while it worked still
     * attributes to the creator even when its webhook comes late.
     */
    previous_code: { type: 'string' },
    previous_code_ends_at: { type: 'string' },
    former_codes: { type: 'set', items: 'string' },
    rotated_at: { type: 'string' },
    applies_once_per_customer: { type: 'boolean' },
    /**
     * A change the brand asked for (DiscountCodeChangeRequested), until ChangeStoreDiscountCode has made
     * it in the store: with a rotation's grace period and, once drawn, its new text (kept so a retried
     * event creates that one again, never a second). `change_error`: the store's refusal of the last one.
     */
    pending_change: { type: ['rotate', 'once_per_customer'] as const },
    pending_grace_hours: { type: 'number' },
    pending_code: { type: 'string' },
    change_error: { type: 'string' },
    gsi2pk: { type: 'string', hidden: true },
    gsi2sk: { type: 'string', hidden: true },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'CODE#${brand_id}') },
    ofBrand: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'BRAND#${brand_id}#CODES'),
      sk: tableKey('gsi1sk', '${status}#${status_at}'),
    },
    retirements: { index: 'directory', pk: tableKey('gsi2pk'), sk: tableKey('gsi2sk') },
  },
});

export const CODE_RETIREMENT_INDEX = indexKeys.codeRetirements;

/** A page of the codes whose rotation's grace period ended before `now` (ISO), oldest first. */
export const listDueRetirements = async (now: string, cursor: string | null) => {
  const page = await discountCodeEntity.query
    .retirements({ gsi2pk: CODE_RETIREMENT_INDEX })
    .lt({ gsi2sk: `${now}#~` })
    .go({ cursor, pages: 1, attributes: ['creator_id', 'brand_id'] });
  return {
    codes: page.data.map(({ creator_id, brand_id }) => ({ creator_id, brand_id })),
    next: page.cursor,
  };
};

/** The retirement index entry of a code whose previous text is deactivated at `endsAt` (ISO). */
export const retirementIndexOf = (key: { creator_id: string; brand_id: string }, endsAt: string) => ({
  gsi2pk: CODE_RETIREMENT_INDEX,
  gsi2sk: `${endsAt}#${key.creator_id}#${key.brand_id}`,
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

/**
 * The creator's approved code at the brand answering to `typed` (any case): its current text or one it
 * had before a rotation (issue 36), as the store spells it. A former text attributes for good: the store
 * refuses it once deactivated, so an order bearing it was placed while it worked.
 */
export const approvedCodeText = async (
  creatorId: string,
  brandId: string,
  typed: string,
): Promise<string | undefined> => {
  const { data } = await discountCodeEntity
    .get({ creator_id: creatorId, brand_id: brandId })
    .go({ consistent: true, attributes: ['status', 'code', 'former_codes'] });
  if (data?.status !== 'approved' || !data.code) return undefined;
  const wanted = typed.toLowerCase();
  return [data.code, ...(data.former_codes ?? [])].find((text) => text.toLowerCase() === wanted);
};

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
  'previous_code',
  'previous_code_ends_at',
  'pending_change',
  'change_error',
] as const;

/** An item as read (an update's answer is typed partial, yet it is the whole item). */
type DiscountCodeItem = Partial<EntityItem<typeof discountCodeEntity>>;

export const toCode = ({
  status_at,
  store_attempts,
  conversions,
  total_sales_cents,
  commission_cents,
  former_codes,
  rotated_at,
  applies_once_per_customer,
  pending_grace_hours,
  pending_code,
  ...item
}: DiscountCodeItem) =>
  withNulls<DiscountCode>(
    // Codes from before issue 36 carry no flag: Shopify's default, any number of uses per customer.
    { ...item, applies_once_per_customer: applies_once_per_customer === true },
    NULLABLE,
  );

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
