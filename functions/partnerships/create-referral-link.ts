import { getBrand, getProductOrThrow, requireOpenToNewPartners } from '../catalogue';
import { requireOnboardedCreator } from '../identity';
import {
  destinationFor,
  ensureReferralLink,
  getLinkOfCreatorForProduct,
  handleOfLink,
  productHandle,
  type ReferralLink,
} from '../referrals';
import { DomainError } from '../shared/errors';
import { requireApprovedApplication } from './require-approval';
import { requireNotBlacklisted } from './require-not-blacklisted';

/**
 * Spec 7.5: username + '_' + the first 8 characters of the product id (after its prefix). The preferred
 * code only: if it is already held (a former owner of the username), ensureReferralLink suffixes it.
 */
export const referralCodeFor = (username: string, productId: string) =>
  `${username}_${productId.replace(/^pr_/, '').slice(0, 8)}`;

/**
 * The creator's referral link for a product, created once and reused after (spec 5). `requireAvailable`
 * is for direct requests; an approval creates the link even if the brand paused the product since.
 * A direct request from a creator the brand blacklisted is refused (403); an existing link is still
 * returned, since existing links keep working. The approval path skips that check: the brand approved.
 * A brand that requires approval refuses a direct request without an approved application (403).
 */
export const createReferralLink = async (input: {
  creatorId: string;
  brandId: string;
  productId: string;
  campaign: string;
  requireAvailable: boolean;
}): Promise<{ link: ReferralLink; created: boolean }> => {
  const [creator, brand] = await Promise.all([
    requireOnboardedCreator(input.creatorId),
    getBrand(input.brandId),
  ]);
  if (!brand) throw new DomainError('not_found', 'Brand not found');
  const product = await getProductOrThrow(brand.id, input.productId);
  if (input.requireAvailable) requireOpenToNewPartners(product);
  // What the creator is shown points where the redirect sends shoppers now: the brand's current store.
  const current = (link: ReferralLink): ReferralLink => ({
    ...link,
    destination_url: destinationFor(brand, { id: link.product_id, handle: handleOfLink(link) }),
  });
  if (input.requireAvailable) {
    const existing = await getLinkOfCreatorForProduct(creator.id, product.id);
    if (existing) return { link: current(existing), created: false };
    await requireNotBlacklisted(brand.id, creator.id, 'link');
    // Approval required (issue 21): a new link only for an approved application. The approval's own
    // path (requireAvailable false) is that approval; a link made before the switch is returned above.
    if (brand.program_mode === 'approval') await requireApprovedApplication(brand, creator.id, product);
  }
  const handle = productHandle(product);
  const { link, created } = await ensureReferralLink({
    referral_code: referralCodeFor(creator.username, product.id),
    creator_id: creator.id,
    creator_username: creator.username,
    creator_avatar_url: creator.avatar_url,
    product_id: product.id,
    product_name: product.name,
    brand_id: brand.id,
    brand_name: brand.brand_name,
    product_handle: handle,
    // Recorded for the link lists; the redirect re-targets it to the brand's store at click time.
    destination_url: destinationFor(brand, { id: product.id, handle }),
    utm_campaign: input.campaign,
    utm_content: creator.username || 'unknown',
  });
  return { link: current(link), created };
};
