import { referralLink, toLink } from './entities/referral-link';

export const conversionRate = (conversions: number, clicks: number): number =>
  clicks > 0 ? Math.round((conversions / clicks) * 1000) / 10 : 0;

/** The brand's 'Links (n)' dialog: a product's links with their counts (one Query). */
export const listLinksOfProduct = async (productId: string) => {
  const { data } = await referralLink.query
    .ofProduct({ product_id: productId })
    .go({ pages: 'all', order: 'desc' });
  return data.map(toLink).map((link) => ({
    id: link.id,
    referral_code: link.referral_code,
    creator_id: link.creator_id,
    creator_username: link.creator_username,
    creator_avatar_url: link.creator_avatar_url,
    clicks: link.clicks,
    conversions: link.conversions,
    total_sales_cents: link.total_sales_cents,
    // Percent with one decimal (spec 9).
    conversion_rate: conversionRate(link.conversions, link.clicks),
    created_at: link.created_at,
  }));
};
