import {
  listCreatorsForBrand as listContract,
  setCreatorNotes,
  setCreatorRelationship,
  listSuggestedCreators as suggestedContract,
} from '../../../contracts/brand-creators';
import { getBrandOrThrow } from '../../catalogue';
import { getCreator, requestActor } from '../../identity';
import { defineRoute } from '../../shared/http/api-handler';
import { createBrandFeatureHandler } from '../../shared/http/brand-feature-handler';
import { AppError } from '../../shared/http/errors';
import { listCreatorsForBrand } from '../list-creators-for-brand';
import { listSuggestedCreators } from '../list-suggested-creators';
import { creatorDirectoryServerQuery } from '../schemas';
import { setRelationshipNotes, setRelationshipType } from '../set-relationship';

/** Relationships are only for creators who exist and finished onboarding (those in the directory). */
const requireListedCreator = async (creatorId: string) => {
  const creator = await getCreator(creatorId);
  if (!creator?.onboarding_completed) throw new AppError('not_found', 'Creator not found');
  return creator;
};

export const handler = createBrandFeatureHandler({
  'GET /api/brand/creators': defineRoute(
    listContract,
    async ({ caller, query }) => ({
      body: await listCreatorsForBrand(caller.brandId, query),
    }),
    { query: creatorDirectoryServerQuery },
  ),
  'GET /api/brand/creators/suggested': defineRoute(suggestedContract, async ({ caller }) => ({
    body: await listSuggestedCreators(caller.brandId),
  })),
  /** Favorite and blacklist are exclusive; null clears (pressing the active one again). */
  'PUT /api/brand/creators/{creatorId}/relationship': defineRoute(
    setCreatorRelationship,
    async ({ caller, params, body, event }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      const creator = await requireListedCreator(params.creatorId);
      const actor = await requestActor(caller, event);
      return {
        body: await setRelationshipType(
          brand.id,
          { id: params.creatorId, username: creator.username ?? null },
          body.relationship_type,
          actor,
        ),
      };
    },
  ),
  'PUT /api/brand/creators/{creatorId}/notes': defineRoute(
    setCreatorNotes,
    async ({ caller, params, body }) => {
      const brand = await getBrandOrThrow(caller.brandId);
      await requireListedCreator(params.creatorId);
      await setRelationshipNotes(brand.id, params.creatorId, body.notes);
      return { body: { creator_id: params.creatorId, notes: body.notes } };
    },
  ),
});
