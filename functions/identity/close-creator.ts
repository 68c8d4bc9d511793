/**
 * Issue 35: what closing a creator's account changes in identity, as operations of the closing's one
 * transaction. The creator leaves the directory and the storefront (onboarding_completed false drops
 * the directory index keys, which the public storefront reads), their public profile loses what they
 * wrote about themselves, and the username is released: its claim is deleted, so another creator may
 * take the name. The creator item itself stays (id and username): the ledger's entries and the brands'
 * records name the creator by id, and the old referral links (their own REFLINK items, not the name)
 * still send shoppers to the store.
 */
import { transactional } from '../shared/data/entity';
import { creatorEntity } from './entities/creator';
import { usernameEntity } from './entities/username';

export const closedCreatorOperations = (creatorId: string, username: string, at: string) => ({
  creator: transactional(creatorEntity)
    .patch({ id: creatorId })
    .set({ onboarding_completed: false, updated_at: at })
    .remove([
      'bio',
      'avatar_url',
      'instagram_handle',
      'tiktok_handle',
      'youtube_handle',
      'twitter_handle',
      'user_id',
    ])
    .commit(),
  username: transactional(usernameEntity)
    .delete({ username })
    .where((attr, op) => op.eq(attr.creator_id, creatorId))
    .commit(),
});
