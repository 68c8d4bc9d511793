import { SINCE_EVER } from '../../contracts/rate-schedule';
import { DomainError } from '../shared/errors';
import { relationshipEntity } from './entities/relationship';

/** What a blacklisted creator is refused, in the words the creator sees (403 `blocked_by_brand`). */
export const blockedMessages = {
  apply: "This brand isn't accepting partnerships with you, so you can't apply to promote its products.",
  discountCode:
    "This brand isn't accepting partnerships with you, so you can't request a discount code from it.",
  link: "This brand isn't accepting partnerships with you, so you can't create new links for its products.",
  invitation:
    "This brand isn't accepting partnerships with you any more, so this invitation can't be accepted.",
} as const;

/** One GetItem: has this brand blacklisted this creator? */
export const isBlacklisted = async (brandId: string, creatorId: string): Promise<boolean> => {
  const { data } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ attributes: ['relationship_type'] });
  return data?.relationship_type === 'blacklist';
};

/**
 * Since when this brand has blacklisted this creator (ISO instant), or null. The ledger compares it with
 * an order's time: a blacklist applies to orders placed after it, never to earlier ones. A blacklist from
 * before the instant was kept reads as always (what it meant then).
 */
export const blacklistedSince = async (brandId: string, creatorId: string): Promise<string | null> => {
  const { data } = await relationshipEntity
    .get({ brand_id: brandId, creator_id: creatorId })
    .go({ attributes: ['relationship_type', 'blacklisted_at'] });
  if (data?.relationship_type !== 'blacklist') return null;
  return data.blacklisted_at ?? SINCE_EVER;
};

/**
 * Blacklist means something: a creator the brand blacklisted starts nothing new with it (applications,
 * discount codes, links). What already exists keeps working (links redirect, codes stay).
 */
export const requireNotBlacklisted = async (
  brandId: string,
  creatorId: string,
  action: keyof typeof blockedMessages,
): Promise<void> => {
  if (await isBlacklisted(brandId, creatorId))
    throw new DomainError('blocked_by_brand', blockedMessages[action]);
};
