import { writeTransaction } from '../shared/data/entity';
import { createId } from '../shared/data/ids';
import { firstTeamCounts, membershipWrites } from '../shared/tenancy/brand-access';
import { catalogueService } from './entities/catalogue-service';

/**
 * Creates the user's brand unless the user already has one. The owner guard and the brand are written
 * in one transaction, so a repeated event (EventBridge delivers at least once) cannot create a second
 * brand even when two deliveries race.
 */
export const createBrandOnce = async (input: {
  userId: string;
  brandName: string;
  now?: Date;
}): Promise<{ created: boolean; brandId?: string }> => {
  const now = (input.now ?? new Date()).toISOString();
  const brandId = createId('br_');
  const outcome = await writeTransaction(catalogueService(), (entities) => ({
    owner: entities.brandOwner.create({ userId: input.userId, brand_id: brandId, created_at: now }).commit(),
    // Issue 35: its creator is the brand's first member, its owner.
    ...membershipWrites({ brandId, userId: input.userId, role: 'owner', addedAt: now }),
    team: firstTeamCounts(brandId),
    brand: entities.brand
      .create({
        id: brandId,
        user_id: input.userId,
        brand_name: input.brandName,
        social_media_links: {},
        onboarding_completed: false,
        store_connected: false,
        created_at: now,
        updated_at: now,
      })
      .commit(),
  }));
  if (outcome.ok) return { created: true, brandId };
  if (outcome.refused.length > 0) return { created: false };
  throw new Error(`brand of ${input.userId}: transaction kept conflicting`);
};
