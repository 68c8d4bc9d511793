import { getConnectedBrandOrThrow } from '../catalogue';
import { listOpenUgcRequestsOfBrand } from './entities/ugc-request';

/**
 * A brand profile's Content Opportunities (spec 2.5): the brand's open requests. Only for a brand with
 * a connected store (creators see no other), like the profile itself: a GetItem and a Query, together.
 */
export const listBrandOpenRequests = async (brandId: string) => {
  const [, requests] = await Promise.all([
    getConnectedBrandOrThrow(brandId),
    listOpenUgcRequestsOfBrand(brandId),
  ]);
  return requests;
};
