import { queryLinksOfProduct } from './entities/referral-link';

export const conversionRate = (conversions: number, clicks: number): number =>
  clicks > 0 ? Math.round((conversions / clicks) * 1000) / 10 : 0;

export interface ProductLinkStats {
  id: string;
  referral_code: string;
  creator_id: string;
  creator_username: string;
  creator_avatar_url: string | null;
  clicks: number;
  conversions: number;
  total_sales_cents: number;
  /** conversions / clicks as a percent with one decimal (spec 9). */
  conversion_rate: number;
  created_at: string;
}

/** The brand's 'Links (n)' dialog: a product's links with their counts (one Query). */
export const listLinksOfProduct = async (productId: string): Promise<ProductLinkStats[]> =>
  (await queryLinksOfProduct(productId)).map((link) => ({
    id: link.id,
    referral_code: link.referral_code,
    creator_id: link.creator_id,
    creator_username: link.creator_username,
    creator_avatar_url: link.creator_avatar_url,
    clicks: link.clicks,
    conversions: link.conversions,
    total_sales_cents: link.total_sales_cents,
    conversion_rate: conversionRate(link.conversions, link.clicks),
    created_at: link.created_at,
  }));
