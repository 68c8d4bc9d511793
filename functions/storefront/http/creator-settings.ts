import * as contracts from '../../../contracts/creator-workspace';
import { getCreator, getProfile } from '../../identity';
import { imageUrlToSave } from '../../media';
import { defineRoute } from '../../shared/http/api-handler';
import { createCreatorFeatureHandler } from '../../shared/http/creator-feature-handler';
import { readStorefrontStatus } from '../entities/storefront';
import { saveCreatorProfile } from '../save-creator-profile';

/**
 * Profile Settings (spec 2.5, 5). The record is the caller's own (the creator id is the user id from
 * the token); renaming claims the new username and releases the old one in one transaction, which also
 * moves the creator's storefront (so the handler lives with the storefront, above identity).
 */
export const handler = createCreatorFeatureHandler({
  'GET /api/creator/profile': defineRoute(contracts.getCreatorProfile, async ({ caller }) => {
    const [creator, profile, storefront] = await Promise.all([
      getCreator(caller.userId),
      getProfile(caller.userId),
      readStorefrontStatus(caller.userId),
    ]);
    return { body: { creator: creator ?? null, email: profile?.email ?? null, storefront } };
  }),
  'PUT /api/creator/profile': defineRoute(contracts.saveCreatorProfile, async ({ caller, body }) => {
    const { email: _readOnly, avatar_upload_id, ...profile } = body;
    // Issue 34: an uploaded avatar is attached by its id, resolved to its media URL here.
    const avatar_url = await imageUrlToSave(
      caller.userId,
      { url: profile.avatar_url, uploadId: avatar_upload_id },
      'avatar',
      { url: 'avatar_url', uploadId: 'avatar_upload_id' },
    );
    const saved = await saveCreatorProfile(
      caller.userId,
      { ...profile, avatar_url },
      { completeOnboarding: false },
    );
    return { body: { creator: saved } };
  }),
});
