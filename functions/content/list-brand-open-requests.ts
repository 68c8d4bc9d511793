import { getConnectedBrandOrThrow } from '../catalogue';
import { asUgcRequest, ugcRequestEntity } from './entities/ugc-request';

/** How many open requests a creator's list shows at most (newest first). */
export const OPEN_REQUESTS_LIMIT = 60;

/**
 * A brand profile's Content Opportunities (spec 2.5): the brand's open requests, newest first (its
 * sparse byOwner partition). Only for a brand with a connected store (creators see no other), like the
 * profile itself: a GetItem and a Query, together.
 */
export const listBrandOpenRequests = async (brandId: string) => {
  const [, { data }] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    ugcRequestEntity.query.brandOpen({ brand_id: brandId }).go({ limit: OPEN_REQUESTS_LIMIT, order: 'desc' }),
  ]);
  return data.map(asUgcRequest);
};
