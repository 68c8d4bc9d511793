import type { EntityItem } from 'electrodb';
import type * as z from 'zod/mini';
import type { application } from '../../../contracts/shapes';
import { defineEntity, SERVICE, tableKey } from '../../shared/data/entity';
import { withNulls } from '../../shared/data/nulls';

export type Application = z.infer<typeof application>;

/**
 * applications (spec 3): one per creator and product, stored under the creator (the key makes it
 * unique); the brand lists its applications through byOwner by status, newest first: status_at is when
 * the status was set (applied_at while pending, reviewed_at once decided). Old items carry no status_at;
 * only writes need it. Creator and product names are copied in at creation so a list is one Query.
 */
export const applicationEntity = defineEntity({
  model: { entity: 'application', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string', required: true },
    product_id: { type: 'string', required: true },
    product_name: { type: 'string', required: true },
    brand_id: { type: 'string', required: true },
    brand_name: { type: 'string', required: true },
    status: { type: ['pending', 'approved', 'denied'] as const, required: true },
    message: { type: 'string' },
    applied_at: { type: 'string', required: true },
    reviewed_at: { type: 'string' },
    status_at: { type: 'string' },
  },
  indexes: {
    primary: { pk: tableKey('pk', 'CREATOR#${creator_id}'), sk: tableKey('sk', 'APP#${product_id}') },
    ofBrand: {
      index: 'byOwner',
      pk: tableKey('gsi1pk', 'BRAND#${brand_id}#APPS'),
      sk: tableKey('gsi1sk', '${status}#${status_at}'),
    },
  },
});

/** ElectroDB stores no null: an absent message or review time reads back as null. */
export const toApplication = ({ status_at, ...item }: EntityItem<typeof applicationEntity>) =>
  withNulls<Application>(item, ['message', 'reviewed_at']);

/** A creator's application for one product, or undefined (one consistent GetItem). */
export const getApplication = async (
  creatorId: string,
  productId: string,
): Promise<Application | undefined> => {
  const { data } = await applicationEntity
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true });
  return data ? toApplication(data) : undefined;
};

/** A creator's own applications (any status), newest first: one Query under the creator. */
export const listApplicationsOfCreator = async (creatorId: string): Promise<Application[]> => {
  const { data } = await applicationEntity.query.primary({ creator_id: creatorId }).go({ pages: 'all' });
  return data.map(toApplication).sort((a, b) => b.applied_at.localeCompare(a.applied_at));
};

/** A brand's applications with one status, newest first (byOwner index). */
export const listApplicationsOfBrand = async (brandId: string, status: 'pending' | 'approved') => {
  const { data } = await applicationEntity.query
    .ofBrand({ brand_id: brandId, status })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toApplication);
};

/** Where a page of a brand's partnerships resumes: the last application's table key and index sort key. */
export interface PartnershipCursor {
  pk: string;
  sk: string;
  gsi1sk: string;
}

/**
 * Issue 22 (GET /api/v1/partners): one page of a brand's approved applications, most recently approved
 * first: one Query on the brand's `approved#…` range of byOwner, after `after` (the partition is the
 * brand's whatever the cursor says).
 */
export const pageApprovedApplicationsOfBrand = async (
  brandId: string,
  limit: number,
  after?: PartnershipCursor,
): Promise<{ applications: Application[]; next: PartnershipCursor | null }> => {
  const cursor = after
    ? Buffer.from(JSON.stringify({ ...after, gsi1pk: `BRAND#${brandId}#APPS` })).toString('base64url')
    : null;
  const page = await applicationEntity.query
    .ofBrand({ brand_id: brandId, status: 'approved' })
    .go({ order: 'desc', limit, cursor });
  const next = page.cursor
    ? (JSON.parse(Buffer.from(page.cursor, 'base64url').toString()) as PartnershipCursor)
    : null;
  return {
    applications: page.data.map(toApplication),
    next: next ? { pk: next.pk, sk: next.sk, gsi1sk: next.gsi1sk } : null,
  };
};
