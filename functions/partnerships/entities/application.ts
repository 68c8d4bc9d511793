import { defineEntity, SERVICE } from '../../shared/data/entity';

export type ApplicationStatus = 'pending' | 'approved' | 'denied';

/**
 * applications (spec 3): one per creator and product, stored under the creator (the key makes it
 * unique); the brand finds its applications through byOwner (BRAND#{id}#APPS, `{status}#{applied_at}`).
 * Creator and product names are copied in at creation so a list is one Query.
 */
export interface Application {
  id: string;
  creator_id: string;
  creator_username: string;
  product_id: string;
  product_name: string;
  brand_id: string;
  brand_name: string;
  status: ApplicationStatus;
  message: string | null;
  applied_at: string;
  reviewed_at: string | null;
}

/**
 * CREATOR#{creator_id} / APP#{product_id}; byOwner BRAND#{brand_id}#APPS / {status}#{status_at}, where
 * status_at is when the status was set (applied_at while pending, reviewed_at once decided): the brand's
 * lists are by status, newest first. Old items carry no status_at; only writes need it.
 */
export const applicationEntity = defineEntity({
  model: { entity: 'application', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true },
    creator_id: { type: 'string', required: true },
    creator_username: { type: 'string' },
    product_id: { type: 'string', required: true },
    product_name: { type: 'string' },
    brand_id: { type: 'string', required: true },
    brand_name: { type: 'string' },
    status: { type: ['pending', 'approved', 'denied'] as const, required: true },
    message: { type: 'string' },
    applied_at: { type: 'string' },
    reviewed_at: { type: 'string' },
    status_at: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['creator_id'], template: 'CREATOR#${creator_id}', casing: 'none' },
      sk: { field: 'sk', composite: ['product_id'], template: 'APP#${product_id}', casing: 'none' },
    },
    ofBrand: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['brand_id'], template: 'BRAND#${brand_id}#APPS', casing: 'none' },
      sk: {
        field: 'gsi1sk',
        composite: ['status', 'status_at'],
        template: '${status}#${status_at}',
        casing: 'none',
      },
    },
  },
});

type ApplicationRecord = NonNullable<
  Awaited<ReturnType<ReturnType<typeof applicationEntity.get>['go']>>['data']
>;

/** ElectroDB stores no null: an absent attribute reads back as null. */
export const toApplication = (item: ApplicationRecord): Application => ({
  id: item.id,
  creator_id: item.creator_id,
  creator_username: item.creator_username ?? '',
  product_id: item.product_id,
  product_name: item.product_name ?? '',
  brand_id: item.brand_id,
  brand_name: item.brand_name ?? '',
  status: item.status,
  message: item.message ?? null,
  applied_at: item.applied_at ?? '',
  reviewed_at: item.reviewed_at ?? null,
});

/** The id names its key: creator and product. Brand routes address applications by it. */
export const applicationId = (creatorId: string, productId: string) => `${creatorId}.${productId}`;

export const parseApplicationId = (id: string): { creatorId: string; productId: string } | undefined => {
  const [creatorId, productId, ...rest] = id.split('.');
  return creatorId && productId && rest.length === 0 ? { creatorId, productId } : undefined;
};

export const getApplication = async (creatorId: string, productId: string) => {
  const { data } = await applicationEntity
    .get({ creator_id: creatorId, product_id: productId })
    .go({ consistent: true });
  return data ? toApplication(data) : undefined;
};

/** A brand's applications with one status, newest first (byOwner index). */
export const listApplicationsOfBrand = async (
  brandId: string,
  status: ApplicationStatus,
): Promise<Application[]> => {
  const { data } = await applicationEntity.query
    .ofBrand({ brand_id: brandId, status })
    .go({ order: 'desc', pages: 'all' });
  return data.map(toApplication);
};

/** A creator's own applications (any status), one Query under the creator. */
export const listApplicationsOfCreator = async (creatorId: string): Promise<Application[]> => {
  const { data } = await applicationEntity.query.primary({ creator_id: creatorId }).go({ pages: 'all' });
  return data.map(toApplication).sort((a, b) => b.applied_at.localeCompare(a.applied_at));
};
