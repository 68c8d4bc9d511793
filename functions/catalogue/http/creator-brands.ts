import * as contracts from '../../../contracts/creator-brands';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { brandDirectoryServerQuery } from '../directory/brand-directory-query';
import { getBrandProfile } from '../directory/get-brand-profile';
import { listBrandDirectory } from '../directory/list-brand-directory';

/** The creator's Brands directory and brand profiles (spec 2.5). */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/brands': defineRoute(
    contracts.listBrandDirectory,
    async ({ query }) => ({ body: await listBrandDirectory(query) }),
    { query: brandDirectoryServerQuery },
  ),
  'GET /api/creator/brands/{brandId}': defineRoute(contracts.getBrandProfile, async ({ params }) => ({
    body: await getBrandProfile(params.brandId),
  })),
});
