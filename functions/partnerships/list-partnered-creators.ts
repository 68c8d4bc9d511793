import { batchGetEntities } from '../shared/data/batch-get';
import {
  applicationEntity,
  type PartnershipCursor,
  pageApprovedApplicationsOfBrand,
} from './entities/application';
import { relationshipEntity } from './entities/relationship';

/** Approved applications read to find a brand's partners: the newest ones, one bounded Query. */
const APPLICATIONS_READ = 500;

/**
 * The creators who promote a brand's products: those with an approved application (each has a referral
 * link for the product), most recently approved first, at most `max`, without the ones the brand has
 * since blacklisted. One bounded Query on the brand's applications (byOwner, `approved#…`) and one
 * BatchGet of the brand's marks on them; never a Scan. What "a UGC request in their categories" can
 * truthfully mean: creators carry no categories of their own, but what they already promote for this
 * brand is the brand's.
 */
export const listPartneredCreators = async (brandId: string, max = 100): Promise<string[]> => {
  const { data } = await applicationEntity.query
    .ofBrand({ brand_id: brandId, status: 'approved' })
    .go({ order: 'desc', limit: APPLICATIONS_READ, attributes: ['creator_id'] });
  const creatorIds = [...new Set(data.map((application) => application.creator_id))].slice(0, max);
  if (creatorIds.length === 0) return [];
  const marks = await batchGetEntities<{ creator_id: string; relationship_type?: string | null }>(
    relationshipEntity,
    creatorIds.map((creatorId) => ({ brand_id: brandId, creator_id: creatorId })),
    { attributes: ['creator_id', 'relationship_type'] },
  );
  const blocked = new Set(
    marks.filter((mark) => mark.relationship_type === 'blacklist').map((mark) => mark.creator_id),
  );
  return creatorIds.filter((creatorId) => !blocked.has(creatorId));
};

/**
 * One page of the creators with an approved application with the brand (each has a link), for a fan-out
 * to all its partners (a cut of its tiers or bonuses). A creator with several products may appear on
 * more than one page: the notices are idempotent per creator. `after` is the previous page's `next`.
 */
export const pagePartnersOfBrand = async (
  brandId: string,
  after: string | null,
  limit: number,
): Promise<{ creatorIds: string[]; next: string | null }> => {
  const page = await pageApprovedApplicationsOfBrand(
    brandId,
    limit,
    after ? (JSON.parse(after) as PartnershipCursor) : undefined,
  );
  return {
    creatorIds: [...new Set(page.applications.map((application) => application.creator_id))],
    next: page.next ? JSON.stringify(page.next) : null,
  };
};
