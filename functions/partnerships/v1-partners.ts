/**
 * GET /api/v1/partners (issue 22): a page of the brand's partnerships — its approved applications, as
 * the Active tab of Influencers & Campaigns lists them, most recently approved first — each with the
 * creator's referral link for the product and the creator's discount code at the brand, and their
 * counters: one Query and three BatchGetItems, whatever the page.
 */
import type * as z from 'zod/mini';
import type { v1Partner } from '../../contracts/public-api';
import { getLinksOfPairs } from '../referrals';
import { encodeCursor } from '../shared/http/page-cursor';
import { type PartnershipCursor, pageApprovedApplicationsOfBrand } from './entities/application';
import { getDiscountCodesOfCreators } from './entities/discount-code';

export type { PartnershipCursor };

export const partnersPage = async (brandId: string, limit: number, after?: PartnershipCursor) => {
  const page = await pageApprovedApplicationsOfBrand(brandId, limit, after);
  const [links, codes] = await Promise.all([
    getLinksOfPairs(page.applications.map(({ creator_id, product_id }) => ({ creator_id, product_id }))),
    getDiscountCodesOfCreators(brandId, [...new Set(page.applications.map((app) => app.creator_id))]),
  ]);
  const linkOf = new Map(links.map((link) => [`${link.creator_id}#${link.product_id}`, link]));
  const codeOf = new Map(codes.map((code) => [code.creator_id, code]));
  const partners = page.applications.map((application): z.input<typeof v1Partner> => {
    const link = linkOf.get(`${application.creator_id}#${application.product_id}`);
    const code = codeOf.get(application.creator_id);
    return {
      application_id: application.id,
      creator_id: application.creator_id,
      creator_username: application.creator_username,
      product_id: application.product_id,
      product_name: application.product_name,
      approved_at: application.reviewed_at,
      link: link
        ? {
            referral_code: link.referral_code,
            clicks: link.clicks,
            conversions: link.conversions,
            total_sales_cents: link.total_sales_cents,
            commission_cents: link.commission_cents,
            created_at: link.created_at,
          }
        : null,
      discount_code: code
        ? {
            code: code.code,
            status: code.status,
            discount_percentage: code.discount_percentage ?? null,
            current_uses: code.current_uses,
            conversions: code.conversions ?? 0,
            total_sales_cents: code.total_sales_cents ?? 0,
            commission_cents: code.commission_cents ?? 0,
          }
        : null,
    };
  });
  return { partners, next_cursor: page.next ? encodeCursor({ ...page.next }) : null };
};
