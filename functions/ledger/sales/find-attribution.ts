/**
 * The reads behind attribution: the order's refs resolved to links of this brand, its discount codes
 * resolved to creators' approved codes at this brand (through the code's claim), then the pure decision
 * (attribution.ts). GetItems only; at most a few per order.
 */
import type { ShopifyOrderPaidV1 } from '../../../events/schemas/shopify-order-paid';
import { approvedCodeText, discountCodeHolder } from '../../partnerships';
import { getLinkByCode } from '../../referrals';
import { type Attribution, type CodeCandidate, decideAttribution, type LinkCandidate } from './attribution';

type Order = ShopifyOrderPaidV1['order'];

/** A ref as typed into a URL: a referral code is short, so anything longer is not one. */
const plausibleCode = (ref: string | null): ref is string => !!ref && ref.length <= 100 && !/[\s#]/.test(ref);

const linkCandidate = async (
  brandId: string,
  ref: string | null,
  source: LinkCandidate['source'],
): Promise<LinkCandidate | undefined> => {
  if (!plausibleCode(ref)) return undefined;
  const link = await getLinkByCode(ref);
  if (!link || link.brand_id !== brandId) return undefined;
  return { source, code: link.referral_code, creatorId: link.creator_id, productId: link.product_id };
};

const codeCandidate = async (brandId: string, typed: string): Promise<CodeCandidate | undefined> => {
  if (!plausibleCode(typed)) return undefined;
  // Who holds the code's text (stores match codes case-insensitively).
  const creatorId = await discountCodeHolder(typed);
  if (!creatorId) return undefined;
  // Its current text or, after a rotation, one it had (issue 36).
  const code = await approvedCodeText(creatorId, brandId, typed);
  return code ? { code, creatorId } : undefined;
};

export interface FoundAttribution {
  attribution: Attribution;
  link: LinkCandidate | undefined;
}

export const findAttribution = async (brandId: string, order: Order): Promise<FoundAttribution> => {
  const link =
    (await linkCandidate(brandId, order.refAttribute, 'cart_attribute')) ??
    (await linkCandidate(brandId, order.refLandingSite, 'landing_site'));
  const codes: CodeCandidate[] = [];
  for (const typed of order.discountCodes.slice(0, 5)) {
    const candidate = await codeCandidate(brandId, typed);
    if (candidate) codes.push(candidate);
  }
  return { attribution: decideAttribution({ link, codes }), link };
};
