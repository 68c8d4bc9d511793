import { type CreatorChecklistStep, creatorChecklistSteps } from '../../contracts/getting-started';
import type { Creator } from '../identity';
import { isChecklistDismissed } from './entities/checklist-dismissal';

/** What the creator dashboard has already read that the list is ticked from (no read of its own). */
export interface CreatorChecklistInput {
  userId: string;
  creator: Creator | undefined;
  storefront: { exists: boolean; is_active: boolean; product_count: number };
  applications: number;
  links: number;
  /** People's clicks on all the creator's links, and their attributed sales (the creator's counters). */
  clicks: number;
  conversions: number;
}

/**
 * The creator's getting-started list (issue 34), each step from what the table records about them:
 * - complete the profile: onboarded with a bio, an avatar, a niche, a platform handle and an audience band
 *   (what the brands' directory shows and filters on);
 * - the storefront: switched on and showing at least one product;
 * - first application: an application (an accepted invitation makes one), or a link (an open program's
 *   products need none);
 * - first link shared: a person's click on one of their links;
 * - first sale: an attributed order.
 * Shown until the first sale, unless dismissed; the dismissal is read only while it may show.
 */
export const readCreatorChecklist = async (input: CreatorChecklistInput) => {
  if (input.conversions > 0) return null;
  if (await isChecklistDismissed(input.userId)) return null;
  const { creator, storefront } = input;
  const done: Record<CreatorChecklistStep, boolean> = {
    profile_complete: creator ? isProfileComplete(creator) : false,
    storefront_ready: storefront.exists && storefront.is_active && storefront.product_count > 0,
    first_application: input.applications > 0 || input.links > 0,
    first_link_shared: input.clicks > 0,
    first_sale: false,
  };
  return { steps: creatorChecklistSteps.map((step) => ({ step, done: done[step] })) };
};

const isProfileComplete = (creator: Creator) =>
  creator.onboarding_completed &&
  creator.bio.trim() !== '' &&
  Boolean(creator.avatar_url) &&
  creator.niches.length > 0 &&
  creator.audience_band !== null &&
  [creator.instagram_handle, creator.tiktok_handle, creator.youtube_handle, creator.twitter_handle].some(
    Boolean,
  );
