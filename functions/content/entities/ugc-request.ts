import type { EntityItem } from 'electrodb';
import { isConditionFailure } from '../../shared/data/client';
import { defineEntity, SERVICE } from '../../shared/data/entity';
import { type WithNulls, withNulls, withoutNulls } from '../../shared/data/nulls';
import { DomainError } from '../../shared/errors';

export type UgcRequestStatus = 'open' | 'closed';

/**
 * ugc_requests (spec 3): under the brand (BRAND#{id} / UGCREQ#{requestId}, the id time-sortable, so the
 * brand's list is one Query, newest first). While open it also sits in two sparse index partitions:
 * every brand's open requests (directory UGC#OPEN, Explore's Content tab) and this brand's
 * (byOwner, its profile's Content Opportunities); closing removes both, so creators never list a closed one.
 * The brand's name and logo are copied in so a creator's list is one Query.
 */
/** The open listings' sort key, `{created_at}#{id}`; present while the request is open (index condition). */
const openSk = {
  composite: ['created_at', 'id'],
  template: '${created_at}#${id}',
  casing: 'none',
} as const;
const isOpen = (attr: { status?: string }) => attr.status === 'open';

export const ugcRequestEntity = defineEntity({
  model: { entity: 'ugc-request', version: '1', service: SERVICE },
  attributes: {
    brand_id: { type: 'string', required: true },
    id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    brand_logo_url: { type: 'string' },
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    /** Photos are only ever unrequested content. */
    content_type: { type: ['reel', 'post', 'story', 'video', 'tiktok'] as const, required: true },
    budget_cents: { type: 'number', required: true },
    licensing_terms: { type: 'string' },
    licensing_duration_months: { type: 'number', required: true },
    duration_seconds: { type: 'number' },
    /** YYYY-MM-DD. */
    deadline: { type: 'string' },
    status: { type: ['open', 'closed'] as const, required: true },
    created_at: { type: 'string', required: true },
    closed_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['brand_id'], template: 'BRAND#${brand_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['id'], template: 'UGCREQ#${id}', casing: 'none' },
    },
    /** byOwner BRAND#{id}#UGC#OPEN: one brand's open requests (sparse). */
    brandOpen: {
      index: 'byOwner',
      condition: isOpen,
      pk: {
        field: 'gsi1pk',
        composite: ['brand_id'],
        template: 'BRAND#${brand_id}#UGC#OPEN',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', ...openSk },
    },
    /** directory UGC#OPEN: every brand's open requests (sparse). */
    allOpen: {
      index: 'directory',
      condition: isOpen,
      pk: { field: 'gsi2pk', composite: [], template: 'UGC#OPEN', casing: 'none' },
      sk: { field: 'gsi2sk', ...openSk },
    },
  },
});

const NULLABLE = ['brand_logo_url', 'licensing_terms', 'duration_seconds', 'deadline', 'closed_at'] as const;

export type UgcRequest = WithNulls<EntityItem<typeof ugcRequestEntity>, (typeof NULLABLE)[number]>;

/** Nulls are not stored: absent attributes read back as null. */
const toRequest = (item: object) => withNulls<UgcRequest>(item, NULLABLE);

/** Puts a new open request, listed to creators at once (its index entries are on the item). */
export const putUgcRequest = async (request: UgcRequest): Promise<UgcRequest> => {
  await ugcRequestEntity.create(withoutNulls(request)).go();
  return request;
};

export const getUgcRequest = async (brandId: string, requestId: string): Promise<UgcRequest | undefined> => {
  const { data } = await ugcRequestEntity.get({ brand_id: brandId, id: requestId }).go();
  return data ? toRequest(data) : undefined;
};

/**
 * open → closed, once (a second close is 409; another brand's request is not found by key). The index
 * condition takes it out of both creator listings in the same write; it is evaluated on the item's
 * state after the write, so the write restates the listings' sort-key parts it read (unchanged).
 */
export const closeUgcRequest = async (brandId: string, requestId: string): Promise<UgcRequest> => {
  const current = await getUgcRequest(brandId, requestId);
  if (!current) throw new DomainError('not_found', 'UGC request not found');
  try {
    const { data } = await ugcRequestEntity
      .patch({ brand_id: brandId, id: requestId })
      .set({ status: 'closed', closed_at: new Date().toISOString(), created_at: current.created_at })
      .where((attr, op) => `${op.eq(attr.status, 'open')} AND ${op.eq(attr.created_at, current.created_at)}`)
      .go({ response: 'all_new' });
    return toRequest(data);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new DomainError('conflict', 'This request is already closed.');
  }
};

/** The brand's requests, newest first (one Query, all pages: the brand's own items only). */
export const listUgcRequestsOfBrand = async (brandId: string): Promise<UgcRequest[]> =>
  (await ugcRequestEntity.query.primary({ brand_id: brandId }).go({ pages: 'all', order: 'desc' })).data.map(
    toRequest,
  );

/** How many open requests a creator's list shows at most (newest first). */
export const OPEN_REQUESTS_LIMIT = 60;

/** Every brand's open requests, newest first (one Query on the sparse directory partition). */
export const listOpenUgcRequests = async (): Promise<UgcRequest[]> =>
  (await ugcRequestEntity.query.allOpen({}).go({ limit: OPEN_REQUESTS_LIMIT, order: 'desc' })).data.map(
    toRequest,
  );

/** One brand's open requests, newest first (one Query on its sparse byOwner partition). */
export const listOpenUgcRequestsOfBrand = async (brandId: string): Promise<UgcRequest[]> =>
  (
    await ugcRequestEntity.query
      .brandOpen({ brand_id: brandId })
      .go({ limit: OPEN_REQUESTS_LIMIT, order: 'desc' })
  ).data.map(toRequest);
