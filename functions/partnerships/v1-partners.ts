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
import {
  type Application,
  getApplication,
  type PartnershipCursor,
  pageApprovedApplicationsOfBrand,
} from './entities/application';
import { getDiscountCodesOfCreators } from './entities/discount-code';

export type { PartnershipCursor };

type PartnerLink = Awaited<ReturnType<typeof getLinksOfPairs>>[number];
type PartnerCode = Awaited<ReturnType<typeof getDiscountCodesOfCreators>>[number];
export type V1PartnerObject = z.input<typeof v1Partner>;

/**
 * The /api/v1 partner object of one application, with its creator's link and discount code: the one
 * serializer of GET /api/v1/partners and of the application.created and partner.joined webhooks (issue 31).
 */
const toV1Partner = (
  application: Application,
  link: PartnerLink | undefined,
  code: PartnerCode | undefined,
): V1PartnerObject => ({
  application_id: application.id,
  creator_id: application.creator_id,
  creator_username: application.creator_username,
  product_id: application.product_id,
  product_name: application.product_name,
  approved_at: application.status === 'approved' ? application.reviewed_at : null,
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
});

export const partnersPage = async (brandId: string, limit: number, after?: PartnershipCursor) => {
  const page = await pageApprovedApplicationsOfBrand(brandId, limit, after);
  const [links, codes] = await Promise.all([
    getLinksOfPairs(page.applications.map(({ creator_id, product_id }) => ({ creator_id, product_id }))),
    getDiscountCodesOfCreators(brandId, [...new Set(page.applications.map((app) => app.creator_id))]),
  ]);
  const linkOf = new Map(links.map((link) => [`${link.creator_id}#${link.product_id}`, link]));
  const codeOf = new Map(codes.map((code) => [code.creator_id, code]));
  const partners = page.applications.map((application) =>
    toV1Partner(
      application,
      linkOf.get(`${application.creator_id}#${application.product_id}`),
      codeOf.get(application.creator_id),
    ),
  );
  return { partners, next_cursor: page.next ? encodeCursor({ ...page.next }) : null };
};

/**
 * One creator's application for a product of the brand, as the partner object (pending: approved_at,
 * link and code null until approved), as it stands now; undefined when there is none of this brand.
 */
export const v1PartnerOf = async (
  brandId: string,
  creatorId: string,
  productId: string,
): Promise<V1PartnerObject | undefined> => {
  const application = await getApplication(creatorId, productId);
  if (!application || application.brand_id !== brandId) return undefined;
  const [[link], [code]] = await Promise.all([
    getLinksOfPairs([{ creator_id: creatorId, product_id: productId }]),
    getDiscountCodesOfCreators(brandId, [creatorId]),
  ]);
  return toV1Partner(application, link, code);
};

/**
 * A realistic partner for a test event (issue 31, Send test event): a creator's application for a
 * product, pending or approved with a link and a discount code, through the same toV1Partner.
 */
export const sampleV1Partner = (brandId: string, approved: boolean, now = new Date()): V1PartnerObject => {
  const appliedAt = new Date(now.getTime() - 2 * 86_400_000).toISOString();
  const approvedAt = new Date(now.getTime() - 3_600_000).toISOString();
  const application = {
    id: 'app_sample',
    creator_id: 'cr_sample',
    creator_username: 'sample_creator',
    product_id: 'pr_sample',
    product_name: 'Sample product',
    brand_id: brandId,
    brand_name: 'Your brand',
    status: approved ? 'approved' : 'pending',
    message: 'I would love to feature this in my next video.',
    applied_at: appliedAt,
    reviewed_at: approved ? approvedAt : null,
  } as Application;
  const counters = { conversions: 0, total_sales_cents: 0, commission_cents: 0 };
  return toV1Partner(
    application,
    approved
      ? ({
          referral_code: 'sample_creator_ab12cd34',
          clicks: 0,
          created_at: approvedAt,
          ...counters,
        } as PartnerLink)
      : undefined,
    approved
      ? ({
          code: 'SAMPLE10',
          status: 'approved',
          discount_percentage: 10,
          current_uses: 0,
          ...counters,
        } as PartnerCode)
      : undefined,
  );
};
