import { type Creator, saveCreatorProfileWith } from '../identity';
import type { TransactItem } from '../shared/outbox/outbox-event';
import { readStorefrontOfCreator, storefrontProfileUpdates } from './entities/storefront';

/**
 * The storefront shows the profile and is keyed by the username: it follows a save that changes what it
 * shows (the name, the avatar, the bio). Read only then.
 */
const storefrontFollows = async (before: Creator, after: Creator): Promise<TransactItem[]> =>
  before.username !== after.username || before.avatar_url !== after.avatar_url || before.bio !== after.bio
    ? storefrontProfileUpdates(after, (await readStorefrontOfCreator(after.id)).items)
    : [];

/**
 * A creator's profile saved and its username claimed (identity's saveCreatorProfileWith), with the
 * storefront moved along in the same transaction. The one way to save a creator's profile.
 */
export const saveCreatorProfile = (
  userId: string,
  input: Parameters<typeof saveCreatorProfileWith>[2],
  options: Parameters<typeof saveCreatorProfileWith>[3],
) => saveCreatorProfileWith(storefrontFollows, userId, input, options);
