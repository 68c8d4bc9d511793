import { productLinkCountAdd } from '../catalogue';
import { writeTransaction } from '../shared/data/entity';
import { DomainError } from '../shared/errors';
import { getLinkOfCreatorForProduct, type ReferralLink, referralsService } from './entities/referral-link';

export type NewLink = Omit<
  ReferralLink,
  'id' | 'clicks' | 'conversions' | 'total_sales_cents' | 'commission_cents' | 'created_at'
>;

/** How many suffixed variants of a code are tried before giving up (each one is a taken code). */
export const MAX_CODE_VARIANTS = 25;

/**
 * The codes a new link may take, in order: the preferred one, then `{code}_2`, `{code}_3`, ... A code
 * is never freed (LINK#{code} items are never deleted), so when a creator renames and someone else
 * takes the old username, the old owner's codes stay theirs and the new owner gets a suffixed one.
 */
export const codeVariant = (preferred: string, attempt: number): string =>
  attempt === 0 ? preferred : `${preferred}_${attempt + 1}`;

/**
 * Creates the creator's link for a product, or returns the one that exists (spec 5: an existing link is
 * reused). Owner item, link item and the product's link counter are one transaction, so concurrent or
 * repeated requests (the approval event delivered again, a direct request racing it) leave one link.
 * The link item's key is the code, written only if absent: it is the code's reservation, and a code
 * held by anyone else (a previous owner of the username) moves this link on to the next variant.
 */
export const ensureReferralLink = async (
  input: NewLink,
): Promise<{ link: ReferralLink; created: boolean }> => {
  const existing = await getLinkOfCreatorForProduct(input.creator_id, input.product_id);
  if (existing) return { link: existing, created: false };
  for (let attempt = 0; attempt < MAX_CODE_VARIANTS; attempt++) {
    const code = codeVariant(input.referral_code, attempt);
    const link: ReferralLink = {
      ...input,
      referral_code: code,
      id: code,
      clicks: 0,
      conversions: 0,
      total_sales_cents: 0,
      commission_cents: 0,
      created_at: new Date().toISOString(),
    };
    // Named operations: `owner` (one link per creator and product), `code` (the link item, whose key
    // reserves its code forever), `product` (its link counter, on the condition that it still exists).
    const { creator_avatar_url, product_handle, ...stored } = link;
    const outcome = await writeTransaction(referralsService, (entities) => ({
      owner: entities.linkOwner
        .create({ creator_id: link.creator_id, product_id: link.product_id, code })
        .commit(),
      code: entities.referralLink
        .create({
          ...stored,
          ...(creator_avatar_url ? { creator_avatar_url } : {}),
          ...(product_handle ? { product_handle } : {}),
        })
        .commit(),
      product: productLinkCountAdd(link.brand_id, link.product_id),
    }));
    if (outcome.ok) return { link, created: true };
    if (outcome.refused.includes('owner')) {
      // Lost a race with another request for the same link: return the winner's.
      const winner = await getLinkOfCreatorForProduct(input.creator_id, input.product_id);
      if (winner) return { link: winner, created: false };
      throw new Error(
        `ensureReferralLink: the owner item of ${input.creator_id}/${input.product_id} has no link`,
      );
    }
    if (outcome.refused.includes('product')) throw new DomainError('not_found', 'Product not found');
    if (!outcome.refused.includes('code'))
      throw new Error('ensureReferralLink: the transaction kept conflicting');
    // The code belongs to another link (e.g. the previous owner of this username): try the next one.
  }
  throw new Error(
    `ensureReferralLink: no free code after ${MAX_CODE_VARIANTS} variants of ${input.referral_code}`,
  );
};
